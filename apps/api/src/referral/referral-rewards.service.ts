import { Injectable } from '@nestjs/common';
import { referralSettingsOf, type ReferralSettings } from '@wps/shared-types';
import { BonusGrants } from '../bonuses/bonus-grants.service.js';
import { operatorDate, operatorDayEnd, operatorDayStart } from '../common/operator-day.js';
import { maskAccount } from '../common/mask-account.js';
import { Prisma } from '../generated/prisma/client.js';
import { MailboxService, type MailboxLetter } from '../mailbox/mailbox.service.js';
import { ReferralRepository, type NewReferralReward } from './referral.repository.js';

// Rows read per statement; a run goes on until none is left.
const BATCH = 500;
// How far back the first-deposit job looks: a deposit approved while the jobs stood still for
// less than this is still rewarded.
const FIRST_DEPOSIT_LOOKBACK_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/**
 * Pays referral rewards through the bonuses port (BonusGrants, source REFERRAL): a percent of a
 * friend's first approved deposit, and a percent of a friend's valid turnover of a day. A reward
 * is recorded (referral_reward, unique by its source key) in the transaction that pays it, so it
 * is paid once however many runs and instances pay at the same moment.
 */
@Injectable()
export class ReferralRewards {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly bonuses: BonusGrants,
    private readonly mailbox: MailboxService,
  ) {}

  /** Rewards the first deposits approved in [until - lookback, until); answers how many paid. */
  async payFirstDeposits(until: Date, signal?: AbortSignal): Promise<number> {
    const sites = new Map(
      (await this.referrals.sites()).map((site) => [
        site.id,
        { rule: referralSettingsOf(site.settings), timezone: site.timezone },
      ]),
    );
    const from = new Date(until.getTime() - FIRST_DEPOSIT_LOOKBACK_MS);
    let paid = 0;
    let after: { decidedAt: Date; depositId: bigint } | null = null;
    for (;;) {
      signal?.throwIfAborted();
      const deposits = await this.referrals.firstDeposits(from, until, after, BATCH);
      for (const deposit of deposits) {
        const site = sites.get(deposit.merchantId);
        if (!site?.rule.enabled) continue;
        const { rule, timezone } = site;
        const amount = rewardOf(
          deposit.amount,
          rule.firstDepositPercent,
          rule,
          rule.firstDepositCap,
        );
        if (!amount) continue;
        const day = operatorDate(deposit.decidedAt, timezone);
        const done = await this.pay(
          rule,
          {
            merchantId: deposit.merchantId,
            referrerId: deposit.referrerId,
            friendId: deposit.friendId,
            kind: 'FIRST_DEPOSIT',
            sourceKey: `FIRST_DEPOSIT:${deposit.friendId}`,
            day: new Date(`${day}T00:00:00Z`),
            base: deposit.amount.toFixed(2),
            percent: rule.firstDepositPercent,
            amount,
          },
          {
            template: 'referral.firstDeposit',
            params: { amount, friend: maskAccount(deposit.friendAccount) },
          },
        );
        if (done) paid += 1;
      }
      const last = deposits.at(-1);
      if (!last || deposits.length < BATCH) return paid;
      after = { decidedAt: last.decidedAt, depositId: last.depositId };
    }
  }

  /**
   * Rewards the friends' valid turnover of the last operator day each site ended by `at` (its
   * own time zone); answers how many rewards were paid.
   */
  async payTurnover(at: Date, signal?: AbortSignal): Promise<number> {
    let paid = 0;
    for (const site of await this.referrals.sites()) {
      const rule = referralSettingsOf(site.settings);
      if (!rule.enabled || isZero(rule.turnoverPercent)) continue;
      const today = operatorDate(at, site.timezone);
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
      paid += await this.payTurnoverDay(site.id, site.timezone, rule, day, signal);
    }
    return paid;
  }

  private async payTurnoverDay(
    merchantId: number,
    timezone: string,
    rule: ReferralSettings,
    day: string,
    signal?: AbortSignal,
  ): Promise<number> {
    const [start, end] = [operatorDayStart(day, timezone), operatorDayEnd(day, timezone)];
    let paid = 0;
    let after = 0;
    for (;;) {
      signal?.throwIfAborted();
      const friends = await this.referrals.friendTurnover(
        merchantId,
        start,
        end,
        day,
        after,
        BATCH,
      );
      for (const friend of friends) {
        const amount = rewardOf(friend.turnover, rule.turnoverPercent, rule, null);
        if (!amount) continue;
        const done = await this.pay(
          rule,
          {
            merchantId,
            referrerId: friend.referrerId,
            friendId: friend.friendId,
            kind: 'TURNOVER',
            sourceKey: `TURNOVER:${friend.friendId}:${day}`,
            day: new Date(`${day}T00:00:00Z`),
            base: friend.turnover.toString(),
            percent: rule.turnoverPercent,
            amount,
          },
          {
            template: 'referral.turnover',
            params: { amount, friend: maskAccount(friend.friendAccount), day },
          },
        );
        if (done) paid += 1;
      }
      const last = friends.at(-1);
      if (!last || friends.length < BATCH) return paid;
      after = last.friendId;
    }
  }

  /** Records, pays and announces one reward in one transaction; false when it was paid before. */
  private async pay(
    rule: ReferralSettings,
    reward: NewReferralReward,
    letter: Omit<MailboxLetter, 'memberId'>,
  ): Promise<boolean> {
    const { merchantId, referrerId, sourceKey, amount } = reward;
    // Accounts are opened before the transaction (the ledger's rule).
    const accounts = await this.bonuses.accounts(merchantId, referrerId);
    return this.referrals.transaction(async (tx) => {
      if (!(await this.referrals.claim(tx, reward))) return false;
      await this.bonuses.grant(tx, accounts, {
        merchantId,
        memberId: referrerId,
        source: 'REFERRAL',
        sourceKey,
        amount,
        turnoverMultiplier: rule.turnoverMultiplier,
        scope: 'referral',
        key: sourceKey,
        request: { amount },
      });
      await this.mailbox.send(tx, [{ memberId: referrerId, ...letter }]);
      return true;
    });
  }
}

/**
 * base x percent, rounded down to the cent (never a cent the rule did not earn), capped; null
 * when nothing or less than the rule's minimum is due.
 */
export function rewardOf(
  base: Prisma.Decimal,
  percent: string,
  rule: ReferralSettings,
  cap: string | null,
): string | null {
  let amount = base.times(percent).dividedBy(100).toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN);
  if (cap !== null && amount.greaterThan(cap)) amount = new Prisma.Decimal(cap);
  if (amount.lte(0) || amount.lessThan(rule.minimumReward)) return null;
  return amount.toFixed(2);
}

function isZero(amount: string): boolean {
  return !/[1-9]/.test(amount);
}
