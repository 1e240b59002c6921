import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client.js';
import type { JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService, type Posting } from '../ledger/ledger.service.js';
import { PointsRepository } from './points.repository.js';
import { PointsService } from './points.service.js';

// Members credited per transaction.
const BATCH = 500;
// A bet settles in a transaction that may commit a little after its settled_at: a window ends
// this long before the run's period, so no bet of it is still being written.
const SETTLE_LAG_MS = 60_000;

/**
 * The points-earning job (POINTS_EARNING_JOB). For each operator it counts the window from its
 * cursor to the period's end (less SETTLE_LAG_MS): each member's valid turnover of the window
 * times the operator's points per turnover, rounded down, as one POINT_EARNING entry keyed by
 * member and window. The window is written on the cursor before any entry, so a run that
 * stopped half way counts the same window again and its entries answer as replays: exactly once
 * per member and window. A bet rolled back before its window is counted earns nothing.
 */
@Injectable()
export class PointsEarningHandler implements JobHandler {
  constructor(
    private readonly points: PointsRepository,
    private readonly settings: PointsService,
    private readonly ledger: LedgerService,
  ) {}

  async run(period: JobPeriod, signal: AbortSignal): Promise<{ members: number; points: number }> {
    const end = new Date(period.end.getTime() - SETTLE_LAG_MS);
    const totals = { members: 0, points: 0 };
    for (const { id } of await this.points.merchantIds()) {
      signal.throwIfAborted();
      const { members, points } = await this.credit(
        id,
        new Date(period.start.getTime() - SETTLE_LAG_MS),
        end,
        signal,
      );
      totals.members += members;
      totals.points += points;
    }
    return totals;
  }

  private async credit(merchantId: number, firstStart: Date, end: Date, signal: AbortSignal) {
    const cursor = await this.points.openCursor(merchantId, firstStart);
    let windowEnd = cursor.windowEnd;
    if (!windowEnd) {
      if (end <= cursor.countedUntil) return { members: 0, points: 0 };
      windowEnd = end;
      await this.points.setWindowEnd(merchantId, windowEnd);
    }
    const from = cursor.countedUntil;
    const settings = await this.settings.settings(merchantId);
    const rate = new Prisma.Decimal(settings.pointsPerTurnover);
    let credited = { members: 0, points: 0 };
    // Earning switched off: the window is passed over, and its bets never earn.
    if (settings.earningEnabled && rate.gt(0)) {
      credited = await this.creditWindow(merchantId, from, windowEnd, rate, signal);
    }
    await this.points.closeWindow(merchantId, windowEnd);
    return credited;
  }

  private async creditWindow(
    merchantId: number,
    from: Date,
    until: Date,
    rate: Prisma.Decimal,
    signal: AbortSignal,
  ) {
    const house = await this.ledger.houseAccount(merchantId, 'HOUSE_POINTS');
    const key = `${from.toISOString()}/${until.toISOString()}`;
    const credited = { members: 0, points: 0 };
    let afterMember = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = await this.points.windowTurnover(merchantId, from, until, afterMember, BATCH);
      const postings: Posting[] = [];
      for (const { memberId, turnover } of batch) {
        const points = new Prisma.Decimal(turnover).times(rate).floor();
        if (points.lte(0)) continue;
        const account = await this.ledger.memberAccount(merchantId, memberId, 'POINTS');
        postings.push({
          kind: 'POINT_EARNING',
          merchantId,
          memberId,
          scope: `point-earning:${memberId}`,
          key,
          request: { points: points.toFixed(0) },
          lines: movement(house, account, points.toFixed(0)),
        });
        credited.points += points.toNumber();
      }
      if (postings.length > 0) {
        await this.points.transaction((tx) => this.ledger.postAllWithin(tx, postings));
        credited.members += postings.length;
      }
      if (batch.length < BATCH) return credited;
      afterMember = batch[batch.length - 1].memberId;
    }
  }
}
