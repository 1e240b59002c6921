import fc from 'fast-check';
import type { AgentContractTier } from '@wps/shared-types';
import {
  SHARE_DECIMALS,
  salaryPayouts,
  type ContractInForce,
  type MemberFigures,
} from './payout-calculation.js';

interface Account {
  id: number;
  uplines: number[];
}

/**
 * A random tree of up to 7 levels: each account's upline is an earlier account (or none), at
 * most 6 uplines deep; random contracts down chains from top agents (each child's tiers within
 * its upline's, ratio by ratio), random turnovers per account.
 */
const scenario = fc
  .record({
    parents: fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
    contracted: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
    ratios: fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 60, maxLength: 60 }),
    thresholds: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 60, maxLength: 60 }),
    turnovers: fc.array(fc.bigInt({ min: 0n, max: 10_000_000_000n }), {
      minLength: 60,
      maxLength: 60,
    }),
    frozen: fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
  })
  .map(({ parents, contracted, ratios, thresholds, turnovers, frozen }) => {
    const accounts: Account[] = [];
    parents.forEach((pick, index) => {
      const id = index + 1;
      const candidates = accounts.filter((account) => account.uplines.length < 6);
      const upline = index === 0 || pick % 5 === 0 ? null : candidates[pick % candidates.length];
      accounts.push({ id, uplines: upline ? [...upline.uplines, upline.id] : [] });
    });
    const contracts = new Map<number, ContractInForce>();
    for (const account of accounts) {
      const uplineId = account.uplines.at(-1) ?? null;
      const upline = uplineId === null ? undefined : contracts.get(uplineId);
      // A sub-agent holds a contract only under an upline holding one (as the rules require).
      if (!contracted[account.id - 1] || (uplineId !== null && !upline)) continue;
      const ceiling = upline ? basisPoints(upline.tiers.at(-1)!.ratio) : 10_000;
      const floor = upline ? basisPoints(upline.tiers[0].ratio) : 10_000;
      const high = Math.max(1, Math.min(ratios[account.id - 1], ceiling));
      const low = Math.max(1, Math.min(Math.floor(high / 2), floor));
      const tiers: AgentContractTier[] = [
        { turnover: '0', activeMembers: null, ratio: percent(low) },
        {
          turnover: `${thresholds[account.id - 1] + 1}.00`,
          activeMembers: null,
          ratio: percent(high),
        },
      ];
      contracts.set(account.id, {
        id: account.id,
        agentId: account.id,
        uplineId,
        tiers,
        frozen: frozen[account.id - 1],
      });
    }
    const members: MemberFigures[] = accounts.map((account) => ({
      memberId: account.id,
      uplines: account.uplines,
      turnover: turnovers[account.id - 1],
      netLoss: 0n,
      active: turnovers[account.id - 1] > 0n,
    }));
    return { accounts, contracts: [...contracts.values()], members };
  });

const basisPoints = (ratio: string) => Math.round(Number(ratio) * 100);
const percent = (points: number) => (points / 100).toFixed(2);

describe('salary payouts over random trees (property)', () => {
  it('add up to the top contracts’ shares, give no agent more than its ratio, and repeat exactly', () => {
    fc.assert(
      fc.property(scenario, ({ contracts, members }) => {
        const payouts = salaryPayouts(contracts, members, 2);
        const byAgent = new Map(payouts.map((payout) => [payout.agentId, payout]));
        const unit = 10n ** BigInt(SHARE_DECIMALS - 2);
        let topShares = 0n;
        let earned = 0n;
        for (const payout of payouts) {
          const contract = contracts.find((candidate) => candidate.id === payout.contractId)!;
          const net = payout.grossShare - payout.downlineShares;
          // Never negative, never above the agent's ratio on its whole team.
          expect(net >= 0n).toBe(true);
          expect(payout.grossShare).toBe(payout.ratio * payout.teamTurnover);
          expect(payout.amount * unit <= net).toBe(true);
          expect(net - payout.amount * unit < unit || payout.status !== 'PAID').toBe(true);
          // A child's ratio never exceeds its parent's.
          const parent = contract.uplineId === null ? undefined : byAgent.get(contract.uplineId);
          if (parent) expect(payout.ratio <= parent.ratio).toBe(true);
          else topShares += payout.grossShare;
          earned += net;
          // The statement's lines add up to the payout.
          expect(payout.lines.reduce((sum, line) => sum + line.share, 0n)).toBe(net);
        }
        // Every agent of the chains together earns exactly the top contracts' shares.
        expect(earned).toBe(topShares);
        expect(salaryPayouts(contracts, members, 2)).toEqual(payouts);
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });
});
