import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { agentCentreInfo, teamFigures } from '../../test/agent-centre';
import { renderApp } from '../../test/render';
import { currentAccessDialog } from './access-dialogs';
import { guardVerdict, useActionGuard } from './hooks/useActionGuard';
import type { SessionSnapshot } from './session-store';

const visitor: SessionSnapshot = {
  token: null,
  isAgent: null,
  passwordChangeRequired: false,
  nickname: null,
  account: null,
  customerId: null,
};

describe('guardVerdict', () => {
  it('sends a visitor to the login popup', () => {
    expect(guardVerdict(visitor)).toBe('login');
  });
  it('blocks a demo account (isAgent 4)', () => {
    expect(guardVerdict({ ...visitor, token: 't', isAgent: 4 })).toBe('needTrueAccount');
  });
  it.each([0, 1, 2, 41, 42])('lets isAgent %s through', (isAgent) => {
    expect(guardVerdict({ ...visitor, token: 't', isAgent })).toBe('proceed');
  });
});

describe('useActionGuard', () => {
  it('opens the login popup and blocks the action without a token', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useActionGuard());
    let ran = true;
    act(() => {
      ran = result.current(action);
    });
    expect(ran).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(currentAccessDialog()?.name).toBe('loginPopupModal');
  });

  it('shows the demo warning for a free-play account', () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '4');
    const action = vi.fn();
    const { result } = renderHook(() => useActionGuard());
    act(() => {
      result.current(action);
    });
    expect(action).not.toHaveBeenCalled();
    expect(currentAccessDialog()?.name).toBe('needTrueAccount');
  });

  it('runs the action for a real account', () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '0');
    const action = vi.fn();
    const { result } = renderHook(() => useActionGuard());
    act(() => {
      result.current(action);
    });
    expect(action).toHaveBeenCalledOnce();
    expect(currentAccessDialog()).toBeNull();
  });
});

describe('guarded header actions', () => {
  it('shows in_need_true_account with its OK button to a demo account that deposits', async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({
      'GET /wps/member/info': () => ok({ ...memberInfo, nickname: 'Guest 9', type: 4 }),
      'GET /wps/member/info/icon': () => ok({ url: '/media/avatars/1.svg' }),
    });
    renderApp('/');
    expect(await screen.findByText('Guest 9')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const warning = await screen.findByRole('dialog', { name: 'Peringatan' });
    expect(within(warning).getByText('Sila Daftar Akaun Terlebih Dahulu')).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hides My account from a demo account and shows it to a member', async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({ 'GET /wps/member/info': () => ok({ ...memberInfo, type: 4 }) });
    const { unmount } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    expect(screen.queryByRole('menuitem', { name: 'Akaun Saya' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Log Keluar' })).toBeTruthy();
    unmount();

    window.sessionStorage.setItem('isAgent', '0');
    mockApi({ 'GET /wps/member/info': () => ok(memberInfo) });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    expect(await screen.findByRole('menuitem', { name: 'Akaun Saya' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Ejen' })).toBeNull();
  });

  it('offers the agent entry to agents, which opens the agent centre', async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({
      'GET /wps/member/info': () => ok({ ...memberInfo, type: 1 }),
      'GET /wps/agent/centre': () => ok(agentCentreInfo()),
      'GET /wps/agent/team/overview': () =>
        ok({ from: '2026-11-23', to: '2026-11-23', direct: teamFigures(), team: teamFigures() }),
    });
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ejen' }));
    expect(await screen.findByRole('dialog', { name: 'Demo Agensi' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agentHome');

    // Closed, the centre opens again from the same entry on the agent's page.
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ejen' }));
    expect(await screen.findByRole('dialog', { name: 'Demo Agensi' })).toBeTruthy();
  });

  it('maps a 403 NEED_TRUE_ACCOUNT answer to the same warning', async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({ 'GET /wps/member/info': () => failure('NEED_TRUE_ACCOUNT', 403) });
    renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Peringatan' })).toBeTruthy();
  });

  it('forgets a session the server no longer accepts', async () => {
    window.sessionStorage.setItem('token', 'expired');
    mockApi({ 'GET /wps/member/info': () => failure('UNAUTHENTICATED', 401) });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Daftar' })).toBeTruthy();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('signs out after confirmation: DELETE logout, storage cleared, merchant kept, back to /', async () => {
    window.sessionStorage.setItem('token', 't');
    const api = mockApi({
      'GET /wps/member/info': () => ok(memberInfo),
      'DELETE /wps/session/logout': () => ok(null),
    });
    const { router } = renderApp('/promotions');
    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log Keluar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Log Keluar' });
    expect(api.to('DELETE /wps/session/logout')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, log keluar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('DELETE /wps/session/logout')[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('nickname')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('DEMO');
    expect(await screen.findByRole('button', { name: 'Log Masuk' })).toBeTruthy();
  });
});
