import { parseArgs } from 'node:util';
import { OPERATOR_USERNAME_PATTERN } from '@wps/shared-types';
import { runDatabaseCommand } from '../database/database-command.js';
import { createOwner } from './operator-owner.js';

// `pnpm operator:create-owner -- --username <name> [--merchant <code>]`: the first account of an
// operator, on the database of the environment (DATABASE_URL, else the embedded Postgres). The
// generated password is printed once, here, and nowhere else.
runDatabaseCommand({
  name: 'operator:create-owner',
  connections: 1,
  quiet: true,
  parseArguments: (args) => {
    const { values } = parseArgs({
      args,
      options: { username: { type: 'string' }, merchant: { type: 'string' } },
    });
    if (!values.username || !OPERATOR_USERNAME_PATTERN.test(values.username)) {
      throw new Error('--username is required: 3 to 32 lower-case letters, digits or _');
    }
    return { username: values.username, merchantCode: values.merchant };
  },
  run: async ({ args, prisma, config }) => {
    const owner = await createOwner(prisma, { ...args, bcryptCost: config.BCRYPT_COST });
    console.log(
      `Owner ${owner.username} created for operator ${owner.merchantCode}.\n` +
        `Password (shown this once; it must be changed at the first sign-in): ${owner.password}`,
    );
  },
});
