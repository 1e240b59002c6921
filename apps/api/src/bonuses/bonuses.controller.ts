import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BONUS_PATHS, type BonusPage } from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { BonusesService } from './bonuses.service.js';
import { BonusPageQueryDto } from './dto/bonuses.dto.js';

@ApiTags('bonuses')
@Controller()
export class BonusesController {
  constructor(private readonly bonuses: BonusesService) {}

  @Get(BONUS_PATHS.bonuses.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: "The member's bonuses, newest first: amount, turnover added and met, status",
  })
  page(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: BonusPageQueryDto,
  ): Promise<BonusPage> {
    return this.bonuses.memberPage(
      member.merchantId,
      member.memberId,
      query.pageNo,
      query.pageSize,
    );
  }
}
