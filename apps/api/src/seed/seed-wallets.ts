import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { standaloneLedger } from '../ledger/ledger.service.js';
import type { DemoAccountSeed } from './seed-files.js';

/**
 * Puts each demo account's opening balance on its MAIN wallet: an ADJUSTMENT entry from the
 * operator's HOUSE_CASH account, keyed by the account name, so a re-seed replays it instead of
 * paying twice. The key names the account only: a changed amount in the file is not paid again.
 * Answers how many entries were new.
 */
export async function seedOpeningBalances(
  prisma: PrismaClient,
  merchantId: number,
  accounts: readonly DemoAccountSeed[],
): Promise<number> {
  const ledger = standaloneLedger(prisma);
  const members = await prisma.member.findMany({
    where: { merchantId, account: { in: accounts.map((account) => account.account) } },
    select: { id: true, account: true },
  });
  const memberId = new Map(members.map((member) => [member.account, member.id]));
  const house = await ledger.houseAccount(merchantId, 'HOUSE_CASH');
  let posted = 0;
  for (const account of accounts) {
    const id = memberId.get(account.account);
    if (id === undefined || new Prisma.Decimal(account.openingBalance).isZero()) continue;
    const main = await ledger.memberAccount(merchantId, id, 'MAIN');
    const entry = await ledger.post({
      merchantId,
      kind: 'ADJUSTMENT',
      scope: 'seed',
      key: `opening-balance:${account.account}`,
      request: { account: account.account },
      memberId: id,
      lines: movement(house, main, account.openingBalance),
    });
    if (!entry.replayed) posted += 1;
  }
  return posted;
}

/**
 * Puts each demo account's opening points on its POINTS account: a POINT_EARNING entry from the
 * operator's HOUSE_POINTS, keyed by the account name (a re-seed replays it). Answers how many
 * entries were new.
 */
export async function seedOpeningPoints(
  prisma: PrismaClient,
  merchantId: number,
  accounts: readonly DemoAccountSeed[],
): Promise<number> {
  const ledger = standaloneLedger(prisma);
  const withPoints = accounts.filter((account) => account.openingPoints > 0);
  const members = await prisma.member.findMany({
    where: { merchantId, account: { in: withPoints.map((account) => account.account) } },
    select: { id: true, account: true },
  });
  const memberId = new Map(members.map((member) => [member.account, member.id]));
  const house = await ledger.houseAccount(merchantId, 'HOUSE_POINTS');
  let posted = 0;
  for (const account of withPoints) {
    const id = memberId.get(account.account);
    if (id === undefined) continue;
    const points = await ledger.memberAccount(merchantId, id, 'POINTS');
    const entry = await ledger.post({
      merchantId,
      kind: 'POINT_EARNING',
      scope: 'seed',
      key: `opening-points:${account.account}`,
      request: { account: account.account },
      memberId: id,
      lines: movement(house, points, String(account.openingPoints)),
    });
    if (!entry.replayed) posted += 1;
  }
  return posted;
}
