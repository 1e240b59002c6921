import { Injectable } from '@nestjs/common';
import {
  referralSettingsOf,
  referralSettingsProblems,
  type ConsoleMemberReferral,
  type ConsoleReferralFriend,
  type ConsoleReferralSummary,
  type ConsoleReferrer,
  type ReferralPage,
  type ReferralRewardView,
  type ReferralSettings,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { changedFields } from '../common/changed-fields.js';
import { Prisma } from '../generated/prisma/client.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { ReferralRepository } from './referral.repository.js';
import { friendView, pageOf, rewardView } from './referral.service.js';

/**
 * The console's referral: the operator's rule (merchant.settings.referral), the site's figures,
 * and a member's referral on the member page. Every read is scoped by the operator's site.
 */
@Injectable()
export class ConsoleReferralService {
  constructor(private readonly referrals: ReferralRepository) {}

  async settings(merchantId: number): Promise<ReferralSettings> {
    return referralSettingsOf(await this.referrals.siteSettings(merchantId));
  }

  /** Replaces the rule; the trail keeps the fields that changed. */
  async replace(operator: OperatorActor, update: ReferralSettings): Promise<ReferralSettings> {
    const problems = referralSettingsProblems(update);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    const next: ReferralSettings = {
      enabled: update.enabled,
      firstDepositPercent: fixed(update.firstDepositPercent),
      firstDepositCap: update.firstDepositCap === null ? null : fixed(update.firstDepositCap),
      turnoverPercent: fixed(update.turnoverPercent),
      minimumReward: fixed(update.minimumReward),
      turnoverMultiplier: update.turnoverMultiplier,
    };
    const before = await this.settings(operator.merchantId);
    await this.referrals.replaceSettings(operator.merchantId, next);
    operator.change = { target: 'site:referral', ...changedFields(before, next) };
    return next;
  }

  async summary(merchantId: number): Promise<ConsoleReferralSummary> {
    const summary = await this.referrals.summary(merchantId);
    return { ...summary, rewardsPaid: summary.rewardsPaid.toFixed(2) };
  }

  async referrers(
    merchantId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<ReferralPage<ConsoleReferrer>> {
    const { rows, total } = await this.referrals.referrers(
      merchantId,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return pageOf(
      rows.map((row) => ({ ...row, rewardsPaid: row.rewardsPaid.toFixed(2) })),
      pageNo,
      pageSize,
      total,
    );
  }

  async rewards(
    merchantId: number,
    query: { memberId?: number; pageNo: number; pageSize: number },
  ): Promise<ReferralPage<ReferralRewardView>> {
    const { pageNo, pageSize } = query;
    const scope =
      query.memberId === undefined ? { merchantId } : { merchantId, referrerId: query.memberId };
    const { rows, total } = await this.referrals.rewards(scope, (pageNo - 1) * pageSize, pageSize);
    return pageOf(rows.map(rewardView), pageNo, pageSize, total);
  }

  async member(merchantId: number, memberId: number): Promise<ConsoleMemberReferral> {
    const member = await this.memberOfSite(merchantId, memberId);
    const totals = await this.referrals.totals(memberId);
    return {
      referrer: member.referrer
        ? { memberId: member.referrer.id, account: member.referrer.account }
        : null,
      code: member.invitationCode,
      friends: totals.friends,
      rewardsPaid: totals.rewards.toFixed(2),
    };
  }

  async friends(
    merchantId: number,
    memberId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<ReferralPage<ConsoleReferralFriend>> {
    await this.memberOfSite(merchantId, memberId);
    const { rows, total } = await this.referrals.friends(
      memberId,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return pageOf(
      rows.map((row) => ({ ...friendView(row), memberId: row.memberId })),
      pageNo,
      pageSize,
      total,
    );
  }

  private async memberOfSite(merchantId: number, memberId: number) {
    const member = await this.referrals.memberOfSite(merchantId, memberId);
    if (!member) throw new AppError('NOT_FOUND', 'No such member');
    return member;
  }
}

/** An amount or percent as the rule keeps it: two decimals. */
function fixed(value: string): string {
  return new Prisma.Decimal(value).toFixed(2);
}
