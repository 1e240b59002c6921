import type { ProtectionOverview } from '@wps/shared-types';
import { mockApi } from './api-mock';
import { memberInfo, ok } from './fixtures';
import { renderApp } from './render';

/** A member's protection overview: no limit, no exclusion, the operator's reality check. */
export function overviewWith(overrides: Partial<ProtectionOverview> = {}): ProtectionOverview {
  return {
    limits: [],
    exclusion: null,
    realityCheck: { minutes: 60, isDefault: true },
    identity: { status: 'NOT_VERIFIED', submittedAt: null, rejectReason: null, documentCount: 0 },
    week: {
      from: '2026-06-08T00:00:00.000Z',
      netResult: '-45.50',
      wagered: '300.00',
      deposited: '200.00',
      minutesPlayed: 95,
    },
    month: {
      from: '2026-06-01T00:00:00.000Z',
      netResult: '120.00',
      wagered: '1250.00',
      deposited: '500.00',
      minutesPlayed: 400,
    },
    sessionEndsAt: null,
    coolingOffHours: 24,
    ...overrides,
  };
}

/** The site at `path` for a logged-in member whose overview the API answers from `state`. */
export function renderMember(
  path: string,
  overview: ProtectionOverview = overviewWith(),
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  window.sessionStorage.setItem('token', 't');
  window.sessionStorage.setItem('isAgent', '0');
  const state = { overview };
  const api = mockApi({
    'GET /wps/member/info': () => ok(memberInfo),
    'GET /wps/member/protection': () => ok(state.overview),
    ...handlers,
  });
  const view = renderApp(path);
  return { api, state, ...view };
}
