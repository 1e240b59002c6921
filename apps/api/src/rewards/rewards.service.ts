import { Inject, Injectable } from '@nestjs/common';
import {
  type RewardCount,
  type RewardList,
  type RewardPage,
  type RewardView,
} from '@wps/shared-types';
import { BonusGrants } from '../bonuses/bonus-grants.service.js';
import { AppError } from '../common/app-error.js';
import { pageCount } from '../common/paging.query.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { RewardsRepository, type RewardRow } from './rewards.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

/**
 * The reward centre (member centre entry 10): rewards waiting to be claimed and the claim, paid
 * once through BonusGrants (its ledger entry, turnover requirement and bonus row) however often
 * it is sent, and never for another member's reward.
 */
@Injectable()
export class RewardsService {
  constructor(
    private readonly rewards: RewardsRepository,
    private readonly bonuses: BonusGrants,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(
    memberId: number,
    list: RewardList,
    pageNo: number,
    pageSize: number,
  ): Promise<RewardPage> {
    const now = new Date(this.clock.now());
    const { rows, total } = await this.rewards.memberPage(
      memberId,
      list,
      now,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return {
      list: rows.map((row) => rewardView(row, now)),
      pageNo,
      pageSize,
      totalCount: total,
      totalPages: pageCount(total, pageSize),
    };
  }

  async count(memberId: number): Promise<RewardCount> {
    return { count: await this.rewards.countWaiting(memberId, new Date(this.clock.now())) };
  }

  /**
   * Claims the member's reward under its row lock: a retry of the claim's key answers it again;
   * another key after it, a cancelled or an expired reward is refused; another member's reward
   * is not found. The bonus and the reward's new state commit together.
   */
  async claim(
    member: AuthenticatedMember,
    rewardId: string,
    idempotencyKey: string | undefined,
  ): Promise<RewardView> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const id = rewardIdOf(rewardId);
    const { memberId, merchantId } = member;
    // Accounts are opened before the transaction (the ledger's rule).
    const accounts = await this.bonuses.accounts(merchantId, memberId);
    const row = await this.rewards.transaction(async (tx) => {
      const reward = await this.rewards.lockReward(tx, memberId, id);
      if (!reward) throw new AppError('NOT_FOUND', 'No such reward');
      if (reward.status === 'CLAIMED') {
        if (reward.claimKey === key) return reward;
        throw new AppError('REWARD_UNAVAILABLE', 'This reward is claimed already');
      }
      if (reward.status === 'CANCELLED') {
        throw new AppError('REWARD_UNAVAILABLE', 'This reward was withdrawn');
      }
      const now = new Date(this.clock.now());
      if (reward.expiresAt && reward.expiresAt <= now) {
        throw new AppError('REWARD_EXPIRED', 'This reward expired', {
          expiresAt: reward.expiresAt.toISOString(),
        });
      }
      const amount = reward.amount.toFixed(2);
      const granted = await this.bonuses.grant(tx, accounts, {
        merchantId,
        memberId,
        source: reward.source,
        sourceKey: `reward:${reward.id}`,
        amount,
        turnoverMultiplier: reward.turnoverMultiplier.toNumber(),
        // Keyed by the reward: whatever key a claim carries, the ledger pays it once.
        scope: 'reward-claim',
        key: String(reward.id),
        request: { amount },
      });
      return this.rewards.markClaimed(tx, reward.id, { key, at: now, bonusId: granted.bonusId });
    });
    return rewardView(row, new Date(this.clock.now()));
  }
}

export function rewardView(row: RewardRow, now: Date): RewardView {
  const expired = row.status === 'AVAILABLE' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: String(row.id),
    source: row.source,
    title: row.title,
    amount: row.amount.toFixed(2),
    turnoverMultiplier: row.turnoverMultiplier.toFixed(2),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    state: expired ? 'EXPIRED' : row.status,
    createdAt: row.createdAt.toISOString(),
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

export function rewardIdOf(value: string): bigint {
  if (!/^\d{1,18}$/.test(value)) throw new AppError('NOT_FOUND', 'No such reward');
  return BigInt(value);
}
