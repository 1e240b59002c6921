import { setTimeout } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { amountAtScale, type ConsoleDashboard, type ConsoleDashboardDay } from '@wps/shared-types';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import {
  ConsoleDashboardRepository,
  type BetFigures,
  type DayFigures,
  type SiteDay,
} from './console-dashboard.repository.js';

const DAYS = 7;
/** Today's figures are counted again when a minute old; ended days are counted once. */
const TODAY_FRESH_MS = 60_000;
// One process recounts a day while the others answer the figures they have (or wait for the
// first ones); the lock outlives a recount only when its process dies mid-way.
const RECOUNT_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 100;
const LOCK_WAITS = 100;

/**
 * The dashboard: today and the last 7 days of the site (its time zone), from the database. Each
 * day is counted from the bets, members and sessions and kept (site_day_stats), so a dashboard
 * reads seven rows; only today's is counted again, at most once a minute, after the answer.
 */
@Injectable()
export class ConsoleDashboardService implements OnModuleDestroy {
  private readonly logger = new Logger('ConsoleDashboard');
  private readonly recounts = new Set<Promise<unknown>>();

  constructor(
    private readonly stats: ConsoleDashboardRepository,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async dashboard(merchantId: number): Promise<ConsoleDashboard> {
    const now = new Date(this.clock.now());
    const days = await this.stats.lastDays(merchantId, now, DAYS);
    const stored = new Map(
      (
        await this.stats.stored(
          merchantId,
          days.map((d) => d.day),
        )
      ).map((d) => [d.day, d]),
    );
    const figures = await Promise.all(
      days.map(async (day): Promise<DayFigures> => {
        const kept = stored.get(day.day);
        if (!kept) return this.recount(merchantId, day, now);
        // Today is counted again once a minute old; an ended day once more if it was counted
        // before its end, then never again. Meanwhile the kept figures answer.
        const fresh =
          kept.computedAt >= day.endsAt ||
          now.getTime() - kept.computedAt.getTime() < TODAY_FRESH_MS;
        if (!fresh) this.recountLater(merchantId, day, now);
        return kept;
      }),
    );
    const ordered = [...figures].reverse();
    const decimals = await this.stats.currencyDecimals(merchantId);
    return {
      today: dayOf(figures[0], decimals),
      days: ordered.map((day) => dayOf(day, decimals)),
      ggrByCategory: sumGroups(
        figures.map((f) => f.byCategory),
        decimals,
      ),
      ggrByVendor: sumGroups(
        figures.map((f) => f.byVendor),
        decimals,
      ),
    };
  }

  /** Waits for the recounts in flight, so none outlives the database connection. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.recounts]);
  }

  private recountLater(merchantId: number, day: SiteDay, now: Date): void {
    const recount = this.recount(merchantId, day, now)
      .catch((error: unknown) => this.logger.error(`recount of ${day.day}: ${String(error)}`))
      .finally(() => this.recounts.delete(recount));
    this.recounts.add(recount);
  }

  /**
   * Counts a day again, one process at a time per site and day; another process's recount in
   * flight makes this one wait for its row when there is none yet, else leave it be.
   */
  private async recount(merchantId: number, day: SiteDay, now: Date): Promise<DayFigures> {
    const lock = `console-dashboard:${merchantId}:${day.day}`;
    for (let attempt = 0; attempt < LOCK_WAITS; attempt += 1) {
      if (await this.store.setIfAbsent(lock, '1', RECOUNT_LOCK_MS)) {
        try {
          return await this.stats.compute(merchantId, day, now);
        } finally {
          await this.store.delete(lock);
        }
      }
      const [kept] = await this.stats.stored(merchantId, [day.day]);
      if (kept) return kept;
      await setTimeout(LOCK_WAIT_MS);
    }
    return this.stats.compute(merchantId, day, now);
  }
}

function ggrOf(figures: BetFigures): Prisma.Decimal {
  return new Prisma.Decimal(figures.stakes).minus(figures.payouts);
}

/** Figures are kept exact; they are written in the site's currency (MYR "12.50") when answered. */
function inCurrency(amount: string | Prisma.Decimal, decimals: number): string {
  return amountAtScale(new Prisma.Decimal(amount).toFixed(), decimals);
}

function dayOf(figures: DayFigures, decimals: number): ConsoleDashboardDay {
  return {
    date: figures.day,
    newMembers: figures.newMembers,
    activePlayers: figures.activePlayers,
    logins: figures.logins,
    bets: figures.total.bets,
    stakes: inCurrency(figures.total.stakes, decimals),
    payouts: inCurrency(figures.total.payouts, decimals),
    ggr: inCurrency(ggrOf(figures.total), decimals),
  };
}

/** The days' groups added up by code, largest GGR first. */
function sumGroups(days: BetFigures[][], decimals: number): ConsoleDashboard['ggrByCategory'] {
  const totals = new Map<string, { bets: number; ggr: Prisma.Decimal }>();
  for (const group of days.flat()) {
    const total = totals.get(group.code) ?? { bets: 0, ggr: new Prisma.Decimal(0) };
    total.bets += group.bets;
    total.ggr = total.ggr.plus(ggrOf(group));
    totals.set(group.code, total);
  }
  return [...totals.entries()]
    .sort(([, a], [, b]) => b.ggr.comparedTo(a.ggr))
    .map(([code, total]) => ({ code, bets: total.bets, ggr: inCurrency(total.ggr, decimals) }));
}
