import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runDatabaseCommand } from '../database/database-command.js';
import { createConformanceFixture, vendorCredentials } from './conformance-fixture.js';

// `pnpm conformance:fixture --vendor PG --out setup.json`: on a development site (DATABASE_URL,
// else the embedded Postgres), new test players for the vendor's certification, written as the
// setup file `pnpm conformance --setup` reads. Never on a production site: it makes members.
runDatabaseCommand({
  name: 'conformance:fixture',
  connections: 2,
  quiet: true,
  parseArguments: (args) => {
    const { values } = parseArgs({
      args,
      options: {
        vendor: { type: 'string' },
        out: { type: 'string' },
        merchant: { type: 'string' },
        'other-currency': { type: 'string' },
      },
    });
    if (!values.vendor || !values.out) throw new Error('Usage: --vendor CODE --out FILE');
    return {
      vendorCode: values.vendor,
      out: values.out,
      merchantCode: values.merchant,
      otherCurrency: values['other-currency'],
    };
  },
  run: async ({ args, prisma, config, log }) => {
    if (config.NODE_ENV === 'production') throw new Error('Not on a production site');
    const setup = await createConformanceFixture(prisma, {
      ...args,
      credentials: await vendorCredentials(prisma, args.vendorCode),
    });
    await writeFile(args.out, `${JSON.stringify(setup, null, 2)}\n`, { mode: 0o600 });
    log(`conformance:fixture: players of ${setup.vendorCode} written to ${args.out}`);
  },
});
