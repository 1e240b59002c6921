import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PATHS, CONSOLE_REQUEST_HEADER } from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import {
  consoleDashboard,
  consoleFailure,
  consoleOperator,
  meAnswer,
  renderConsole,
} from '../../../test/console';
import { ok } from '../../../test/fixtures';

async function navigationLinks() {
  const navigation = await screen.findByRole('navigation', { name: 'Navigasi konsol' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('console navigation', () => {
  it('shows the owner every page, with the name and role, and opens the dashboard', async () => {
    mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_PATHS.dashboard}`]: () => ok(consoleDashboard()),
    });
    const { router } = await renderConsole('/');
    expect(await navigationLinks()).toEqual([
      'Papan pemuka',
      'Ahli',
      'Kelulusan',
      'Ejen',
      'Perlindungan pemain',
      'Deposit',
      'Pengeluaran',
      'Penyesuaian vendor',
      'Amaran penyesuaian',
      'Rebat manual',
      'Rujukan',
      'Ganjaran',
      'Misi',
      'Mata',
      'Katalog',
      'Sokongan pelanggan',
      'Mesej',
      'Tetapan laman',
      'Kandungan',
      'Operator',
      'Jejak audit',
    ]);
    expect(screen.getByText('ops_amir')).toBeTruthy();
    expect(screen.getByText('Pemilik')).toBeTruthy();
    expect(await screen.findByText('RM 134,567.50')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/console/dashboard');
  });

  it('leaves out the pages the role may not read', async () => {
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${CONSOLE_PATHS.dashboard}`]: () => ok(consoleDashboard()),
    });
    await renderConsole('/');
    expect(await navigationLinks()).toEqual([
      'Papan pemuka',
      'Ahli',
      'Kelulusan',
      'Ejen',
      'Perlindungan pemain',
      'Deposit',
      'Pengeluaran',
      'Penyesuaian vendor',
      'Amaran penyesuaian',
      'Rebat manual',
      'Rujukan',
      'Ganjaran',
      'Misi',
      'Mata',
      'Katalog',
      'Sokongan pelanggan',
      'Mesej',
      'Tetapan laman',
      'Kandungan',
    ]);
  });

  it('refuses a page the permissions do not allow', async () => {
    mockApi(meAnswer(consoleOperator('READ_ONLY', { permissions: ['members.read'] })));
    await renderConsole('/dashboard');
    expect(await screen.findByText('Peranan anda tidak membenarkan halaman ini.')).toBeTruthy();
  });

  it('opens the first page the permissions allow', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY', { permissions: ['members.read'] })),
      [`GET ${CONSOLE_PATHS.members}`]: () => ok({ list: [], total: 0, page: 1, pageSize: 20 }),
    });
    const { router } = await renderConsole('/');
    expect(await navigationLinks()).toEqual(['Ahli']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/members'));
  });

  it('switches the language of the console', async () => {
    mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_PATHS.dashboard}`]: () => ok(consoleDashboard()),
    });
    await renderConsole('/');
    await navigationLinks();
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('link', { name: 'Members' })).toBeTruthy();
    expect(screen.getByText('Finance')).toBeTruthy();
    expect(window.localStorage.getItem('lang')).toBe('EN');
  });

  it('signs out, and everywhere, back to the sign-in page', async () => {
    let signedIn = true;
    const api = mockApi({
      [`GET ${CONSOLE_PATHS.me}`]: () =>
        signedIn ? ok(consoleOperator()) : consoleFailure('UNAUTHENTICATED', 401, 'Sign in'),
      [`GET ${CONSOLE_PATHS.dashboard}`]: () => ok(consoleDashboard()),
      [`POST ${CONSOLE_PATHS.signOutEverywhere}`]: () => {
        signedIn = false;
        return ok(null);
      },
    });
    await renderConsole('/');
    await navigationLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Log keluar di semua peranti' }));
    expect(await screen.findByRole('heading', { name: 'Log masuk ke konsol' })).toBeTruthy();
    const [signOut] = api.to(`POST ${CONSOLE_PATHS.signOutEverywhere}`);
    expect(signOut?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
  });

  it('shows the sign-in page when the session ends on a page', async () => {
    mockApi({
      ...meAnswer(consoleOperator()),
      [`GET ${CONSOLE_PATHS.dashboard}`]: () =>
        consoleFailure('UNAUTHENTICATED', 401, 'The session has ended'),
    });
    await renderConsole('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Log masuk ke konsol' })).toBeTruthy();
  });
});
