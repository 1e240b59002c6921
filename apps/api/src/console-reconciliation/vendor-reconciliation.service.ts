import { Injectable } from '@nestjs/common';
import {
  RECONCILED_FIELDS,
  recordRangeProblem,
  type MovementTotals,
  type ReconciledField,
  type VendorDayTotals,
  type VendorReconciliationLine,
  type VendorStatement,
} from '@wps/shared-types';
import { invalidInput } from '../common/app-error.js';
import { Prisma } from '../generated/prisma/client.js';
import { LedgerReads, type VendorDayRow } from '../ledger/ledger-reads.js';

// Vendors' statements count UTC days.
const STATEMENT_TIMEZONE = 'UTC';

const RANGE_MESSAGES = {
  from: { from: 'from must be a calendar date yyyy-MM-dd' },
  to: { to: 'to must be a calendar date yyyy-MM-dd' },
  order: { to: 'to must not be before from' },
  length: { to: 'the range is at most 90 days' },
};

function totalsOf(row: VendorDayRow): VendorDayTotals {
  return {
    vendor: row.vendor,
    day: row.day,
    bets: { count: row.betCount, total: row.betTotal },
    wins: { count: row.winCount, total: row.winTotal },
    rollbacks: { count: row.rollbackCount, total: row.rollbackTotal },
    net: row.net,
  };
}

const NOTHING: MovementTotals = { count: 0, total: '0' };

function nothingOn(vendor: string, day: string): VendorDayTotals {
  return { vendor, day, bets: NOTHING, wins: NOTHING, rollbacks: NOTHING, net: '0' };
}

function fieldOf(totals: Omit<VendorDayTotals, 'vendor' | 'net'>, field: ReconciledField) {
  const [kind, part] = field.split('.') as ['bets' | 'wins' | 'rollbacks', 'count' | 'total'];
  return String(totals[kind][part]);
}

function agree(field: ReconciledField, site: string, statement: string): boolean {
  return field.endsWith('.count')
    ? site === statement
    : new Prisma.Decimal(site).equals(new Prisma.Decimal(statement));
}

/**
 * The reconciliation report an operator runs with each game vendor: the ledger's bets, wins and
 * rollbacks per vendor and day, and a vendor's statement set beside them.
 */
@Injectable()
export class VendorReconciliationService {
  constructor(private readonly reads: LedgerReads) {}

  async report(
    merchantId: number,
    query: { from: string; to: string; vendor?: string },
  ): Promise<VendorDayTotals[]> {
    const problem = recordRangeProblem(query.from, query.to);
    if (problem) throw invalidInput(RANGE_MESSAGES[problem]);
    const range = { from: query.from, to: query.to, timezone: STATEMENT_TIMEZONE };
    return (await this.reads.vendorDayTotals(merchantId, range, query.vendor)).map(totalsOf);
  }

  /** Each day of the statement beside the site's totals of that vendor and day. */
  async compare(
    merchantId: number,
    statement: VendorStatement,
  ): Promise<VendorReconciliationLine[]> {
    if (statement.days.length === 0) return [];
    const days = statement.days.map((day) => day.day).sort();
    const site = await this.report(merchantId, {
      from: days[0],
      to: days[days.length - 1],
      vendor: statement.vendor,
    });
    return statement.days.map((day) => {
      const ours = site.find((row) => row.day === day.day) ?? nothingOn(statement.vendor, day.day);
      const differences = RECONCILED_FIELDS.flatMap((field) => {
        const [mine, theirs] = [fieldOf(ours, field), fieldOf(day, field)];
        return agree(field, mine, theirs) ? [] : [{ field, site: mine, statement: theirs }];
      });
      return { vendor: statement.vendor, day: day.day, site: ours, statement: day, differences };
    });
  }
}
