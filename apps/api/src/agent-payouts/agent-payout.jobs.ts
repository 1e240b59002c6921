import { Injectable } from '@nestjs/common';
import {
  AGENT_CONTRACT_KIND_FEATURES,
  type AgentContractKind,
  type WagePeriod,
} from '@wps/shared-types';
import { AgentSettingsService } from '../agent/agent-settings.service.js';
import { operatorDate, operatorDayEnd, operatorDayStart } from '../common/operator-day.js';
import type { JobDefinition, JobHandler, JobPeriod } from '../jobs/job-definition.js';
import { AgentPayoutsRepository } from './agent-payouts.repository.js';
import { AgentPayoutsService, type PeriodResult } from './agent-payouts.service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const REAL_TIME_WINDOW_MS = 5 * MINUTE;
/**
 * Daily wages and hourly salary of an operator day are paid from this long after the day ends,
 * so rounds placed late that day and settled just after midnight count in it (spec 2 §9: paid
 * the next day for the previous day).
 */
export const DAILY_PAYOUT_DELAY_MS = HOUR;

/**
 * Real-time salary: every 5 minutes, the window before the one that just ended (the job's run for
 * [t, t+5min) pays [t-5min, t)), so rounds settling at the window's edge have committed. A
 * missed run (the site was down) is caught up, a day of windows at most.
 */
export const REAL_TIME_SALARY_JOB: JobDefinition = {
  id: 'agent-pay-real-time-salary',
  periodMs: REAL_TIME_WINDOW_MS,
  catchUpPeriods: 288,
};

/**
 * Daily wages and hourly salary: checked every hour; each run pays the operator day that ended
 * at least DAILY_PAYOUT_DELAY_MS before its end (one payout per contract and day, and per
 * contract and hour of that day). Three days of runs are caught up.
 */
export const DAILY_PAYOUT_JOB: JobDefinition = {
  id: 'agent-pay-daily',
  periodMs: HOUR,
  catchUpPeriods: 72,
};

function total(results: PeriodResult[]): { written: number; paid: string } {
  return {
    written: results.reduce((sum, result) => sum + result.written, 0),
    paid: results.reduce((sum, result) => sum + result.paid, 0n).toString(),
  };
}

/** Sites whose operator offers the kind (and whose agent centre is open). */
async function sitesOffering(
  payouts: AgentPayoutsRepository,
  settings: AgentSettingsService,
  kinds: readonly AgentContractKind[],
): Promise<{ merchantId: number; timezone: string; kinds: AgentContractKind[] }[]> {
  const sites = [];
  for (const { id } of await payouts.merchants()) {
    const context = await settings.contextOf(id);
    if (!context.settings.enabled) continue;
    const offered = kinds.filter(
      (kind) => context.settings.features[AGENT_CONTRACT_KIND_FEATURES[kind]],
    );
    if (offered.length > 0) {
      sites.push({ merchantId: id, timezone: context.timezone, kinds: offered });
    }
  }
  return sites;
}

@Injectable()
export class RealTimeSalaryJob implements JobHandler {
  constructor(
    private readonly payouts: AgentPayoutsRepository,
    private readonly service: AgentPayoutsService,
    private readonly settings: AgentSettingsService,
  ) {}

  run(period: JobPeriod, signal: AbortSignal): Promise<{ written: number; paid: string }> {
    return this.payWindow(new Date(period.start.getTime() - REAL_TIME_WINDOW_MS), signal);
  }

  /** Pays the 5-minute window from `start` on every site that offers real-time salary. */
  async payWindow(start: Date, signal?: AbortSignal): Promise<{ written: number; paid: string }> {
    const end = new Date(start.getTime() + REAL_TIME_WINDOW_MS);
    const results = [];
    for (const site of await sitesOffering(this.payouts, this.settings, ['REAL_TIME_SALARY'])) {
      results.push(
        await this.service.payPeriod(
          {
            merchantId: site.merchantId,
            kind: 'REAL_TIME_SALARY',
            period: 'FIVE_MINUTES',
            start,
            end,
          },
          () => this.payouts.settledFigures(site.merchantId, start, end),
          signal,
        ),
      );
    }
    return total(results);
  }
}

@Injectable()
export class DailyPayoutJob implements JobHandler {
  constructor(
    private readonly payouts: AgentPayoutsRepository,
    private readonly service: AgentPayoutsService,
    private readonly settings: AgentSettingsService,
  ) {}

  async run(period: JobPeriod, signal: AbortSignal): Promise<unknown> {
    const results = [];
    const kinds = ['DAILY_WAGES', 'HOURLY_SALARY'] as const;
    for (const site of await sitesOffering(this.payouts, this.settings, kinds)) {
      // The day before the one the delay reaches back into: it ended at least the delay ago.
      const day = operatorDate(
        new Date(period.end.getTime() - DAILY_PAYOUT_DELAY_MS),
        site.timezone,
      );
      const previousDay = operatorDate(
        new Date(operatorDayStart(day, site.timezone).getTime() - 1),
        site.timezone,
      );
      const dayStart = operatorDayStart(previousDay, site.timezone);
      const dayEnd = operatorDayEnd(previousDay, site.timezone);
      if (site.kinds.includes('DAILY_WAGES')) {
        results.push(
          await this.service.payPeriod(
            {
              merchantId: site.merchantId,
              kind: 'DAILY_WAGES',
              period: 'DAILY',
              start: dayStart,
              end: dayEnd,
            },
            () => this.payouts.dayFigures(site.merchantId, previousDay, previousDay),
            signal,
          ),
        );
      }
      if (site.kinds.includes('HOURLY_SALARY')) {
        for (let start = dayStart.getTime(); start < dayEnd.getTime(); start += HOUR) {
          const hour = {
            start: new Date(start),
            end: new Date(Math.min(start + HOUR, dayEnd.getTime())),
          };
          results.push(
            await this.service.payPeriod(
              { merchantId: site.merchantId, kind: 'HOURLY_SALARY', period: 'HOURLY', ...hour },
              () => this.payouts.settledFigures(site.merchantId, hour.start, hour.end),
              signal,
            ),
          );
        }
      }
    }
    return total(results);
  }
}

/**
 * Dividends: checked every hour; each run pays every wage period (daily, weekly from Monday,
 * half-months 1st-15th and 16th-end, months) that ended with an operator day of the last
 * DIVIDEND_CATCH_UP_DAYS days, the latest being the day that ended at least
 * DAILY_PAYOUT_DELAY_MS before the run's end (paid the next day, as daily wages), oldest first
 * so that a period's negative result is carried before the next one is paid. A period already
 * paid costs two reads.
 */
export const DIVIDEND_PAYOUT_JOB: JobDefinition = {
  id: 'agent-pay-dividends',
  periodMs: HOUR,
  catchUpPeriods: 72,
};

/** The operator days each dividend run looks back over for periods left unpaid (downtime). */
export const DIVIDEND_CATCH_UP_DAYS = 7;

/** A day (yyyy-MM-dd) moved by whole days. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The wage periods that end with `day`, each with its first day. */
export function wagePeriodsEndingOn(day: string): { period: WagePeriod; from: string }[] {
  const date = new Date(`${day}T00:00:00Z`);
  const dayOfMonth = date.getUTCDate();
  const lastOfMonth = addDays(day, 1).endsWith('-01');
  const periods: { period: WagePeriod; from: string }[] = [{ period: 'DAILY', from: day }];
  // Weeks start on Monday: a Sunday ends one.
  if (date.getUTCDay() === 0) periods.push({ period: 'WEEKLY', from: addDays(day, -6) });
  if (dayOfMonth === 15) periods.push({ period: 'SEMIMONTHLY', from: `${day.slice(0, 8)}01` });
  if (lastOfMonth) {
    periods.push({ period: 'SEMIMONTHLY', from: `${day.slice(0, 8)}16` });
    periods.push({ period: 'MONTHLY', from: `${day.slice(0, 8)}01` });
  }
  return periods;
}

@Injectable()
export class DividendPayoutJob implements JobHandler {
  constructor(
    private readonly payouts: AgentPayoutsRepository,
    private readonly service: AgentPayoutsService,
    private readonly settings: AgentSettingsService,
  ) {}

  async run(period: JobPeriod, signal: AbortSignal): Promise<unknown> {
    const results = [];
    for (const site of await sitesOffering(this.payouts, this.settings, ['DIVIDEND'])) {
      const day = operatorDate(
        new Date(period.end.getTime() - DAILY_PAYOUT_DELAY_MS),
        site.timezone,
      );
      const lastDay = addDays(day, -1);
      for (let back = DIVIDEND_CATCH_UP_DAYS - 1; back >= 0; back -= 1) {
        const ending = addDays(lastDay, -back);
        for (const wage of wagePeriodsEndingOn(ending)) {
          results.push(
            await this.service.payPeriod(
              {
                merchantId: site.merchantId,
                kind: 'DIVIDEND',
                period: wage.period,
                start: operatorDayStart(wage.from, site.timezone),
                end: operatorDayEnd(ending, site.timezone),
              },
              () => this.payouts.dayFigures(site.merchantId, wage.from, ending),
              signal,
            ),
          );
        }
      }
    }
    return total(results);
  }
}
