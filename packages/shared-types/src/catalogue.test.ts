import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE,
  MEMBER_CENTRE_MENU,
  customerServiceTypeFor,
  isAgentType,
  isDemoAccount,
} from './accounts.js';
import { AGENT_CENTRE_MENU, agentCentreMenuFor } from './agent-centre.js';
import { BANNER_GROUPS, bannerGroupForRoute } from './content.js';
import { gameCategoryForRoute, gameTypeFilters, prizeModeFor, type VendorLane } from './games.js';
import type { WhiteLabelModuleNode } from './system.js';
import { enabledWhiteLabelFlags } from './white-label.js';

describe('accounts', () => {
  it('never treats the demo account as an agent', () => {
    expect([1, 2, 41, 42].every(isAgentType)).toBe(true);
    expect(isAgentType(ACCOUNT_TYPE.DEMO)).toBe(false);
    expect(isAgentType(ACCOUNT_TYPE.MEMBER)).toBe(false);
    expect(isDemoAccount(4)).toBe(true);
    expect(isDemoAccount(0)).toBe(false);
  });

  it('lists the 14 member-centre entries in order', () => {
    expect(MEMBER_CENTRE_MENU).toHaveLength(14);
    expect(MEMBER_CENTRE_MENU[0]).toMatchObject({
      labelKey: 'in_my_account',
      page: 'securityCenter',
    });
    expect(MEMBER_CENTRE_MENU[13]).toMatchObject({
      labelKey: 'manual_rebate',
      page: 'manualRebate',
    });
  });

  it('shows contract entries of the agent centre only when enabled', () => {
    const none = { dividend: false, dailyWages: false, hourlySalary: false, realTimeSalary: false };
    expect(agentCentreMenuFor(none)).toHaveLength(8);
    const pages = agentCentreMenuFor({ ...none, hourlySalary: true }).map((entry) => entry.page);
    expect(pages).toContain('agentHourlySalary');
    expect(pages).not.toContain('agentDividendRecord');
    expect(
      agentCentreMenuFor({
        ...none,
        dividend: true,
        dailyWages: true,
        hourlySalary: true,
        realTimeSalary: true,
      }),
    ).toEqual([...AGENT_CENTRE_MENU]);
  });

  it('serves rank levels above 4 through the VIP channel', () => {
    expect(customerServiceTypeFor(4)).toBe('LIVECHAT');
    expect(customerServiceTypeFor(5)).toBe('VIP');
    expect(customerServiceTypeFor(null)).toBe('LIVECHAT');
  });
});

describe('content', () => {
  it('maps routes and their aliases to banner groups', () => {
    expect(bannerGroupForRoute('/')).toBe('w_home');
    expect(bannerGroupForRoute('/index.html')).toBe('w_home');
    expect(bannerGroupForRoute('/rng?page=PG')).toBe('w_rng');
    expect(bannerGroupForRoute('/elott')).toBe('w_lott');
    expect(bannerGroupForRoute('/pointMall/')).toBe('w_shop');
    expect(bannerGroupForRoute('/vip')).toBeNull();
    expect(bannerGroupForRoute('/toString')).toBeNull();
  });

  it('lists 15 distinct banner groups, dialogs included', () => {
    expect(new Set(BANNER_GROUPS).size).toBe(15);
    expect(BANNER_GROUPS).toContain('w_forget');
  });
});

describe('games', () => {
  it('offers bingo only with the TY language', () => {
    expect(gameTypeFilters(['MS', 'EN'])).not.toContain('BG');
    expect(gameTypeFilters(['MS', 'TY'])).toContain('BG');
  });

  it('reads the category from a lobby path', () => {
    expect(gameCategoryForRoute('/live')).toBe('LIVE');
    expect(gameCategoryForRoute('/rng?page=PG')).toBe('RNG');
    expect(gameCategoryForRoute('/lottery')).toBeNull();
  });

  it('picks the e-lottery prize mode only with a TCG_LOTTO_VN or LOTT card under ELOTT', () => {
    const lane = (vassalage: string): VendorLane => ({
      title: 'ELOTT',
      gameCategory: 'ELOTT',
      cards: [{ vassalage, name: vassalage, logoUrl: null, isHot: 0 }],
      gameClassify: [],
    });
    expect(prizeModeFor([lane('TCG_LOTTO_VN')])).toBe('Elott');
    expect(prizeModeFor([lane('OTHER')])).toBe('Lott');
    expect(prizeModeFor([])).toBe('Lott');
  });
});

describe('white-label flags', () => {
  it('reads enabled flags from the module tree, a disabled branch switching its children off', () => {
    const node = (code: string, enabled: boolean, children: WhiteLabelModuleNode[] = []) => ({
      code,
      name: code,
      enabled,
      children,
    });
    const tree = [
      node('REGISTER', true, [node('MOBILENUMREG3', true), node('USERNAMEREG3', false)]),
      node('LOGIN', false, [node('MOBILEVERCODELOGIN3', true)]),
      node('DIRECTREG3', true),
    ];
    expect(enabledWhiteLabelFlags(tree)).toEqual(['MOBILENUMREG3', 'DIRECTREG3']);
  });
});
