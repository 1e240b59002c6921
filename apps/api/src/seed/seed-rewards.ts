import type { RaffleSettings } from '@wps/shared-types';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

// A demo reward waiting in demo_rewards's reward centre (the browser test's own member: the other
// demo accounts' header badges are what other tests start from) and a raffle running for years,
// so the reward centre and the console's Rewards pages show something on a fresh site.
const DEMO_REWARDS = [
  { account: 'demo_rewards', title: 'Weekend reload', amount: '12.00', multiplier: '2.00' },
] as const;

export const DEMO_RAFFLE: RaffleSettings = {
  title: 'Daily lucky draw',
  rules:
    'Wager RM 50.00 of valid bets (settled real-money bets) in a day for one draw that day. ' +
    'Your prize waits in the reward centre for 7 days.',
  enabled: true,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2036-01-01T00:00:00.000Z',
  period: 'DAILY',
  metric: 'TURNOVER',
  minimum: '50.00',
  drawsPerPeriod: 1,
  prizes: [
    { label: 'RM 2', amount: '2.00', weight: 60 },
    { label: 'RM 5', amount: '5.00', weight: 30 },
    { label: 'RM 18', amount: '18.00', weight: 10 },
  ],
  turnoverMultiplier: 1,
  claimDays: 7,
};

/**
 * Issues DEMO_REWARDS (one issue each, to its member) and creates DEMO_RAFFLE. Idempotent: an
 * issue is found by its title and member, the raffle by its title, so a re-seed adds nothing.
 * Answers how many rows were new.
 */
export async function seedRewards(prisma: PrismaClient, merchantId: number): Promise<number> {
  let added = 0;
  for (const reward of DEMO_REWARDS) {
    const member = await prisma.member.findFirst({
      where: { merchantId, account: reward.account },
      select: { id: true },
    });
    if (!member) continue;
    const issued = await prisma.rewardIssue.findFirst({
      where: { merchantId, target: 'MEMBER', targetValue: reward.account, title: reward.title },
      select: { id: true },
    });
    if (issued) continue;
    await prisma.rewardIssue.create({
      data: {
        merchantId,
        target: 'MEMBER',
        targetValue: reward.account,
        title: reward.title,
        amount: reward.amount,
        turnoverMultiplier: reward.multiplier,
        operatorUsername: 'seed',
        rewards: {
          create: {
            merchantId,
            memberId: member.id,
            source: 'PROMOTION',
            title: reward.title,
            amount: reward.amount,
            turnoverMultiplier: reward.multiplier,
          },
        },
      },
    });
    added += 1;
  }
  const raffle = await prisma.raffle.findFirst({
    where: { merchantId, settings: { path: ['title'], equals: DEMO_RAFFLE.title } },
    select: { id: true },
  });
  if (!raffle) {
    await prisma.raffle.create({
      data: {
        merchantId,
        settings: DEMO_RAFFLE as unknown as Prisma.InputJsonValue,
        startsAt: new Date(DEMO_RAFFLE.startsAt),
        endsAt: new Date(DEMO_RAFFLE.endsAt),
        enabled: DEMO_RAFFLE.enabled,
      },
    });
    added += 1;
  }
  return added;
}
