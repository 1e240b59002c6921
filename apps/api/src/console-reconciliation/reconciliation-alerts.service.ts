import { Inject, Injectable } from '@nestjs/common';
import {
  recordRangeProblem,
  type ConsolePage,
  type ReconciliationAlert,
  type ReconciliationAlertCount,
  type ReconciliationAlertQuery,
  type ReconciliationRunResult,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { DAILY_RECONCILIATION_JOB } from './daily-reconciliation.job.js';
import { DailyReconciliation } from './daily-reconciliation.service.js';
import {
  ReconciliationAlertsRepository,
  type AlertRow,
} from './reconciliation-alerts.repository.js';

function toAlert(row: AlertRow): ReconciliationAlert {
  return {
    id: row.id,
    day: row.day.toISOString().slice(0, 10),
    check: row.check,
    subject: row.subject,
    expected: row.expected,
    actual: row.actual,
    figures: row.figures as Record<string, string>,
    status: row.status,
    raisedAt: row.raisedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
    resolution: row.resolution,
  };
}

/** The console's side of the daily reconciliation: its alerts, their resolution, a rerun. */
@Injectable()
export class ReconciliationAlertsService {
  constructor(
    private readonly alerts: ReconciliationAlertsRepository,
    private readonly reconciliation: DailyReconciliation,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(
    merchantId: number,
    query: ReconciliationAlertQuery,
  ): Promise<ConsolePage<ReconciliationAlert>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, total } = await this.alerts.page(
      merchantId,
      query.status,
      (page - 1) * pageSize,
      pageSize,
    );
    return { list: rows.map(toAlert), total, page, pageSize };
  }

  async openCount(merchantId: number): Promise<ReconciliationAlertCount> {
    return { open: await this.alerts.openCount(merchantId) };
  }

  /** Closes an open alert with the operator's reason; the audit trail keeps both. */
  async resolve(operator: OperatorActor, id: number, reason: string): Promise<ReconciliationAlert> {
    const before = await this.alerts.find(operator.merchantId, id);
    if (!before) throw new AppError('NOT_FOUND', 'No such alert');
    const resolved = await this.alerts.resolve(operator.merchantId, id, {
      by: operator.username,
      reason,
      at: new Date(this.clock.now()),
    });
    if (!resolved) throw new AppError('CONFLICT', 'The alert is resolved already');
    const after = await this.alerts.find(operator.merchantId, id);
    if (!after) throw new AppError('NOT_FOUND', 'No such alert');
    operator.change = {
      target: `reconciliation-alert:${id}`,
      before: { status: before.status },
      after: { status: after.status, check: after.check, subject: after.subject },
      reason,
    };
    return toAlert(after);
  }

  /**
   * The job's run of a day for the operator's site, now: after a fix, to check a day again, or
   * today so far (every check holds at any moment of a day, not only at its end). Alerts already
   * raised for the day stay as they are.
   */
  async run(operator: OperatorActor, day: string): Promise<ReconciliationRunResult> {
    if (recordRangeProblem(day, day)) throw invalidInput({ day: 'A date yyyy-MM-dd' });
    const start = new Date(`${day}T00:00:00Z`);
    const end = new Date(start.getTime() + DAILY_RECONCILIATION_JOB.periodMs);
    if (start.getTime() > this.clock.now()) throw invalidInput({ day: 'A day that has begun' });
    const result = await this.reconciliation.run(operator.merchantId, { start, end });
    operator.change = { target: `reconciliation:${day}`, after: result };
    return result;
  }
}
