import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  POINT_PATHS,
  type PointBalance,
  type PointConfig,
  type PointExchangeOrder,
  type PointExchangeOrderPage,
  type PointHistoryPage,
} from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import {
  ConvertPointDto,
  PointLanguageQueryDto,
  PointOrderPageQueryDto,
  PointPageQueryDto,
  RedeemPointRewardDto,
} from './dto/points.dto.js';
import { PointsService } from './points.service.js';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: true,
  description: '8-128 of A-Za-z0-9._:-',
};

@ApiTags('points')
@Controller()
export class PointsController {
  constructor(private readonly points: PointsService) {}

  @Get(POINT_PATHS.balance.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's points, and those held by orders in application" })
  balance(@CurrentMember() member: AuthenticatedMember): Promise<PointBalance> {
    return this.points.balance(member.memberId);
  }

  @Get(POINT_PATHS.config.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'The point rules: points per valid turnover, conversion rate, minimum' })
  config(@CurrentMember() member: AuthenticatedMember): Promise<PointConfig> {
    return this.points.config(member.merchantId);
  }

  @Get(POINT_PATHS.redeemList.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's exchange orders, newest first" })
  redeemList(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: PointOrderPageQueryDto,
  ): Promise<PointExchangeOrderPage> {
    return this.points.orders(member.memberId, query.language, query.pageNo, query.pageSize);
  }

  @Get(POINT_PATHS.reward.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's points details: every change, newest first" })
  reward(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: PointPageQueryDto,
  ): Promise<PointHistoryPage> {
    return this.points.history(member, query.pageNo, query.pageSize);
  }

  @Post(POINT_PATHS.convert.slice(1))
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({ summary: 'Points to cash into MAIN at the operator rate (payment password)' })
  convert(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: ConvertPointDto,
    @Query() query: PointLanguageQueryDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<PointExchangeOrder> {
    return this.points.convert(member, dto, idempotencyKey, query.language);
  }

  @Post(POINT_PATHS.redeem.slice(1))
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOperation({
    summary: 'A good of the points mall: points held, stock reserved (payment password)',
  })
  redeem(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: RedeemPointRewardDto,
    @Query() query: PointLanguageQueryDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<PointExchangeOrder> {
    return this.points.redeem(member, dto, idempotencyKey, query.language);
  }
}
