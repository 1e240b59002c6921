import type { AgentCentreInfo, TeamFigures } from '@wps/shared-types';

/** The centre of the seed's top agent, with every permission and figure on, no contract kinds. */
export function agentCentreInfo(overrides: Partial<AgentCentreInfo> = {}): AgentCentreInfo {
  return {
    agencyName: 'Demo Agensi',
    agent: {
      account: 'demo_agent',
      nickname: 'Demo Agent',
      isAgent: 1,
      ratio: '40.00',
      upline: null,
    },
    features: { dividend: false, dailyWages: false, hourlySalary: false, realTimeSalary: false },
    permissions: { openAccounts: true, lockLogin: true, seeDownlineBalance: true },
    figures: { deposits: true, withdrawals: true, profitLoss: true },
    today: '2026-11-23',
    timezone: 'Asia/Kuala_Lumpur',
    ...overrides,
  };
}

export function teamFigures(overrides: Partial<TeamFigures> = {}): TeamFigures {
  return {
    size: 3,
    newMembers: 1,
    activeMembers: 2,
    depositAmount: '300.00',
    depositCount: 2,
    withdrawalAmount: '50.00',
    withdrawalCount: 1,
    bets: 12,
    validTurnover: '120.00',
    payout: '100.00',
    memberProfitLoss: '-20.00',
    ...overrides,
  };
}
