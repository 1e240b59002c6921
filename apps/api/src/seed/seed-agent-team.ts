import type { PrismaClient } from '../database/prisma.factory.js';
import { movement } from '../ledger/entry-kinds.js';
import { standaloneLedger } from '../ledger/ledger.service.js';

// A few settled rounds of demo_agent's team (stake, payout) and one deposit, so the agent centre's
// reports show figures on a fresh site: one direct member's, one of the sub-agent's team. They are
// played by two accounts of their own (demo_agent_m4, demo_sub_m3), as the other demo accounts'
// balances and today's wagers are what the tests of money and limits start from.
const TEAM_ROUNDS: Readonly<Record<string, readonly [string, string][]>> = {
  demo_agent_m4: [
    ['20.00', '35.00'],
    ['15.00', '0.00'],
    ['50.00', '20.00'],
  ],
  demo_sub_m3: [
    ['30.00', '60.00'],
    ['25.00', '0.00'],
    ['40.00', '12.50'],
  ],
};
const TEAM_DEPOSIT = { account: 'demo_sub_m3', amount: '200.00', reference: 'seed-agent-demo' };

/**
 * Plays TEAM_ROUNDS on the first seamless vendor's first game, as its wallet calls would (a bet
 * debit, then the win closing the round), and approves TEAM_DEPOSIT. Idempotent: every entry is
 * keyed in the 'seed' scope and the deposit by its reference, so a re-seed adds nothing. Answers
 * how many rounds were new.
 */
export async function seedAgentTeamActivity(
  prisma: PrismaClient,
  merchantId: number,
): Promise<number> {
  const game = await prisma.game.findFirst({
    where: { vendor: { walletType: 'SEAMLESS' } },
    orderBy: { id: 'asc' },
    select: { id: true, categoryCode: true, vendor: { select: { id: true, code: true } } },
  });
  if (!game) return 0;
  const members = await prisma.member.findMany({
    where: { merchantId, account: { in: [...Object.keys(TEAM_ROUNDS), TEAM_DEPOSIT.account] } },
    select: { id: true, account: true },
  });
  const ledger = standaloneLedger(prisma);
  const house = await ledger.houseAccount(merchantId, 'HOUSE_GAME', game.vendor);
  let played = 0;
  for (const member of members) {
    const main = await ledger.memberAccount(merchantId, member.id, 'MAIN');
    for (const [index, [stake, payout]] of (TEAM_ROUNDS[member.account] ?? []).entries()) {
      const roundId = `seed-agent-${member.account}-${index + 1}`;
      const round = { vendorId: game.vendor.id, roundId, game, isDemo: false };
      const common = { merchantId, memberId: member.id, scope: 'seed' };
      const bet = await ledger.post({
        ...common,
        kind: 'BET_DEBIT',
        key: `${roundId}:debit`,
        request: { roundId, stake },
        lines: movement(main, house, stake),
        round,
      });
      await ledger.post({
        ...common,
        kind: 'WIN_CREDIT',
        key: `${roundId}:credit`,
        request: { roundId, payout },
        lines: movement(house, main, payout),
        // A win's id on the winner board is site-wide, as the wallet names it.
        round: { ...round, closes: true, winId: `${game.vendor.code}:${roundId}:credit` },
      });
      if (!bet.replayed) played += 1;
    }
  }
  const depositor = members.find((member) => member.account === TEAM_DEPOSIT.account);
  if (depositor) await seedDeposit(prisma, merchantId, depositor.id);
  return played;
}

async function seedDeposit(prisma: PrismaClient, merchantId: number, memberId: number) {
  const { amount, reference } = TEAM_DEPOSIT;
  const channel = await prisma.depositChannel.findFirst({
    where: { merchantId, type: 'BANK_TRANSFER' },
    orderBy: { id: 'asc' },
  });
  if (!channel) return;
  const existing = await prisma.deposit.findFirst({ where: { memberId, reference } });
  const merchant = await prisma.merchant.findUniqueOrThrow({ where: { id: merchantId } });
  const deposit =
    existing ??
    (await prisma.deposit.create({
      data: {
        merchantId,
        memberId,
        channelId: channel.id,
        channelType: channel.type,
        amount,
        currency: merchant.currencyCode,
        status: 'APPROVED',
        reference,
        decidedBy: 'seed',
        decidedAt: new Date(),
        expiresAt: new Date(),
      },
    }));
  const ledger = standaloneLedger(prisma);
  const [cash, main] = await Promise.all([
    ledger.houseAccount(merchantId, 'HOUSE_CASH'),
    ledger.memberAccount(merchantId, memberId, 'MAIN'),
  ]);
  // Keyed by the deposit's id in the 'deposit' scope, as an approval posts it.
  await ledger.post({
    kind: 'DEPOSIT',
    merchantId,
    memberId,
    scope: 'deposit',
    key: String(deposit.id),
    request: { amount },
    lines: movement(cash, main, amount),
  });
}
