import { Inject, Injectable } from '@nestjs/common';
import {
  multiplierFits,
  raffleSettingsProblems,
  REWARD_AMOUNT_PATTERN,
  REWARD_MULTIPLIER_MAX,
  REWARD_TITLE_MAX,
  type ConsoleRaffleView,
  type RaffleSettings,
  type RewardIssueRequest,
  type ConsolePage,
  type ConsolePageQuery,
  type RewardIssueView,
  type RewardView,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { settingsOf, stateOf } from './raffles.service.js';
import { RewardsRepository, type RaffleRow } from './rewards.repository.js';
import { rewardView } from './rewards.service.js';

/** The console's rewards (issue to a member, a VIP rank or a label; cancel) and raffles. */
@Injectable()
export class ConsoleRewardsService {
  constructor(
    private readonly rewards: RewardsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async issue(operator: OperatorActor, request: RewardIssueRequest): Promise<RewardIssueView> {
    const { merchantId } = operator;
    const problems: Record<string, string> = {};
    const title = request.title.trim();
    if (!title || title.length > REWARD_TITLE_MAX)
      problems.title = `A title of 1 to ${REWARD_TITLE_MAX} characters`;
    if (!REWARD_AMOUNT_PATTERN.test(request.amount) || !/[1-9]/.test(request.amount)) {
      problems.amount = 'An amount above 0 with at most two decimals';
    }
    if (!multiplierFits(request.turnoverMultiplier, REWARD_MULTIPLIER_MAX)) {
      problems.turnoverMultiplier = `A turnover multiplier from 0 to ${REWARD_MULTIPLIER_MAX}, two decimals at most`;
    }
    const now = new Date(this.clock.now());
    const expiresAt = request.expiresAt === null ? null : new Date(request.expiresAt);
    if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt <= now)) {
      problems.expiresAt = 'A claim-by time in the future, or none';
    }
    const targetValue = request.targetValue.trim();
    if (!(await this.targetExists(merchantId, request.target, targetValue))) {
      problems.targetValue = 'No member account, VIP rank level or label by this name';
    }
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    const amount = new Prisma.Decimal(request.amount).toFixed(2);
    const multiplier = request.turnoverMultiplier.toFixed(2);
    const issued = await this.rewards.transaction(async (tx) => {
      const result = await this.rewards.issue(tx, {
        merchantId,
        target: request.target,
        targetValue,
        title,
        amount,
        turnoverMultiplier: multiplier,
        expiresAt,
        operatorUsername: operator.username,
      });
      // Nobody to give it to (a rank or label without members): nothing is kept.
      if (result.issued === 0)
        throw invalidInput({ targetValue: 'No member has this VIP rank or label' });
      return result;
    });
    operator.change = {
      target: `reward-issue:${issued.id}`,
      after: { ...request, title, amount, issued: issued.issued },
    };
    return {
      id: String(issued.id),
      target: request.target,
      targetValue,
      title,
      amount,
      turnoverMultiplier: multiplier,
      expiresAt: expiresAt?.toISOString() ?? null,
      issued: issued.issued,
      claimed: 0,
      cancelled: 0,
      operator: operator.username,
      createdAt: now.toISOString(),
    };
  }

  async issues(merchantId: number, query: ConsolePageQuery): Promise<ConsolePage<RewardIssueView>> {
    const window = pageWindow(query);
    const { rows, total, counts } = await this.rewards.issuePage(
      merchantId,
      window.skip,
      window.pageSize,
    );
    const countOf = (issueId: bigint, status?: string) =>
      counts
        .filter((count) => count.issueId === issueId && (!status || count.status === status))
        .reduce((sum, count) => sum + count.count, 0);
    return {
      list: rows.map((row) => ({
        id: String(row.id),
        target: row.target,
        targetValue: row.targetValue,
        title: row.title,
        amount: row.amount.toFixed(2),
        turnoverMultiplier: row.turnoverMultiplier.toFixed(2),
        expiresAt: row.expiresAt?.toISOString() ?? null,
        issued: countOf(row.id),
        claimed: countOf(row.id, 'CLAIMED'),
        cancelled: countOf(row.id, 'CANCELLED'),
        operator: row.operatorUsername,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page: window.page,
      pageSize: window.pageSize,
    };
  }

  /** Cancels the issue's rewards not claimed yet; answers how many. */
  async cancelIssue(operator: OperatorActor, issueId: string): Promise<{ cancelled: number }> {
    const issue = /^\d{1,18}$/.test(issueId)
      ? await this.rewards.findIssue(operator.merchantId, BigInt(issueId))
      : null;
    if (!issue) throw new AppError('NOT_FOUND', 'No such reward issue');
    const cancelled = await this.rewards.cancelIssue(issue.id, new Date(this.clock.now()));
    operator.change =
      cancelled === 0 ? null : { target: `reward-issue:${issue.id}`, after: { cancelled } };
    return { cancelled };
  }

  async memberRewards(
    merchantId: number,
    memberId: number,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<RewardView>> {
    const now = new Date(this.clock.now());
    const window = pageWindow(query);
    const { rows, total } = await this.rewards.consoleMemberPage(
      merchantId,
      memberId,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, (row) => rewardView(row, now));
  }

  async raffles(
    merchantId: number,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleRaffleView>> {
    const window = pageWindow(query);
    const { rows, total, totals } = await this.rewards.rafflePage(
      merchantId,
      window.skip,
      window.pageSize,
    );
    const now = new Date(this.clock.now());
    return consolePage(window, rows, total, (row) => {
      const sum = totals.find((candidate) => candidate.raffleId === row.id);
      return consoleRaffleView(row, now, sum?._count._all ?? 0, sum?._sum.amount ?? null);
    });
  }

  /** Creates a raffle (raffleId null) or replaces one's settings; the trail keeps both. */
  async saveRaffle(
    operator: OperatorActor,
    raffleId: string | null,
    update: RaffleSettings,
  ): Promise<ConsoleRaffleView> {
    const problems = raffleSettingsProblems(update);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    let before: RaffleRow | null = null;
    if (raffleId !== null) {
      before = /^\d{1,18}$/.test(raffleId)
        ? await this.rewards.raffle(operator.merchantId, BigInt(raffleId))
        : null;
      if (!before) throw new AppError('NOT_FOUND', 'No such raffle');
    }
    const settings: RaffleSettings = {
      ...update,
      title: update.title.trim(),
      startsAt: new Date(update.startsAt).toISOString(),
      endsAt: new Date(update.endsAt).toISOString(),
      minimum: new Prisma.Decimal(update.minimum).toFixed(2),
      prizes: update.prizes.map((prize) => ({
        label: prize.label.trim(),
        amount: new Prisma.Decimal(prize.amount).toFixed(2),
        weight: prize.weight,
      })),
    };
    const saved = await this.rewards.saveRaffle(operator.merchantId, before?.id ?? null, {
      settings: settings as unknown as Prisma.InputJsonValue,
      startsAt: new Date(settings.startsAt),
      endsAt: new Date(settings.endsAt),
      enabled: settings.enabled,
    });
    operator.change = {
      target: `raffle:${saved.id}`,
      before: before ? settingsOf(before) : undefined,
      after: settings,
    };
    return consoleRaffleView(saved, new Date(this.clock.now()), 0, null);
  }

  private async targetExists(
    merchantId: number,
    target: RewardIssueRequest['target'],
    value: string,
  ): Promise<boolean> {
    if (!value) return false;
    if (target === 'MEMBER')
      return (await this.rewards.memberByAccount(merchantId, value)) !== null;
    if (target === 'VIP_RANK') {
      return /^\d{1,4}$/.test(value) && this.rewards.rankExists(merchantId, Number(value));
    }
    return this.rewards.labelExists(merchantId, value);
  }
}

function consoleRaffleView(
  row: RaffleRow,
  now: Date,
  draws: number,
  paidOut: Prisma.Decimal | null,
): ConsoleRaffleView {
  return {
    ...settingsOf(row),
    id: String(row.id),
    state: stateOf(row, now),
    draws,
    paidOut: (paidOut ?? new Prisma.Decimal(0)).toFixed(2),
  };
}
