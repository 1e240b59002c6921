import bcrypt from 'bcrypt';
import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { DemoAccountSeed } from './seed-files.js';

type Transaction = Prisma.TransactionClient;

// Cost 10 keeps the seed quick (about 50 ms a hash); accounts made by the API use its own cost.
export const SEED_BCRYPT_COST = 10;

/**
 * The agent tree convention. `ancestryPath` lists the ids of an account's uplines from the top
 * of the tree down, each followed by "/": an account with no upline has "/", an account under
 * agent 12, itself under agent 5, has "/5/12/". `depth` is the number of uplines (0 at the top).
 * So an account's own subtree path is `ancestryPath + id + "/"`, and the whole downline of agent
 * A is one indexed prefix query: `ancestry_path LIKE '<A.ancestryPath><A.id>/%'`.
 */
export function childAncestryPath(upline: { id: number; ancestryPath: string }): string {
  return `${upline.ancestryPath}${upline.id}/`;
}

/** Hashes for the accounts whose stored hash does not match the file's password (or is absent). */
export async function demoPasswordHashes(
  prisma: PrismaClient,
  merchantCode: string,
  accounts: readonly DemoAccountSeed[],
): Promise<Map<string, string>> {
  const stored = await prisma.member.findMany({
    where: { merchant: { code: merchantCode }, account: { in: accounts.map((a) => a.account) } },
    select: { account: true, passwordHash: true },
  });
  const storedHash = new Map(stored.map((member) => [member.account, member.passwordHash]));
  const hashes = new Map<string, string>();
  await Promise.all(
    accounts.map(async (account) => {
      const existing = storedHash.get(account.account);
      if (existing && (await bcrypt.compare(account.password, existing))) return;
      hashes.set(account.account, await bcrypt.hash(account.password, SEED_BCRYPT_COST));
    }),
  );
  return hashes;
}

/**
 * Creates the demo accounts that are missing and puts every one back in place in the agent
 * tree; a password is written only when the account is new or its password was changed (then
 * it is reset to the file's, with mustChangePassword as the file says).
 */
export async function seedDemoAccounts(
  tx: Transaction,
  merchantId: number,
  accounts: readonly DemoAccountSeed[],
  newHashes: ReadonlyMap<string, string>,
): Promise<void> {
  const ranks = await tx.vipRank.findMany({
    where: { merchantId },
    select: { id: true, rankLevel: true },
  });
  const rankId = new Map(ranks.map((rank) => [rank.rankLevel, rank.id]));
  const labels = await tx.memberLabel.findMany({
    where: { merchantId },
    select: { id: true, name: true },
  });
  const labelId = new Map(labels.map((label) => [label.name, label.id]));

  const saved = new Map<string, { id: number; ancestryPath: string; depth: number }>();
  const now = new Date();
  for (const account of topDown(accounts)) {
    const upline = account.upline === null ? null : saved.get(account.upline);
    if (upline === undefined) throw new Error(`demo account ${account.account}: upline not saved`);
    const tree = {
      uplineId: upline?.id ?? null,
      ancestryPath: upline ? childAncestryPath(upline) : '/',
      depth: upline ? upline.depth + 1 : 0,
    };
    const profile = {
      nickname: account.nickname,
      isAgent: account.isAgent,
      vipRankId: account.vipLevel === null ? null : (rankId.get(account.vipLevel) ?? null),
      email: account.email,
      countryDialingCode: account.countryDialingCode,
      mobileNum: account.mobileNum,
      invitationCode: account.invitationCode,
      registerMethod: 'SEED',
    };
    const hash = newHashes.get(account.account);
    const password = hash
      ? {
          passwordHash: hash,
          mustChangePassword: account.mustChangePassword,
          passwordChangedAt: account.mustChangePassword ? null : now,
        }
      : {};
    if (!hash) {
      const exists = await tx.member.findUnique({
        where: { merchantId_account: { merchantId, account: account.account } },
        select: { id: true },
      });
      if (!exists) throw new Error(`demo account ${account.account}: no password hash`);
    }
    const member = await tx.member.upsert({
      where: { merchantId_account: { merchantId, account: account.account } },
      create: {
        merchantId,
        account: account.account,
        passwordHash: hash ?? '',
        mustChangePassword: account.mustChangePassword,
        ...profile,
        ...tree,
        ...password,
      },
      update: { ...profile, ...tree, ...password },
      select: { id: true, ancestryPath: true, depth: true },
    });
    saved.set(account.account, member);

    const assignments = account.labels.flatMap((name) => {
      const id = labelId.get(name);
      if (id === undefined)
        throw new Error(`demo account ${account.account}: no member label ${name}`);
      return [{ memberId: member.id, labelId: id }];
    });
    if (assignments.length > 0) {
      await tx.memberLabelAssignment.createMany({ data: assignments, skipDuplicates: true });
    }
  }
  // Referrers are set once every account exists: a referrer may come later in the file.
  for (const account of accounts) {
    const referrer = account.referrer ? saved.get(account.referrer) : undefined;
    const member = saved.get(account.account);
    if (!referrer || !member) continue;
    await tx.member.update({ where: { id: member.id }, data: { referrerId: referrer.id } });
  }
}

/** The accounts ordered so that every upline comes before its downlines. */
function topDown(accounts: readonly DemoAccountSeed[]): DemoAccountSeed[] {
  const ordered: DemoAccountSeed[] = [];
  const placed = new Set<string>();
  let remaining = [...accounts];
  while (remaining.length > 0) {
    const ready = remaining.filter(
      (account) => account.upline === null || placed.has(account.upline),
    );
    if (ready.length === 0) {
      throw new Error(
        `demo accounts: upline loop among ${remaining.map((a) => a.account).join(', ')}`,
      );
    }
    for (const account of ready) {
      ordered.push(account);
      placed.add(account.account);
    }
    remaining = remaining.filter((account) => !placed.has(account.account));
  }
  return ordered;
}
