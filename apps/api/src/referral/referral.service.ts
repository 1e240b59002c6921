import { Injectable } from '@nestjs/common';
import {
  REFERRAL_PARAMETER,
  referralSettingsOf,
  type ReferralFriend,
  type ReferralPage,
  type ReferralRewardView,
  type ReferralView,
} from '@wps/shared-types';
import { pageCount } from '../common/paging.query.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import type { Visitor } from '../common/visitor.js';
import { maskAccount } from '../common/mask-account.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { newInvitationCode } from '../member/account-opening.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import {
  ReferralRepository,
  type FriendRow,
  type ReferralMember,
  type RewardRow,
} from './referral.repository.js';

/**
 * The member's referral page (member centre entry 11): its invitation link, the operator's rule,
 * its friends (accounts masked) and the rewards paid. Every read is scoped by the member.
 */
@Injectable()
export class ReferralService {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly merchants: MerchantService,
  ) {}

  async view(member: AuthenticatedMember, visitor: Visitor): Promise<ReferralView> {
    const [profile, totals, site] = await Promise.all([
      this.referrals.member(member.memberId),
      this.referrals.totals(member.memberId),
      this.merchants.siteForHost(visitor.host),
    ]);
    const [code, origin] = await Promise.all([
      this.codeOf(profile),
      this.merchants.siteOrigin(site, visitor),
    ]);
    const { enabled, ...rule } = referralSettingsOf(profile.settings);
    return {
      enabled,
      code,
      url: `${origin}/register?${REFERRAL_PARAMETER}=${encodeURIComponent(code)}`,
      rule,
      friendCount: totals.friends,
      qualifiedCount: totals.qualified,
      rewardTotal: totals.rewards.toFixed(2),
    };
  }

  async friends(
    memberId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<ReferralPage<ReferralFriend>> {
    const { rows, total } = await this.referrals.friends(
      memberId,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return pageOf(
      rows.map((row) => ({ ...friendView(row), account: maskAccount(row.account) })),
      pageNo,
      pageSize,
      total,
    );
  }

  async rewards(
    memberId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<ReferralPage<ReferralRewardView>> {
    const { rows, total } = await this.referrals.rewards(
      { referrerId: memberId },
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return pageOf(
      rows.map((row) => ({ ...rewardView(row), friend: maskAccount(row.friendAccount) })),
      pageNo,
      pageSize,
      total,
    );
  }

  /** The member's code; a member without one (made by the operator) gets one now, once. */
  private async codeOf(member: ReferralMember): Promise<string> {
    if (member.invitationCode) return member.invitationCode;
    for (let attempt = 0; attempt < 3; attempt++) {
      const stored = await this.referrals
        .setInvitationCode(member.id, newInvitationCode())
        .catch((error: unknown) => {
          // A code another member holds: try another.
          if (uniqueViolationOn(error) === null) throw error;
          return false;
        });
      // Stored, or given one by another request at the same moment: read it back.
      const current = (await this.referrals.member(member.id)).invitationCode;
      if (current) return current;
      if (stored) break;
    }
    throw new Error(`no free invitation code for member ${member.id}`);
  }
}

export function pageOf<T>(
  list: T[],
  pageNo: number,
  pageSize: number,
  totalCount: number,
): ReferralPage<T> {
  return { list, pageNo, pageSize, totalCount, totalPages: pageCount(totalCount, pageSize) };
}

export function friendView(row: FriendRow): ReferralFriend {
  return {
    account: row.account,
    joinedAt: row.joinedAt.toISOString(),
    qualified: row.qualified,
    rewarded: row.rewarded.toFixed(2),
  };
}

export function rewardView(row: RewardRow): ReferralRewardView {
  return {
    id: String(row.id),
    kind: row.kind,
    friend: row.friendAccount,
    day: row.day.toISOString().slice(0, 10),
    base: row.base.toFixed(2),
    percent: row.percent.toFixed(2),
    amount: row.amount.toFixed(2),
    createdAt: row.createdAt.toISOString(),
  };
}
