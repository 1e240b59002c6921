import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  REWARD_PATHS,
  type RaffleDrawView,
  type RaffleView,
  type RewardCount,
  type RewardPage,
  type RewardView,
} from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { RaffleDrawDto, RewardPageQueryDto } from './dto/rewards.dto.js';
import { RafflesService } from './raffles.service.js';
import { RewardsService } from './rewards.service.js';

const IDEMPOTENCY_HEADER_DOC = {
  name: 'Idempotency-Key',
  required: true,
  description: '8-128 of A-Za-z0-9._:-',
} as const;

@ApiTags('rewards')
@Controller()
export class RewardsController {
  constructor(
    private readonly rewards: RewardsService,
    private readonly raffles: RafflesService,
  ) {}

  @Get(REWARD_PATHS.rewards.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's rewards waiting to be claimed, or the others" })
  page(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: RewardPageQueryDto,
  ): Promise<RewardPage> {
    return this.rewards.page(member.memberId, query.list, query.pageNo, query.pageSize);
  }

  @Get(REWARD_PATHS.count.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'How many rewards wait to be claimed (the red badge)' })
  count(@CurrentMember() member: AuthenticatedMember): Promise<RewardCount> {
    return this.rewards.count(member.memberId);
  }

  @Post(REWARD_PATHS.claim(':rewardId').slice(1))
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader(IDEMPOTENCY_HEADER_DOC)
  @ApiOperation({ summary: 'Claims a reward as a bonus into MAIN, once however often sent' })
  claim(
    @CurrentMember() member: AuthenticatedMember,
    @Param('rewardId') rewardId: string,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<RewardView> {
    return this.rewards.claim(member, rewardId, idempotencyKey);
  }

  @Get(REWARD_PATHS.raffles.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Raffle promotions with their rules and the member’s draws left' })
  raffleList(@CurrentMember() member: AuthenticatedMember): Promise<RaffleView[]> {
    return this.raffles.list(member);
  }

  @Post(REWARD_PATHS.raffleClaim.slice(1))
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader(IDEMPOTENCY_HEADER_DOC)
  @ApiOperation({
    summary: 'Raffle promotion claim: one draw; the prize lands in the reward centre',
  })
  draw(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: RaffleDrawDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<RaffleDrawView> {
    return this.raffles.draw(member, dto.raffleId, idempotencyKey);
  }
}
