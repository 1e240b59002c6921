import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  parseVendorStatementCsv,
  type MovementTotals,
  type VendorDayTotals,
  type VendorStatement,
} from '@wps/shared-types';
import { runDatabaseCommand } from '../database/database-command.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import { VendorReconciliationService } from './vendor-reconciliation.service.js';

// `pnpm reconcile --vendor CODE --day YYYY-MM-DD [--to YYYY-MM-DD] [--statement FILE]
// [--merchant CODE]`: the site's totals of a vendor per UTC day, and with a statement (JSON
// VendorStatement, or CSV with VENDOR_STATEMENT_CSV_COLUMNS) every difference. Exits 1 when the
// two sides differ. The console answers the same at /wps/console/vendor-reconciliation.
const movement = (totals: MovementTotals) => `${totals.count} / ${totals.total}`;

function line(totals: Omit<VendorDayTotals, 'vendor' | 'net'> & { net?: string }): string {
  const cells = [totals.bets, totals.wins, totals.rollbacks].map(movement);
  return `${totals.day}  bets ${cells[0]}  wins ${cells[1]}  rollbacks ${cells[2]}${
    totals.net === undefined ? '' : `  net ${totals.net}`
  }`;
}

async function readStatement(file: string, vendor: string): Promise<VendorStatement> {
  const text = await readFile(file, 'utf8');
  if (file.toLowerCase().endsWith('.csv')) return parseVendorStatementCsv(vendor, text);
  const json = JSON.parse(text) as Partial<VendorStatement>;
  if (!Array.isArray(json.days)) throw new Error('The statement has no "days"');
  return { vendor, days: json.days };
}

runDatabaseCommand({
  name: 'reconcile',
  connections: 2,
  quiet: true,
  parseArguments: (args) => {
    const { values } = parseArgs({
      args,
      options: {
        vendor: { type: 'string' },
        day: { type: 'string' },
        to: { type: 'string' },
        statement: { type: 'string' },
        merchant: { type: 'string' },
      },
    });
    if (!values.vendor || !values.day) {
      throw new Error('Usage: --vendor CODE --day YYYY-MM-DD [--to YYYY-MM-DD] [--statement FILE]');
    }
    return { ...values, vendor: values.vendor, day: values.day };
  },
  run: async ({ args, prisma, log }) => {
    const merchant = await prisma.merchant.findFirstOrThrow({
      where: args.merchant ? { code: args.merchant } : {},
      orderBy: { id: 'asc' },
      select: { id: true, code: true },
    });
    const reconciliation = new VendorReconciliationService(new LedgerReads(prisma));
    if (!args.statement) {
      const rows = await reconciliation.report(merchant.id, {
        from: args.day,
        to: args.to ?? args.day,
        vendor: args.vendor,
      });
      log(`${merchant.code} / ${args.vendor} (count / total, UTC days)`);
      for (const row of rows) log(line(row));
      if (rows.length === 0) log('no bets, wins or rollbacks');
      return;
    }
    const statement = await readStatement(args.statement, args.vendor);
    const lines = await reconciliation.compare(merchant.id, statement);
    let differences = 0;
    for (const compared of lines) {
      log(`site      ${line(compared.site)}`);
      log(`statement ${line(compared.statement)}`);
      for (const difference of compared.differences) {
        log(
          `  differs: ${difference.field} site ${difference.site}, statement ${difference.statement}`,
        );
      }
      differences += compared.differences.length;
    }
    if (differences > 0) throw new Error(`${differences} differences`);
    log('both sides agree');
  },
});
