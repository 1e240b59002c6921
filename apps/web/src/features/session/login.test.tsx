import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, statusWith } from '../../test/api-mock';
import { loginAnswer, memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

async function openLogin() {
  fireEvent.click(await screen.findByRole('button', { name: 'Log Masuk' }));
  return screen.findByRole('dialog', { name: 'Log Masuk' });
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

function submit(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log Masuk' }));
}

describe('login dialog', () => {
  it('asks for username and password before calling the API', async () => {
    const api = mockApi();
    renderApp('/');
    const dialog = await openLogin();
    submit(dialog);
    expect(await within(dialog).findAllByText('Input tidak boleh dikosongkan')).toHaveLength(2);
    expect(api.to('POST /wps/session/login')).toHaveLength(0);
  });

  it('logs in with trimmed inputs, stores the session, loads the member and shows the logged-in area', async () => {
    const api = mockApi({
      'POST /wps/session/login': () => ok(loginAnswer({ token: 'token-1' })),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    const { router } = renderApp('/promotions');
    const dialog = await openLogin();
    type(dialog, 'Nama pengguna', '  player1 ');
    type(dialog, 'Kata laluan', 'Secret123');
    fireEvent.click(within(dialog).getByLabelText('Ingat saya'));
    submit(dialog);

    expect(await screen.findByText('Player One')).toBeTruthy();
    expect(api.to('POST /wps/session/login')[0]?.body).toEqual({
      username: 'player1',
      password: 'Secret123',
      type: 'username',
      rememberMe: true,
    });
    expect(window.sessionStorage.getItem('token')).toBe('token-1');
    expect(window.sessionStorage.getItem('username')).toBe('player1');
    expect(window.sessionStorage.getItem('nickname')).toBe('Player One');
    expect(window.sessionStorage.getItem('customerId')).toBe('10001');
    expect(window.sessionStorage.getItem('isAgent')).toBe('0');
    expect(window.sessionStorage.getItem('merchant')).toBe('DEMO');
    expect(window.sessionStorage.getItem('platform')).toBe('W');
    expect(document.cookie).toContain('rememberUsername=player1');
    expect(screen.getByText('ID: 10001')).toBeTruthy();
    expect(screen.getByText('VIP 3')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('makes the first-login call after a first login, before loading the member, and not otherwise', async () => {
    const order: string[] = [];
    let first = true;
    const api = mockApi({
      'POST /wps/session/login': () => {
        order.push('login');
        const answer = ok(loginAnswer({ firstTimeLogin: first }));
        first = false;
        return answer;
      },
      'POST /wps/member/firstLogin': () => {
        order.push('firstLogin');
        return ok({ welcomed: true });
      },
      'GET /wps/member/info': () => {
        order.push('info');
        return ok(memberInfo);
      },
    });
    renderApp('/');
    const dialog = await openLogin();
    type(dialog, 'Nama pengguna', 'player1');
    type(dialog, 'Kata laluan', 'Secret123');
    submit(dialog);
    expect(await screen.findByText('Player One')).toBeTruthy();
    expect(order.slice(0, 3)).toEqual(['login', 'firstLogin', 'info']);
    expect(api.to('POST /wps/member/firstLogin')).toHaveLength(1);
  });

  it('fills in the remembered username', async () => {
    document.cookie = 'rememberUsername=player7; Path=/';
    mockApi();
    renderApp('/');
    const dialog = await openLogin();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nama pengguna').value).toBe('player7');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Ingat saya').checked).toBe(true);
  });

  it('shows the captcha after a failure that asks for it and sends it next time', async () => {
    let attempts = 0;
    const api = mockApi({
      'POST /wps/session/login': () => {
        attempts += 1;
        return attempts === 1
          ? failure('INVALID_CREDENTIALS', 400, { captcha: true })
          : ok(loginAnswer());
      },
      'GET /wps/captcha': () => ok('data:image/svg+xml;base64,AAAA'),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    renderApp('/');
    const dialog = await openLogin();
    expect(within(dialog).queryByLabelText('Kod pengesahan')).toBeNull();
    type(dialog, 'Nama pengguna', 'player1');
    type(dialog, 'Kata laluan', 'wrong');
    submit(dialog);

    expect(await within(dialog).findByText('Akaun atau kata laluan salah')).toBeTruthy();
    const captcha = await within(dialog).findByLabelText('Kod pengesahan');
    expect(
      (await within(dialog).findByAltText('Gambar kod pengesahan')).getAttribute('src'),
    ).toContain('data:image/svg+xml');
    expect(api.to('GET /wps/captcha')).toHaveLength(1);

    submit(dialog);
    expect(await within(dialog).findByText('Input tidak boleh dikosongkan')).toBeTruthy();
    fireEvent.change(captcha, { target: { value: ' ab12 ' } });
    type(dialog, 'Kata laluan', 'Secret123');
    submit(dialog);
    await waitFor(() => expect(api.to('POST /wps/session/login')).toHaveLength(2));
    expect(api.to('POST /wps/session/login')[1]?.body).toMatchObject({ captcha: 'ab12' });
  });

  it('opens the forced password change after a login with the default password', async () => {
    const api = mockApi({
      'POST /wps/session/login': () => ok(loginAnswer({ passwordExpired: true })),
      'POST /wps/member/password': () => ok(null),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    const { router } = renderApp('/promotions');
    const dialog = await openLogin();
    type(dialog, 'Nama pengguna', 'newbie');
    type(dialog, 'Kata laluan', '123456');
    submit(dialog);

    const change = await screen.findByRole('dialog', { name: 'Tukar Kata Laluan' });
    expect(window.sessionStorage.getItem('cpw')).toBe('1');
    // Forced: no close button, and the old password is already known.
    expect(within(change).queryByRole('button', { name: 'Tutup' })).toBeNull();
    expect(within(change).queryByLabelText('Kata laluan lama')).toBeNull();
    expect(api.to('GET /wps/member/info')).toHaveLength(0);

    fireEvent.change(within(change).getByLabelText('Kata laluan baharu'), {
      target: { value: 'Better123' },
    });
    fireEvent.change(within(change).getByLabelText('Sahkan kata laluan baharu'), {
      target: { value: 'Better123' },
    });
    fireEvent.click(within(change).getByRole('button', { name: 'Simpan kata laluan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('POST /wps/member/password')[0]?.body).toEqual({
      oldPassword: '123456',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    });
    expect(window.sessionStorage.getItem('cpw')).toBeNull();
    expect(await screen.findByText('Player One')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the SMS method only when MOBILEVERCODELOGIN3 is on', async () => {
    mockApi({}, { status: statusWith(['MOBILEVERCODELOGIN3']) });
    renderApp('/');
    const dialog = await openLogin();
    const smsTab = await within(dialog).findByRole('tab', { name: 'Kod SMS' });
    fireEvent.click(smsTab);
    expect(within(dialog).getByLabelText('Nombor telefon')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Hantar kod' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Kata laluan')).toBeNull();
  });

  it('has no method tabs without MOBILEVERCODELOGIN3', async () => {
    mockApi({}, { status: statusWith([]) });
    renderApp('/');
    const dialog = await openLogin();
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('shows a lock-out as a message', async () => {
    mockApi({
      'POST /wps/session/login': () => failure('LOGIN_LOCKED', 429, { captcha: true }),
      'GET /wps/captcha': () => ok('data:image/png;base64,AAAA'),
    });
    renderApp('/');
    const dialog = await openLogin();
    type(dialog, 'Nama pengguna', 'player1');
    type(dialog, 'Kata laluan', 'x');
    submit(dialog);
    expect(await within(dialog).findByText(/Log masuk dikunci buat sementara/)).toBeTruthy();
  });

  it('tells until when a login is locked, and that an SMS code or a reset still works', async () => {
    const lockedUntil = new Date(2026, 10, 25, 14, 45);
    mockApi({
      'POST /wps/session/login': () =>
        failure('LOGIN_LOCKED', 429, { captcha: true, lockedUntil: lockedUntil.toISOString() }),
      'GET /wps/captcha': () => ok('data:image/png;base64,AAAA'),
    });
    renderApp('/');
    const dialog = await openLogin();
    type(dialog, 'Nama pengguna', 'player1');
    type(dialog, 'Kata laluan', 'x');
    submit(dialog);
    const time = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
      timeStyle: 'short',
    }).format(lockedUntil);
    expect(
      await within(dialog).findByText(
        `Terlalu banyak percubaan gagal. Anda boleh cuba lagi selepas ${time}, atau log masuk dengan kod SMS atau tetapkan semula kata laluan anda sekarang.`,
      ),
    ).toBeTruthy();
  });

  it('opens free play when DIRECTREG3 is on, as a demo account', async () => {
    const api = mockApi(
      {
        'POST /wps/session/login/freeplay': () => ok(loginAnswer({ token: 'demo-token' })),
        'GET /wps/member/info': () =>
          ok({ ...memberInfo, nickname: 'Guest 1', type: 4, clubLabel: null }),
      },
      { status: statusWith(['DIRECTREG3']) },
    );
    const { router } = renderApp('/promotions');
    const dialog = await openLogin();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Main Percuma' }));
    expect(await screen.findByText('Guest 1')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem('isAgent')).toBe('4');
    expect(api.to('POST /wps/session/login/freeplay')[0]?.body).toMatchObject({
      platform: 'W',
      gatewayVersion: 3,
    });
  });
});
