import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AccountRecordResponse,
  type BetRecordResponse,
  type ProfitResponse,
} from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { AccountRecordQueryDto, BetRecordQueryDto, ProfitQueryDto } from './dto/record-queries.js';
import { MemberRecordsService } from './member-records.service.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';

// Real accounts only, like the member centre that shows them (spec 1 §6).
@ApiTags('member records')
@Controller('wps/member/records')
export class MemberRecordsController {
  constructor(private readonly records: MemberRecordsService) {}

  @Get('bets')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's game rounds, newest first, with the filtered totals" })
  bets(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: BetRecordQueryDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<BetRecordResponse> {
    return this.records.bets(member, query, visitor);
  }

  @Get('transactions')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "Movements on the member's MAIN and vendor wallets, newest first" })
  transactions(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: AccountRecordQueryDto,
  ): Promise<AccountRecordResponse> {
    return this.records.transactions(member, query);
  }

  @Get('profit')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's settled rounds summed per day or per vendor" })
  profit(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: ProfitQueryDto,
  ): Promise<ProfitResponse> {
    return this.records.profit(member, query);
  }
}
