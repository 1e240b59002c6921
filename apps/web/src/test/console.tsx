import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import {
  CONSOLE_PATHS,
  CONSOLE_WEB_PATH,
  ROLE_PERMISSIONS,
  type ConsoleDashboard,
  type ConsoleDashboardDay,
  type ConsoleOperator,
  type FourEyesApprovalView,
  type OperatorRole,
} from '@wps/shared-types';
import { ConsoleProviders } from '../console/app/ConsoleProviders';
import { createConsoleQueryClient } from '../console/app/query-client';
import { consoleRoutes } from '../console/app/routes';
import { initConsoleI18n } from '../console/lib/i18n';
import { ok } from './fixtures';

/** An operator of the demo site with the permissions of `role` (unless given). */
export function consoleOperator(
  role: OperatorRole = 'OWNER',
  overrides: Partial<ConsoleOperator> = {},
): ConsoleOperator {
  return {
    id: 1,
    username: 'ops_amir',
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    merchant: { code: 'DEMO', name: 'Demo Casino', currencySymbol: 'RM' },
    mustChangePassword: false,
    ...overrides,
  };
}

/** An answer that is not an ErrorCode of the player site (the console's own), with its message. */
export function consoleFailure(code: string, status: number, message: string) {
  return new Response(JSON.stringify({ success: false, message, value: null, code }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** GET me: signed in as `operator`, or no console session (401) for null. */
export function meAnswer(operator: ConsoleOperator | null) {
  return {
    [`GET ${CONSOLE_PATHS.me}`]: () =>
      operator ? ok(operator) : consoleFailure('UNAUTHENTICATED', 401, 'Sign in to the console'),
  };
}

/**
 * Renders the console at `path` (under /console) with a memory router and a fresh query client,
 * in MS, its default language.
 */
export async function renderConsole(path = '/') {
  await initConsoleI18n('MS');
  const client = createConsoleQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(consoleRoutes, {
    basename: CONSOLE_WEB_PATH,
    initialEntries: [`${CONSOLE_WEB_PATH}${path === '/' ? '' : path}`],
  });
  const view = render(
    <ConsoleProviders client={client}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...view, router, client };
}

const day = (date: string, ggr: string): ConsoleDashboardDay => ({
  date,
  newMembers: 12,
  activePlayers: 340,
  logins: 1280,
  bets: 45210,
  stakes: '1234567.5',
  payouts: '1100000',
  ggr,
});

export function consoleDashboard(): ConsoleDashboard {
  const days = [1, 2, 3, 4, 5, 6, 7].map((n) => day(`2026-03-0${n}`, `${n}000.00`));
  return {
    today: day('2026-03-07', '134567.5'),
    days,
    ggrByCategory: [{ code: 'SLOT', bets: 30000, ggr: '90000' }],
    ggrByVendor: [{ code: 'WPS', bets: 45210, ggr: '-1500.25' }],
  };
}

/** A four-eyes approval awaiting its second operator: finance gave the first. */
export function awaitingApproval(
  overrides: Partial<FourEyesApprovalView> = {},
): FourEyesApprovalView {
  return {
    id: 31,
    kind: 'ADJUSTMENT',
    status: 'AWAITING_SECOND',
    subject: '7:adjust-key-1',
    memberId: 7,
    memberAccount: 'demo_7',
    amount: '25.00',
    payload: { reason: 'goodwill' },
    reasons: ['MONITORED'],
    firstOperator: 'finance',
    secondOperator: null,
    rejectReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
