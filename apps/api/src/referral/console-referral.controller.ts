import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_REFERRAL_PATHS,
  type ConsoleMemberReferral,
  type ConsoleReferralFriend,
  type ConsoleReferralSummary,
  type ConsoleReferrer,
  type ReferralPage,
  type ReferralRewardView,
  type ReferralSettings,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleReferralService } from './console-referral.service.js';
import {
  ConsoleReferralRewardsQueryDto,
  ReferralPageQueryDto,
  ReferralSettingsDto,
} from './dto/referral.dto.js';

const MEMBER_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });
const BASE = CONSOLE_REFERRAL_PATHS.settings.slice(1, -'/settings'.length);

@ApiTags('console')
@Controller(BASE)
export class ConsoleReferralController {
  constructor(private readonly referrals: ConsoleReferralService) {}

  @Get('settings')
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'The referral rule: on or off, percents, cap, minimum, multiplier' })
  settings(@CurrentOperator() operator: OperatorActor): Promise<ReferralSettings> {
    return this.referrals.settings(operator.merchantId);
  }

  @Put('settings')
  @ConsoleRoute('payments.settings')
  @ApiOperation({ summary: 'Replaces the referral rule; the next rewards follow it' })
  replace(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ReferralSettingsDto,
  ): Promise<ReferralSettings> {
    return this.referrals.replace(operator, dto);
  }

  @Get('summary')
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: "The site's referrers, friends, qualified friends and rewards paid" })
  summary(@CurrentOperator() operator: OperatorActor): Promise<ConsoleReferralSummary> {
    return this.referrals.summary(operator.merchantId);
  }

  @Get('referrers')
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'The referrers, most friends first' })
  referrers(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ReferralPageQueryDto,
  ): Promise<ReferralPage<ConsoleReferrer>> {
    return this.referrals.referrers(operator.merchantId, query.pageNo, query.pageSize);
  }

  @Get('rewards')
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: "The referral rewards paid, the site's or one member's, newest first" })
  rewards(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleReferralRewardsQueryDto,
  ): Promise<ReferralPage<ReferralRewardView>> {
    return this.referrals.rewards(operator.merchantId, query);
  }

  @Get('members/:memberId')
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: "A member's referral: its referrer, code, friends and rewards paid" })
  member(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
  ): Promise<ConsoleMemberReferral> {
    return this.referrals.member(operator.merchantId, memberId);
  }

  @Get('members/:memberId/friends')
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'The friends who joined through the member' })
  friends(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Query() query: ReferralPageQueryDto,
  ): Promise<ReferralPage<ConsoleReferralFriend>> {
    return this.referrals.friends(operator.merchantId, memberId, query.pageNo, query.pageSize);
  }
}
