import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runDatabaseCommand } from '../database/database-command.js';
import type { AuditAnchor } from './audit-anchor.job.js';
import { anchorHolds, verifyAuditChain } from './audit-chain.js';

// `pnpm audit:verify [--anchor FILE]`: recomputes every site's audit chain on DATABASE_URL and
// exits 1 naming the first row that does not match; with an anchor file (the daily job's, or one
// downloaded from the console), also checks that each anchored head is still in its chain.
runDatabaseCommand({
  name: 'audit:verify',
  connections: 1,
  quiet: true,
  parseArguments: (args) => parseArgs({ args, options: { anchor: { type: 'string' } } }).values,
  run: async ({ args, prisma, log }) => {
    const report = await verifyAuditChain(prisma);
    if (report.broken) {
      const { id, merchantId, problem } = report.broken;
      throw new Error(
        `audit row ${id} (site ${merchantId}) does not match: ${
          problem === 'HASH'
            ? 'its hash is not that of its fields (edited)'
            : 'it does not follow the row before it (a row removed or edited)'
        }; ${report.checked} rows before it hold`,
      );
    }
    if (args.anchor) {
      const anchor = JSON.parse(await readFile(args.anchor, 'utf8')) as Pick<AuditAnchor, 'heads'>;
      for (const head of anchor.heads) {
        if (!(await anchorHolds(prisma, head))) {
          throw new Error(
            `audit row ${head.id} (site ${head.merchantId}) of the anchor is gone or changed`,
          );
        }
      }
      log(`the anchor's ${anchor.heads.length} heads are in their chains`);
    }
    log(`audit chain holds: ${report.checked} rows, ${report.heads.length} sites`);
    for (const head of report.heads)
      log(`site ${head.merchantId}: head row ${head.id} ${head.hash}`);
  },
});
