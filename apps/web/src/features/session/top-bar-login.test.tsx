import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '../../test/api-mock';
import { loginAnswer, memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/** The top bar's compact form (happy-dom's window is 1024 px wide, so the form is shown). */
async function topBarForm() {
  return screen.findByRole('form', { name: 'Log masuk ke akaun anda' });
}

function type(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

describe('top bar login form', () => {
  it('logs in with trimmed inputs like the dialog and shows the logged-in area', async () => {
    const api = mockApi({
      'POST /wps/session/login': () => ok(loginAnswer({ token: 'token-1' })),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    const { router } = renderApp('/promotions');
    const form = await topBarForm();
    // Labels are visually hidden but name the inputs; the placeholders repeat them.
    expect(within(form).getByLabelText('Nama pengguna').getAttribute('placeholder')).toBe(
      'Nama pengguna',
    );
    type(form, 'Nama pengguna', '  player1 ');
    type(form, 'Kata laluan', ' Secret123 ');
    fireEvent.click(within(form).getByRole('button', { name: 'Log Masuk' }));

    expect(await screen.findByText('Player One')).toBeTruthy();
    expect(api.to('POST /wps/session/login')).toHaveLength(1);
    expect(api.to('POST /wps/session/login')[0]?.body).toEqual({
      username: 'player1',
      password: 'Secret123',
      type: 'username',
    });
    expect(window.sessionStorage.getItem('token')).toBe('token-1');
    expect(window.sessionStorage.getItem('username')).toBe('player1');
    expect(window.sessionStorage.getItem('customerId')).toBe('10001');
    expect(screen.getByText('ID: 10001')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Log masuk ke akaun anda' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/promotions');
    // No remember-me cookie unless the username was remembered already.
    expect(document.cookie).not.toContain('rememberUsername=player1');
  });

  it('opens the login dialog with the username, the error and the captcha after a captcha failure', async () => {
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
    const form = await topBarForm();
    type(form, 'Nama pengguna', ' player1 ');
    type(form, 'Kata laluan', 'wrong');
    fireEvent.submit(form);

    const dialog = await screen.findByRole('dialog', { name: 'Log Masuk' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nama pengguna').value).toBe('player1');
    expect(within(dialog).getByText('Akaun atau kata laluan salah')).toBeTruthy();
    const captcha = await within(dialog).findByLabelText('Kod pengesahan');
    expect(
      (await within(dialog).findByAltText('Gambar kod pengesahan')).getAttribute('src'),
    ).toContain('data:image/svg+xml');
    expect(within(form).getByLabelText<HTMLInputElement>('Kata laluan').value).toBe('');

    // The dialog goes on with the captcha it was handed.
    fireEvent.change(within(dialog).getByLabelText('Kata laluan'), {
      target: { value: 'Secret123' },
    });
    fireEvent.change(captcha, { target: { value: ' ab12 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Masuk' }));
    await waitFor(() => expect(api.to('POST /wps/session/login')).toHaveLength(2));
    expect(api.to('POST /wps/session/login')[1]?.body).toEqual({
      username: 'player1',
      password: 'Secret123',
      type: 'username',
      captcha: 'ab12',
    });
    expect(await screen.findByText('Player One')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows any other failure in the dialog, without a captcha', async () => {
    mockApi({ 'POST /wps/session/login': () => failure('LOGIN_LOCKED', 429) });
    renderApp('/');
    const form = await topBarForm();
    type(form, 'Nama pengguna', 'player1');
    type(form, 'Kata laluan', 'x');
    fireEvent.submit(form);
    const dialog = await screen.findByRole('dialog', { name: 'Log Masuk' });
    expect(await within(dialog).findByText(/Log masuk dikunci buat sementara/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Kod pengesahan')).toBeNull();
  });

  it('prefills the remembered username and opens the dialog when the password is missing', async () => {
    document.cookie = 'rememberUsername=player7; Path=/';
    const api = mockApi();
    renderApp('/');
    const form = await topBarForm();
    expect(within(form).getByLabelText<HTMLInputElement>('Nama pengguna').value).toBe('player7');
    fireEvent.click(within(form).getByRole('button', { name: 'Log Masuk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Masuk' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nama pengguna').value).toBe('player7');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(api.to('POST /wps/session/login')).toHaveLength(0);
  });

  it('opens the forced password change after a login with an expired password', async () => {
    mockApi({ 'POST /wps/session/login': () => ok(loginAnswer({ passwordExpired: true })) });
    renderApp('/');
    const form = await topBarForm();
    type(form, 'Nama pengguna', 'newbie');
    type(form, 'Kata laluan', '123456');
    fireEvent.submit(form);
    const change = await screen.findByRole('dialog', { name: 'Tukar Kata Laluan' });
    expect(window.sessionStorage.getItem('cpw')).toBe('1');
    expect(within(change).queryByLabelText('Kata laluan lama')).toBeNull();
  });

  it('opens the register and forgot-password dialogs', async () => {
    mockApi();
    renderApp('/');
    const form = await topBarForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Lupa kata laluan?' }));
    expect(await screen.findByRole('dialog', { name: 'Lupa Kata Laluan' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('dialog', { name: 'Daftar Akaun' })).toBeTruthy();
  });

  it('keeps the log in and register buttons on a narrow screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    mockApi();
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Masuk' }));
    expect(await screen.findByRole('dialog', { name: 'Log Masuk' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Log masuk ke akaun anda' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeTruthy();
  });
});
