import { describe, expect, it } from 'vitest';
import {
  contractTiersProblems,
  ratioReached,
  tierReached,
  tiersWithinUpline,
  type AgentContractTier,
} from './agent-contracts.js';

const tier = (turnover: string, ratio: string, activeMembers: number | null = null) =>
  ({ turnover, ratio, activeMembers }) satisfies AgentContractTier;

describe('contract tiers', () => {
  it('accepts ascending tiers and names each broken field', () => {
    expect(contractTiersProblems([tier('0', '0.5'), tier('10000', '1.00', 5)])).toEqual({});
    expect(contractTiersProblems([])).toEqual({ tiers: 'at least one tier' });
    expect(contractTiersProblems([tier('1.234', '0'), tier('x', '100.01', 0)])).toEqual({
      'tiers.0.turnover': expect.any(String),
      'tiers.0.ratio': expect.any(String),
      'tiers.1.turnover': expect.any(String),
      'tiers.1.ratio': expect.any(String),
      'tiers.1.activeMembers': expect.any(String),
    });
    expect(contractTiersProblems([tier('100', '2', 5), tier('100', '1', 4)])).toEqual({
      'tiers.1.turnover': 'above the previous tier’s',
      'tiers.1.activeMembers': 'at least the previous tier’s',
      'tiers.1.ratio': 'at least the previous tier’s',
    });
  });

  it('reaches the highest tier whose thresholds are both met, exactly', () => {
    const tiers = [tier('100', '0.50'), tier('1000', '1.00', 3)];
    expect(tierReached(tiers, '99.999999', 10)).toBeNull();
    expect(ratioReached(tiers, '100.000000', 0)).toBe('0.50');
    expect(ratioReached(tiers, '5000', 2)).toBe('0.50');
    expect(tierReached(tiers, '1000.000001', 3)).toEqual({ index: 1, tier: tiers[1] });
  });

  it('keeps a child at or below its parent at every one of its tiers', () => {
    const parent = [tier('0', '1.00'), tier('1000', '2.00')];
    expect(tiersWithinUpline([tier('0', '1.00'), tier('5000', '2.00')], parent)).toEqual({});
    expect(tiersWithinUpline([tier('0', '0.50'), tier('500', '1.50')], parent)).toEqual({
      'tiers.1.ratio': 'at most the upline’s ratio at this tier (1.00)',
    });
    expect(tiersWithinUpline([tier('0', '0.10')], [tier('100', '5')])).toEqual({
      'tiers.0.ratio': 'at most the upline’s ratio at this tier (0.00)',
    });
  });
});
