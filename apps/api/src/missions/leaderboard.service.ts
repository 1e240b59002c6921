import { Injectable } from '@nestjs/common';
import {
  LEADERBOARD_SIZE,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  type LeaderboardView,
} from '@wps/shared-types';
import { maskAccount } from '../common/mask-account.js';
import type { Prisma } from '../generated/prisma/client.js';
import { money } from './mission-progress.js';
import { MissionsRepository, type BoardRow } from './missions.repository.js';
import { MissionsService } from './missions.service.js';

/** A board counted once for a site and period: every member's values, and the order by each. */
interface CountedBoard {
  countedAt: Date;
  byMember: Map<number, BoardRow>;
  /** Members by metric, highest first (ties: the lower member id first). */
  order: Record<LeaderboardMetric, BoardRow[]>;
  accounts: Map<number, string>;
}

// A board reads every settled round of the site's period: counted at most once a minute per
// site and period, then answered from memory (one entry per site and period, the old replaced).
const BOARD_TTL_MS = 60_000;

/**
 * The leaderboard (page playerRank): the members of the site ranked by valid turnover or by wins
 * over today or this week, top LEADERBOARD_SIZE with masked accounts, and the member's own rank.
 */
@Injectable()
export class LeaderboardService {
  private readonly boards = new Map<string, { expires: number; board: Promise<CountedBoard> }>();

  constructor(
    private readonly missions: MissionsRepository,
    private readonly periodsOf: MissionsService,
  ) {}

  async view(
    merchantId: number,
    memberId: number,
    period: LeaderboardPeriod,
    metric: LeaderboardMetric,
  ): Promise<LeaderboardView> {
    const periods = await this.periodsOf.periods(merchantId);
    const from = period === 'TODAY' ? periods.dayStart : periods.weekStart;
    const start = (period === 'TODAY' ? periods.day : periods.week).start;
    const board = await this.board(merchantId, from, periods.now.getTime());
    const valueOf = (row: BoardRow): Prisma.Decimal =>
      metric === 'TURNOVER' ? row.turnover : row.wins;
    const ranked = board.order[metric].filter((row) => valueOf(row).gt(0));
    const mine = board.byMember.get(memberId);
    const myValue = mine ? valueOf(mine) : null;
    const myRank =
      mine && myValue?.gt(0) ? ranked.findIndex((row) => row.memberId === memberId) + 1 : null;
    return {
      period,
      metric,
      periodStart: start.toISOString().slice(0, 10),
      entries: ranked.slice(0, LEADERBOARD_SIZE).map((row, index) => ({
        rank: index + 1,
        account: maskAccount(board.accounts.get(row.memberId) ?? ''),
        value: money(valueOf(row).toDecimalPlaces(2)),
      })),
      me: { rank: myRank, value: myValue ? money(myValue.toDecimalPlaces(2)) : '0.00' },
      countedAt: board.countedAt.toISOString(),
    };
  }

  private board(merchantId: number, from: Date, now: number): Promise<CountedBoard> {
    const key = `${merchantId}:${from.toISOString()}`;
    const cached = this.boards.get(key);
    if (cached && cached.expires > now) return cached.board;
    // A new period replaces its site's older boards: the map holds two entries a site at most.
    for (const other of this.boards.keys()) {
      if (other.startsWith(`${merchantId}:`) && this.boards.get(other)!.expires <= now) {
        this.boards.delete(other);
      }
    }
    const board = this.count(merchantId, from, new Date(now));
    this.boards.set(key, { expires: now + BOARD_TTL_MS, board });
    // A failed count is not kept: the next request tries again.
    board.catch(() => this.boards.delete(key));
    return board;
  }

  private async count(merchantId: number, from: Date, now: Date): Promise<CountedBoard> {
    const rows = await this.missions.board(merchantId, from);
    const sorted = (metric: 'turnover' | 'wins') =>
      [...rows].sort((a, b) => b[metric].comparedTo(a[metric]) || a.memberId - b.memberId);
    const order = { TURNOVER: sorted('turnover'), WINS: sorted('wins') };
    const top = new Set(
      [...order.TURNOVER.slice(0, LEADERBOARD_SIZE), ...order.WINS.slice(0, LEADERBOARD_SIZE)].map(
        (row) => row.memberId,
      ),
    );
    const accounts = await this.missions.accounts([...top]);
    return {
      countedAt: now,
      byMember: new Map(rows.map((row) => [row.memberId, row])),
      order,
      accounts: new Map(accounts.map((row) => [row.id, row.account])),
    };
  }
}
