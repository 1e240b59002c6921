import fc from 'fast-check';
import type { AgentContractTier } from '@wps/shared-types';
import {
  SHARE_DECIMALS,
  dividendPayouts,
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
    // Net results per account: negative when the account won from the house.
    netLosses: fc.array(fc.bigInt({ min: -5_000_000_000n, max: 5_000_000_000n }), {
      minLength: 60,
      maxLength: 60,
    }),
    carried: fc.array(fc.bigInt({ min: -3_000_000_000n, max: 0n }), {
      minLength: 60,
      maxLength: 60,
    }),
  })
  .map(({ parents, contracted, ratios, thresholds, turnovers, frozen, netLosses, carried }) => {
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
      netLoss: netLosses[account.id - 1],
      active: turnovers[account.id - 1] > 0n,
    }));
    // What each contract holder carries in from its previous period (0 or below).
    const carriedIn = new Map(
      [...contracts.keys()].map((agentId) => [agentId, carried[agentId - 1]] as const),
    );
    return { accounts, contracts: [...contracts.values()], members, carriedIn };
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

describe('dividend payouts over random trees (property)', () => {
  it('flow down from the house exactly, give no agent more than its ratio, carry what is not above zero, and repeat exactly', () => {
    fc.assert(
      fc.property(scenario, ({ contracts, members, carriedIn }) => {
        const payouts = dividendPayouts(contracts, members, 2, carriedIn);
        const byAgent = new Map(payouts.map((payout) => [payout.agentId, payout]));
        const unit = 10n ** BigInt(SHARE_DECIMALS - 2);
        // What each agent receives (from the house or its upline) and pays its sub-agents.
        const received = (payout: (typeof payouts)[number]) =>
          payout.status === 'PAID' || payout.status === 'DUE' ? payout.amount : 0n;
        const paidDown = new Map<number, bigint>();
        for (const payout of payouts) {
          const contract = contracts.find((candidate) => candidate.id === payout.contractId)!;
          const base = payout.teamNetLoss + payout.carriedIn;
          expect(payout.carriedIn).toBe(carriedIn.get(payout.agentId) ?? 0n);
          // A base at or below zero pays nothing and is carried.
          expect(payout.status === 'CARRIED').toBe(base <= 0n);
          expect(payout.grossShare).toBe(base > 0n ? payout.ratio * base : 0n);
          // Nobody gets more than its ratio of its base; rounding down keeps under a cent.
          expect(received(payout) * unit <= payout.grossShare).toBe(true);
          if (received(payout) > 0n)
            expect(payout.grossShare - payout.amount * unit < unit).toBe(true);
          const parent = contract.uplineId === null ? undefined : byAgent.get(contract.uplineId);
          if (parent) {
            expect(payout.ratio <= parent.ratio).toBe(true);
            // Owed by the upline, never by the house.
            expect(payout.status === 'PAID').toBe(false);
            paidDown.set(parent.agentId, (paidDown.get(parent.agentId) ?? 0n) + received(payout));
          } else {
            expect(payout.status === 'DUE').toBe(false);
          }
          // The statement's lines and the carried-in base add up to the share kept.
          if (base > 0n) {
            expect(
              payout.lines.reduce((sum, line) => sum + line.share, 0n) +
                payout.ratio * payout.carriedIn,
            ).toBe(payout.grossShare - payout.downlineShares);
          }
        }
        // Down each top agent's chain, what every agent keeps adds up to what the house paid it.
        const topOf = (agentId: number): number => {
          const uplineId = contracts.find((contract) => contract.agentId === agentId)!.uplineId;
          return uplineId === null ? agentId : topOf(uplineId);
        };
        const kept = new Map<number, bigint>();
        for (const payout of payouts) {
          const top = topOf(payout.agentId);
          const keeps = received(payout) - (paidDown.get(payout.agentId) ?? 0n);
          kept.set(top, (kept.get(top) ?? 0n) + keeps);
        }
        for (const [top, total] of kept) expect(total).toBe(received(byAgent.get(top)!));
        expect(dividendPayouts(contracts, members, 2, carriedIn)).toEqual(payouts);
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });
});
