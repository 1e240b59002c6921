import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  REFERRAL_PATHS,
  type ReferralFriend,
  type ReferralPage,
  type ReferralRewardView,
  type ReferralView,
} from '@wps/shared-types';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { ReferralPageQueryDto } from './dto/referral.dto.js';
import { ReferralService } from './referral.service.js';

@ApiTags('referral')
@Controller()
export class ReferralController {
  constructor(private readonly referrals: ReferralService) {}

  @Get(REFERRAL_PATHS.referral.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's invitation link, the referral rule and its totals" })
  view(
    @CurrentMember() member: AuthenticatedMember,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<ReferralView> {
    return this.referrals.view(member, visitor);
  }

  @Get(REFERRAL_PATHS.friends.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'The friends who joined through the member, accounts masked' })
  friends(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: ReferralPageQueryDto,
  ): Promise<ReferralPage<ReferralFriend>> {
    return this.referrals.friends(member.memberId, query.pageNo, query.pageSize);
  }

  @Get(REFERRAL_PATHS.rewards.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'The referral rewards paid to the member, newest first' })
  rewards(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: ReferralPageQueryDto,
  ): Promise<ReferralPage<ReferralRewardView>> {
    return this.referrals.rewards(member.memberId, query.pageNo, query.pageSize);
  }
}
