import {
  DEFAULT_AGENT_SETTINGS,
  agentSettingsFlags,
  type ApiEnvelope,
  type LoginResponseValue,
  type MemberInfo,
  type SiteInfo,
  type SystemStatusValue,
} from '@wps/shared-types';

export const siteInfo: SiteInfo = {
  merchantCode: 'DEMO',
  siteName: 'Demo Casino',
  currencyCode: 'MYR',
  currencySymbol: 'RM',
  currencyDecimals: 2,
  timezone: 'Asia/Kuala_Lumpur',
  languages: ['MS', 'EN', 'CN'],
  defaultLanguage: 'MS',
  routeGuard: false,
  walletReturnOnLeave: true,
  modules: [
    {
      code: 'CENTRES',
      name: 'Centres',
      enabled: true,
      children: [
        { code: 'isShowMC', name: 'Show the member centre', enabled: true, children: [] },
        { code: 'isShowAC', name: 'Show the agent centre', enabled: true, children: [] },
      ],
    },
  ],
  registerRules: [],
  resources: [
    { resourceType: 'FACEBOOK', url: 'https://facebook.example.test/demo', qrCodeUrl: null },
    { resourceType: 'LICENSE_MALTA', url: 'https://licence.example.test/mt', qrCodeUrl: null },
  ],
  customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example.test/room' }],
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  agentFlags: agentSettingsFlags(DEFAULT_AGENT_SETTINGS),
};

export function systemStatus(overrides: Partial<SystemStatusValue> = {}): SystemStatusValue {
  return {
    status: 0,
    maintenance: null,
    regionRestriction: null,
    location: { ip: '203.0.113.7', countryCode: 'MY' },
    info: siteInfo,
    ...overrides,
  };
}

export function jsonResponse<T>(envelope: ApiEnvelope<T>, status = 200): Response {
  return new Response(JSON.stringify(envelope), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function ok<T>(value: T): Response {
  return jsonResponse({ success: true, message: '', value });
}

export const memberInfo: MemberInfo = {
  account: 'player1',
  id: '10001',
  nickname: 'Player One',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP 3', rankLevel: 3 },
  memberLabel: [{ labelName: 'New', color: null }],
};

export const loginAnswer = (overrides: Partial<LoginResponseValue> = {}): LoginResponseValue => ({
  token: 'session-token',
  firstTimeLogin: false,
  passwordExpired: false,
  ...overrides,
});

/** An IntersectionObserver that sees every element at once, as if it were on screen. */
export class SeeingEverything {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
}
