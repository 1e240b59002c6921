import { describe, expect, it } from 'vitest';
import { draftOf, tierDraftProblems, tierOf } from './contract-tiers';

const draft = (turnover: string, ratio: string, activeMembers = '') => ({
  turnover,
  ratio,
  activeMembers,
});

describe('contract tier drafts', () => {
  it('reads an empty active-member field as no condition, and back', () => {
    expect(tierOf(draft(' 100 ', '1.5'))).toEqual({
      turnover: '100',
      ratio: '1.5',
      activeMembers: null,
    });
    expect(draftOf({ turnover: '100.00', ratio: '2.00', activeMembers: 3 })).toEqual(
      draft('100.00', '2.00', '3'),
    );
  });

  it('names the shape problems of each field, then the order ones', () => {
    expect(tierDraftProblems([draft('x', '0', '1.5')], null)).toEqual({
      'tiers.0.turnover': { problem: 'format' },
      'tiers.0.activeMembers': { problem: 'format' },
      'tiers.0.ratio': { problem: 'format' },
    });
    expect(tierDraftProblems([draft('100', '2', '5'), draft('100', '1', '4')], null)).toEqual({
      'tiers.1.turnover': { problem: 'order' },
      'tiers.1.activeMembers': { problem: 'order' },
      'tiers.1.ratio': { problem: 'order' },
    });
    expect(tierDraftProblems([], null)).toEqual({ tiers: { problem: 'noTier', max: 10 } });
  });

  it('keeps each tier within the upline’s ratio at its thresholds', () => {
    const upline = [
      { turnover: '0', ratio: '1.00', activeMembers: null },
      { turnover: '1000', ratio: '2.00', activeMembers: null },
    ];
    expect(tierDraftProblems([draft('0', '1'), draft('1000', '2')], upline)).toEqual({});
    expect(tierDraftProblems([draft('0', '1.5'), draft('500', '2')], upline)).toEqual({
      'tiers.0.ratio': { problem: 'ceiling', ceiling: '1.00' },
      'tiers.1.ratio': { problem: 'ceiling', ceiling: '1.00' },
    });
  });
});
