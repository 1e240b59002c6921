import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TAB_SESSION_HINT_COOKIE } from '@wps/shared-types';
import { failure, mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { LOGOUT_MESSAGE, TAB_CHANNEL, connectTabs, joinBrowserSession } from './tab-session';

const setHint = () => (document.cookie = `${TAB_SESSION_HINT_COOKIE}=1; Path=/`);

afterEach(() => {
  // An expiry in the past: happy-dom keeps a Max-Age=0 cookie within the same millisecond.
  document.cookie = `${TAB_SESSION_HINT_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
});

describe('a new tab', () => {
  it("joins the browser's session when the server's hint says there is one", async () => {
    setHint();
    const api = mockApi({
      'POST /wps/session/tab': () => ok({ token: 'tab-token', passwordChangeRequired: false }),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    await joinBrowserSession();
    expect(api.to('POST /wps/session/tab')).toHaveLength(1);
    expect(window.sessionStorage.getItem('token')).toBe('tab-token');
    expect(window.sessionStorage.getItem('cpw')).toBeNull();

    renderApp('/');
    expect(await screen.findByRole('button', { name: /Player One/ })).toBeTruthy();
    expect(api.to('GET /wps/member/info')[0]?.headers.get('Authorization')).toBe(
      'Bearer tab-token',
    );
  });

  it('keeps the forced password change the session still owes', async () => {
    setHint();
    mockApi({
      'POST /wps/session/tab': () => ok({ token: 'tab-token', passwordChangeRequired: true }),
    });
    await joinBrowserSession();
    expect(window.sessionStorage.getItem('cpw')).toBe('1');
  });

  it('asks nothing without the hint, or with a token of its own', async () => {
    const api = mockApi();
    await joinBrowserSession();
    setHint();
    window.sessionStorage.setItem('token', 'own');
    await joinBrowserSession();
    expect(api.to('POST /wps/session/tab')).toHaveLength(0);
    expect(window.sessionStorage.getItem('token')).toBe('own');
  });

  it('stays logged out when the session has ended', async () => {
    setHint();
    mockApi({ 'POST /wps/session/tab': () => failure('UNAUTHENTICATED', 401) });
    await joinBrowserSession();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});

describe('logout across tabs', () => {
  // The other tab: a channel of the same name (BroadcastChannel delivers to every other one).
  let otherTab: BroadcastChannel | null = null;
  let disconnect: (() => void) | null = null;
  afterEach(() => {
    otherTab?.close();
    disconnect?.();
  });

  it('tells the other tabs when the member logs out here', async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({
      'GET /wps/member/info': () => ok(memberInfo),
      'DELETE /wps/session/logout': () => ok(null),
    });
    const { client } = renderApp('/');
    disconnect = connectTabs(client);
    otherTab = new BroadcastChannel(TAB_CHANNEL);
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (event) => heard.push(event.data));

    fireEvent.click(await screen.findByRole('button', { name: /Player One/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log Keluar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Log Keluar' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ya, log keluar' }));
    await waitFor(() => expect(heard).toEqual([LOGOUT_MESSAGE]));
  });

  it("logs out at once when another tab's logout is heard", async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({ 'GET /wps/member/info': () => ok(memberInfo) });
    const { client } = renderApp('/');
    disconnect = connectTabs(client);
    expect(await screen.findByRole('button', { name: /Player One/ })).toBeTruthy();

    otherTab = new BroadcastChannel(TAB_CHANNEL);
    otherTab.postMessage(LOGOUT_MESSAGE);
    expect(await screen.findByRole('button', { name: 'Log Masuk' })).toBeTruthy();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('DEMO');
  });
});
