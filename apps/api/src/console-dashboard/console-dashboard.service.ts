import { Inject, Injectable } from '@nestjs/common';
import type { ConsoleDashboard, ConsoleDashboardDay } from '@wps/shared-types';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import {
  ConsoleDashboardRepository,
  type BetFigures,
  type DayFigures,
} from './console-dashboard.repository.js';

const DAYS = 7;
/** Today's figures are counted again when a minute old; ended days are counted once. */
const TODAY_FRESH_MS = 60_000;
// One process recounts a stale day while the others answer the figures they have; the lock
// outlives a recount only when its process dies mid-way.
const RECOUNT_LOCK_MS = 30_000;

/**
 * The dashboard: today and the last 7 days of the site (its time zone), from the database. Each
 * day is counted from the bets, members and sessions and kept (site_day_stats), so a dashboard
 * reads seven rows; only today's is counted again, at most once a minute.
 */
@Injectable()
export class ConsoleDashboardService {
  constructor(
    private readonly stats: ConsoleDashboardRepository,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async dashboard(merchantId: number): Promise<ConsoleDashboard> {
    const now = new Date(this.clock.now());
    const timezone = await this.stats.timeZoneOf(merchantId);
    const days = await this.stats.lastDays(now, timezone, DAYS);
    const stored = new Map(
      (
        await this.stats.stored(
          merchantId,
          days.map((d) => d.day),
        )
      ).map((d) => [d.day, d]),
    );
    const figures = await Promise.all(
      days.map(async ({ day, endsAt }) => {
        const kept = stored.get(day);
        // Today is counted again once a minute old; an ended day once more if it was counted
        // before its end, then never again.
        const fresh =
          kept &&
          (kept.computedAt >= endsAt || now.getTime() - kept.computedAt.getTime() < TODAY_FRESH_MS);
        if (kept && fresh) return kept;
        const lock = `console-dashboard:${merchantId}:${day}`;
        const mine = await this.store.setIfAbsent(lock, '1', RECOUNT_LOCK_MS);
        if (kept && !mine) return kept;
        try {
          return await this.stats.compute(merchantId, day, timezone, now);
        } finally {
          if (mine) await this.store.delete(lock);
        }
      }),
    );
    const ordered = [...figures].reverse();
    return {
      today: dayOf(figures[0]),
      days: ordered.map(dayOf),
      ggrByCategory: sumGroups(figures.map((f) => f.byCategory)),
      ggrByVendor: sumGroups(figures.map((f) => f.byVendor)),
    };
  }
}

function ggrOf(figures: BetFigures): string {
  return new Prisma.Decimal(figures.stakes).minus(figures.payouts).toFixed(2);
}

function dayOf(figures: DayFigures): ConsoleDashboardDay {
  return {
    date: figures.day,
    newMembers: figures.newMembers,
    activePlayers: figures.activePlayers,
    logins: figures.logins,
    bets: figures.total.bets,
    stakes: figures.total.stakes,
    payouts: figures.total.payouts,
    ggr: ggrOf(figures.total),
  };
}

/** The days' groups added up by code, largest GGR first. */
function sumGroups(days: BetFigures[][]): ConsoleDashboard['ggrByCategory'] {
  const totals = new Map<string, { bets: number; ggr: Prisma.Decimal }>();
  for (const group of days.flat()) {
    const total = totals.get(group.code) ?? { bets: 0, ggr: new Prisma.Decimal(0) };
    total.bets += group.bets;
    total.ggr = total.ggr.plus(ggrOf(group));
    totals.set(group.code, total);
  }
  return [...totals.entries()]
    .sort(([, a], [, b]) => b.ggr.comparedTo(a.ggr))
    .map(([code, total]) => ({ code, bets: total.bets, ggr: total.ggr.toFixed(2) }));
}
