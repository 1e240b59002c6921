import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type RaffleDrawView,
  type RafflePrize,
  type RaffleSettings,
  type RaffleState,
  type RaffleView,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { operatorDayStart, periodOf } from '../common/operator-day.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { RewardsRepository, type DrawRow, type RaffleRow } from './rewards.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

const DAY_MS = 86_400_000;
/** Closed raffles stay on the member's page this long, with their rules. */
const CLOSED_SHOWN_MS = 7 * DAY_MS;
const RAFFLES_SHOWN = 20;

/** Where a member stands in a raffle's current period. */
interface Standing {
  periodStart: Date;
  nextPeriodAt: Date;
  reached: Prisma.Decimal;
  used: number;
}

/**
 * Raffle promotions (spec 2 §7, "raffle promotion claim"): a member who deposited or wagered the
 * raffle's minimum in the period draws up to its draws a period; each draw picks a prize by its
 * weight with the server's randomness and puts it in the reward centre, once per request key.
 */
@Injectable()
export class RafflesService {
  constructor(
    private readonly rewards: RewardsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(member: AuthenticatedMember): Promise<RaffleView[]> {
    const now = new Date(this.clock.now());
    const [raffles, timezone] = await Promise.all([
      this.rewards.raffles(
        member.merchantId,
        new Date(now.getTime() - CLOSED_SHOWN_MS),
        RAFFLES_SHOWN,
      ),
      this.rewards.timezone(member.merchantId),
    ]);
    const periods = raffles.map((raffle) => periodOf(settingsOf(raffle).period, now, timezone));
    const used = await this.rewards.drawsUsed(
      member.memberId,
      raffles.map((raffle) => raffle.id),
      periods.map((period) => period.start),
    );
    // One read of the member's activity per distinct period start (a day and a week at most).
    const activity = new Map<number, { deposit: Prisma.Decimal; turnover: Prisma.Decimal }>();
    const views: RaffleView[] = [];
    for (const [index, raffle] of raffles.entries()) {
      const period = periods[index];
      const from = countedFrom(raffle, period.start, timezone);
      if (!activity.has(from.getTime())) {
        activity.set(from.getTime(), await this.rewards.activity(member.memberId, from, now));
      }
      const figures = activity.get(from.getTime());
      const settings = settingsOf(raffle);
      const reached = settings.metric === 'DEPOSIT' ? figures?.deposit : figures?.turnover;
      views.push(
        raffleView(raffle, stateOf(raffle, now), {
          periodStart: period.start,
          nextPeriodAt: period.next,
          reached: reached ?? new Prisma.Decimal(0),
          used: used.get(raffle.id) ?? 0,
        }),
      );
    }
    return views;
  }

  /** One draw: checks the period's draws and eligibility again under the member's lock. */
  async draw(
    member: AuthenticatedMember,
    raffleId: string,
    idempotencyKey: string | undefined,
  ): Promise<RaffleDrawView> {
    const key = requiredIdempotencyKey(idempotencyKey);
    if (!/^\d{1,18}$/.test(raffleId)) throw new AppError('NOT_FOUND', 'No such raffle');
    const { memberId, merchantId } = member;
    const [raffle, timezone] = await Promise.all([
      this.rewards.raffle(merchantId, BigInt(raffleId)),
      this.rewards.timezone(merchantId),
    ]);
    if (!raffle || !raffle.enabled) throw new AppError('NOT_FOUND', 'No such raffle');
    const settings = settingsOf(raffle);
    const row = await this.rewards.transaction(async (tx) => {
      await this.rewards.lockMember(tx, memberId);
      const earlier = await this.rewards.drawByKey(tx, memberId, key);
      if (earlier) {
        if (earlier.raffleId !== raffle.id) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This key drew in another raffle');
        }
        return earlier;
      }
      const now = new Date(this.clock.now());
      if (stateOf(raffle, now) !== 'IN_PROCESS') {
        throw new AppError('CONFLICT', 'This raffle is not running');
      }
      const period = periodOf(settings.period, now, timezone);
      const used =
        (await this.rewards.drawsUsed(memberId, [raffle.id], [period.start], tx)).get(raffle.id) ??
        0;
      if (used >= settings.drawsPerPeriod) {
        throw new AppError('RAFFLE_NO_DRAWS_LEFT', 'The draws of this period are used', {
          nextPeriodAt: period.next.toISOString(),
        });
      }
      const figures = await this.rewards.activity(
        memberId,
        countedFrom(raffle, period.start, timezone),
        now,
        tx,
      );
      const reached = settings.metric === 'DEPOSIT' ? figures.deposit : figures.turnover;
      if (reached.lt(settings.minimum)) {
        throw new AppError('RAFFLE_NOT_ELIGIBLE', 'The minimum of this period is not reached', {
          minimum: new Prisma.Decimal(settings.minimum).toFixed(2),
          reached: reached.toFixed(2),
        });
      }
      const prize = pickPrize(settings.prizes);
      const reward = await this.rewards.insertReward(tx, {
        merchantId,
        memberId,
        source: 'RAFFLE',
        title: `${settings.title}: ${prize.label}`,
        amount: prize.amount,
        turnoverMultiplier: settings.turnoverMultiplier.toFixed(2),
        expiresAt: new Date(now.getTime() + settings.claimDays * DAY_MS),
      });
      return this.rewards.insertDraw(tx, {
        raffleId: raffle.id,
        memberId,
        periodStart: period.start,
        drawNo: used + 1,
        requestKey: key,
        prizeLabel: prize.label,
        amount: prize.amount,
        rewardId: reward.id,
      });
    });
    return drawView(row);
  }
}

/** A prize by weight, with the server's cryptographic randomness (never the client's). */
export function pickPrize(prizes: readonly RafflePrize[], random = randomInt): RafflePrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = random(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error('a raffle without prizes');
}

export function settingsOf(raffle: RaffleRow): RaffleSettings {
  return raffle.settings as unknown as RaffleSettings;
}

export function stateOf(raffle: RaffleRow, now: Date): RaffleState {
  if (now < raffle.startsAt) return 'COMING_SOON';
  return now < raffle.endsAt ? 'IN_PROCESS' : 'CLOSED';
}

/** The period's activity counts from its first operator day, or the raffle's start if later. */
function countedFrom(raffle: RaffleRow, periodStart: Date, timezone: string): Date {
  const start = operatorDayStart(periodStart.toISOString().slice(0, 10), timezone);
  return start > raffle.startsAt ? start : raffle.startsAt;
}

function raffleView(raffle: RaffleRow, state: RaffleState, standing: Standing): RaffleView {
  const settings = settingsOf(raffle);
  const total = settings.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const eligible = standing.reached.gte(settings.minimum);
  return {
    id: String(raffle.id),
    title: settings.title,
    rules: settings.rules,
    state,
    startsAt: raffle.startsAt.toISOString(),
    endsAt: raffle.endsAt.toISOString(),
    period: settings.period,
    metric: settings.metric,
    minimum: new Prisma.Decimal(settings.minimum).toFixed(2),
    reached: standing.reached.toFixed(2),
    eligible,
    drawsPerPeriod: settings.drawsPerPeriod,
    drawsLeft: state === 'IN_PROCESS' ? Math.max(settings.drawsPerPeriod - standing.used, 0) : 0,
    nextPeriodAt: standing.nextPeriodAt.toISOString(),
    prizes: settings.prizes.map((prize) => ({
      label: prize.label,
      amount: new Prisma.Decimal(prize.amount).toFixed(2),
      chance: new Prisma.Decimal(prize.weight).times(100).dividedBy(total).toFixed(2),
    })),
    turnoverMultiplier: settings.turnoverMultiplier.toFixed(2),
    claimDays: settings.claimDays,
  };
}

function drawView(row: DrawRow): RaffleDrawView {
  return {
    id: String(row.id),
    raffleId: String(row.raffleId),
    prizeLabel: row.prizeLabel,
    amount: row.amount.toFixed(2),
    rewardId: String(row.rewardId),
    createdAt: row.createdAt.toISOString(),
  };
}
