import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_API_PREFIX,
  type ConsoleRaffleView,
  type ConsolePage,
  type RewardIssueView,
  type RewardView,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleRewardsService } from './console-rewards.service.js';
import { ConsoleRewardPageQueryDto, RaffleSettingsDto, RewardIssueDto } from './dto/rewards.dto.js';

// Paths of CONSOLE_REWARD_PATHS.
@ApiTags('console')
@Controller(CONSOLE_API_PREFIX.slice(1))
export class ConsoleRewardsController {
  constructor(private readonly rewards: ConsoleRewardsService) {}

  @Get('rewards/issues')
  @ConsoleRoute('rewards.read')
  @ApiOperation({ summary: 'Rewards issued, newest first, with how many were claimed' })
  issues(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<RewardIssueView>> {
    return this.rewards.issues(operator.merchantId, query);
  }

  @Post('rewards/issues')
  @HttpCode(200)
  @ConsoleRoute('rewards.write')
  @ApiOperation({ summary: 'Issues a reward to a member, every member of a VIP rank or a label' })
  issue(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: RewardIssueDto,
  ): Promise<RewardIssueView> {
    return this.rewards.issue(operator, dto);
  }

  @Post('rewards/issues/:issueId/cancel')
  @HttpCode(200)
  @ConsoleRoute('rewards.write')
  @ApiOperation({ summary: "Cancels an issue's rewards not claimed yet" })
  cancel(
    @CurrentOperator() operator: OperatorActor,
    @Param('issueId') issueId: string,
  ): Promise<{ cancelled: number }> {
    return this.rewards.cancelIssue(operator, issueId);
  }

  @Get('rewards')
  @ConsoleRoute('rewards.read')
  @ApiOperation({ summary: "One member's rewards, newest first" })
  memberRewards(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleRewardPageQueryDto,
  ): Promise<ConsolePage<RewardView>> {
    return this.rewards.memberRewards(operator.merchantId, query.memberId, query);
  }

  @Get('raffles')
  @ConsoleRoute('rewards.read')
  @ApiOperation({ summary: 'Raffle promotions, newest first, with draws and prizes paid' })
  raffles(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleRaffleView>> {
    return this.rewards.raffles(operator.merchantId, query);
  }

  @Post('raffles')
  @HttpCode(200)
  @ConsoleRoute('rewards.write')
  @ApiOperation({ summary: 'Creates a raffle promotion' })
  createRaffle(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: RaffleSettingsDto,
  ): Promise<ConsoleRaffleView> {
    return this.rewards.saveRaffle(operator, null, dto);
  }

  @Put('raffles/:raffleId')
  @ConsoleRoute('rewards.write')
  @ApiOperation({ summary: "Replaces a raffle's settings" })
  updateRaffle(
    @CurrentOperator() operator: OperatorActor,
    @Param('raffleId') raffleId: string,
    @Body() dto: RaffleSettingsDto,
  ): Promise<ConsoleRaffleView> {
    return this.rewards.saveRaffle(operator, raffleId, dto);
  }
}
