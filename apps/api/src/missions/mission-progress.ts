import { MISSION_COUNT_KINDS, type MissionKind, type MissionTitles } from '@wps/shared-types';
import { operatorDate } from '../common/operator-day.js';
import { Prisma } from '../generated/prisma/client.js';
import type { ProgressSources } from './missions.repository.js';

/** What a mission counts. */
export interface MissionRule {
  kind: MissionKind;
  period: 'DAILY' | 'WEEKLY';
  categoryCode: string | null;
  gameId: number | null;
}

/**
 * A mission's progress in its current period from the member's source rows of the week: a daily
 * mission counts only today's rows. Amounts are kept exact (Decimal); counts are whole.
 */
export function progressOf(
  rule: MissionRule,
  sources: ProgressSources,
  now: Date,
  timezone: string,
): Prisma.Decimal {
  const inPeriod = (today: boolean) => rule.period === 'WEEKLY' || today;
  const zero = new Prisma.Decimal(0);
  switch (rule.kind) {
    case 'SIGN_IN': {
      const today = operatorDate(now, timezone);
      const days = sources.signInDays.filter((day) => rule.period === 'WEEKLY' || day === today);
      return new Prisma.Decimal(days.length);
    }
    case 'DEPOSIT_AMOUNT':
      return sources.deposits
        .filter((row) => inPeriod(row.today))
        .reduce((sum, row) => sum.plus(row.amount), zero);
    case 'DEPOSIT_COUNT':
      return new Prisma.Decimal(
        sources.deposits
          .filter((row) => inPeriod(row.today))
          .reduce((sum, row) => sum + row.count, 0),
      );
    case 'CATEGORY_TURNOVER':
      return sources.bets
        .filter(
          (row) =>
            inPeriod(row.today) &&
            (rule.categoryCode === null || row.categoryCode === rule.categoryCode),
        )
        .reduce((sum, row) => sum.plus(row.turnover), zero);
    case 'GAME_ROUNDS':
      return new Prisma.Decimal(
        sources.bets
          .filter(
            (row) => inPeriod(row.today) && (rule.gameId === null || row.gameId === rule.gameId),
          )
          .reduce((sum, row) => sum + row.rounds, 0),
      );
  }
}

/** The titles kept as JSON, each language present (an empty title where one is missing). */
export function titlesOf(value: Prisma.JsonValue): MissionTitles {
  const record =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const text = (language: keyof MissionTitles) =>
    typeof record[language] === 'string' ? record[language] : '';
  return { MS: text('MS'), EN: text('EN'), CN: text('CN') };
}

// Amounts at the ledger's six decimals, shown with two unless a stake is finer than a cent.
export function money(amount: Prisma.Decimal): string {
  return amount.toFixed(Math.max(2, amount.decimalPlaces()));
}

/** A target or progress as shown: whole for a count kind, money otherwise. */
export function figure(kind: MissionKind, amount: Prisma.Decimal): string {
  return MISSION_COUNT_KINDS.includes(kind) ? amount.toFixed(0) : money(amount);
}
