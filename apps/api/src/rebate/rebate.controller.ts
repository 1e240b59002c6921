import { Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  REBATE_PATHS,
  type RebateClaimPage,
  type RebateClaimView,
  type RebateView,
} from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { RebateClaimPageQueryDto } from './dto/rebate.dto.js';
import { RebateService } from './rebate.service.js';

@ApiTags('rebate')
@Controller()
export class RebateController {
  constructor(private readonly rebates: RebateService) {}

  @Get(REBATE_PATHS.rebate.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: "The member's rebate now: valid turnover since the last claim, rate and amount",
  })
  view(@CurrentMember() member: AuthenticatedMember): Promise<RebateView> {
    return this.rebates.view(member);
  }

  @Get(REBATE_PATHS.claims.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's rebate claims, newest first" })
  claims(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: RebateClaimPageQueryDto,
  ): Promise<RebateClaimPage> {
    return this.rebates.page(member.memberId, query.pageNo, query.pageSize);
  }

  @Post(REBATE_PATHS.claims.slice(1))
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({ summary: "Pays the rebate into the member's MAIN, once per period" })
  claim(
    @CurrentMember() member: AuthenticatedMember,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<RebateClaimView> {
    return this.rebates.claim(member, idempotencyKey);
  }
}
