import bcrypt from 'bcrypt';
import type { PrismaClient } from '../database/prisma.factory.js';
import { SEED_BCRYPT_COST } from './seed-accounts.js';
import type { DemoOperatorSeed } from './seed-files.js';

/**
 * The demo console operators of each role (development and demos only), already enrolled with
 * the file's TOTP secrets. A re-seed puts role and secret back and resets a changed password.
 */
export async function seedDemoOperators(
  prisma: PrismaClient,
  merchantId: number,
  operators: readonly DemoOperatorSeed[],
): Promise<void> {
  for (const operator of operators) {
    const stored = await prisma.operatorAccount.findUnique({
      where: { merchantId_username: { merchantId, username: operator.username } },
      select: { passwordHash: true },
    });
    const passwordHash =
      stored && (await bcrypt.compare(operator.password, stored.passwordHash))
        ? stored.passwordHash
        : await bcrypt.hash(operator.password, SEED_BCRYPT_COST);
    const account = {
      passwordHash,
      role: operator.role,
      mustChangePassword: false,
      totpSecret: operator.totpSecret,
      totpPendingSecret: null,
      disabledAt: null,
    };
    await prisma.operatorAccount.upsert({
      where: { merchantId_username: { merchantId, username: operator.username } },
      create: { merchantId, username: operator.username, ...account },
      update: account,
      select: { id: true },
    });
  }
}
