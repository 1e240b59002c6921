import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, statusWith } from '../../test/api-mock';
import { loginAnswer, memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

async function openForgot(path = '/') {
  const view = renderApp(path);
  fireEvent.click(await screen.findByRole('button', { name: 'Log Masuk' }));
  const login = await screen.findByRole('dialog', { name: 'Log Masuk' });
  fireEvent.click(within(login).getByRole('button', { name: 'Lupa kata laluan?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lupa Kata Laluan' });
  return { ...view, dialog };
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('forgot password', () => {
  it('opens on the e-mail tab and answers in_been_out as a sent notice', async () => {
    const api = mockApi({
      'POST /wps/member/password/email': () => ok(null),
    });
    const { dialog } = await openForgot();
    expect(within(dialog).getByRole('tab', { name: 'E-mel' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fill(dialog, 'Nama pengguna', ' player1 ');
    fill(dialog, 'Alamat e-mel', 'bad');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar' }));
    expect(await within(dialog).findByText('Sila masukkan alamat e-mel yang sah')).toBeTruthy();

    fill(dialog, 'Alamat e-mel', 'p1@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar' }));
    expect(
      await within(dialog).findByText(
        'Jika akaun dan e-mel sepadan, kami telah menghantar pautan untuk memilih kata laluan baharu. Ia boleh digunakan sekali, dalam masa 30 minit.',
      ),
    ).toBeTruthy();
    const body = api.to('POST /wps/member/password/email')[0]?.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('username=player1&email=p1%40example.com');
  });

  it('opens a recovery link at the new password, drops the token from the address, logs in', async () => {
    const api = mockApi({
      'POST /wps/member/password/email/reset': () =>
        ok({ ...loginAnswer({ token: 'link-token' }), account: 'player1' }),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    const { router } = renderApp('/?resetPassword=abc123');
    const dialog = await screen.findByRole('dialog', { name: 'Lupa Kata Laluan' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(dialog).queryByRole('tab')).toBeNull();
    fill(dialog, 'Kata laluan baharu', 'Fresh1234');
    fill(dialog, 'Sahkan kata laluan baharu', 'Fresh1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan dan log masuk' }));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('link-token'));
    expect(api.to('POST /wps/member/password/email/reset')[0]?.body).toEqual({
      token: 'abc123',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a recovery link is no longer valid', async () => {
    mockApi({
      'POST /wps/member/password/email/reset': () => failure('RECOVERY_LINK_INVALID', 400),
    });
    renderApp('/?resetPassword=used');
    const dialog = await screen.findByRole('dialog', { name: 'Lupa Kata Laluan' });
    fill(dialog, 'Kata laluan baharu', 'Fresh1234');
    fill(dialog, 'Sahkan kata laluan baharu', 'Fresh1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan dan log masuk' }));
    expect(
      await within(dialog).findByText('Pautan ini tidak lagi sah. Sila minta pautan baharu.'),
    ).toBeTruthy();
  });

  it('opens on the phone tab with CHNGPASSVERIF3', async () => {
    mockApi({}, { status: statusWith(['CHNGPASSVERIF3']) });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Masuk' }));
    const login = await screen.findByRole('dialog', { name: 'Log Masuk' });
    await waitFor(() => expect(within(login).queryByRole('tab')).toBeNull());
    fireEvent.click(within(login).getByRole('button', { name: 'Lupa kata laluan?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lupa Kata Laluan' });
    expect(within(dialog).getByRole('tab', { name: 'Telefon' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('resets by phone, logs in and goes to /', async () => {
    const api = mockApi({
      'POST /wps/verification/sms/noLogin': () => ok({ expiredMinutes: 5 }),
      'POST /wps/member/password/verification': () => ok(loginAnswer({ token: 'reset-token' })),
      'GET /wps/member/info': () => ok(memberInfo),
    });
    const { dialog, router } = await openForgot('/promotions');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Telefon' }));
    fill(dialog, 'Nombor telefon', '123456701');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar kod' }));
    await within(dialog).findByRole('button', { name: 'Hantar semula (300s)' });
    expect(api.to('POST /wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '123456701',
      countryDialingCode: '+60',
    });
    fill(dialog, 'Kod SMS', '123456');
    fill(dialog, 'Kata laluan baharu', 'Fresh1234');
    fill(dialog, 'Sahkan kata laluan baharu', 'Fresh1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tetapkan semula kata laluan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.sessionStorage.getItem('token')).toBe('reset-token');
    expect(api.to('POST /wps/member/password/verification')[0]?.body).toEqual({
      newPassword: 'Fresh1234',
      mobileNum: '123456701',
      verificationCode: '123456',
      countryDialingCode: '+60',
    });
    expect(await screen.findByText('Player One')).toBeTruthy();
  });

  it('shows a wrong SMS code as an error', async () => {
    mockApi({
      'POST /wps/member/password/verification': () => failure('SMS_CODE_INVALID', 400),
    });
    const { dialog } = await openForgot();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Telefon' }));
    fill(dialog, 'Nombor telefon', '123456701');
    fill(dialog, 'Kod SMS', '000000');
    fill(dialog, 'Kata laluan baharu', 'Fresh1234');
    fill(dialog, 'Sahkan kata laluan baharu', 'Fresh1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tetapkan semula kata laluan' }));
    expect(await within(dialog).findByText('Kod pengesahan tidak sah')).toBeTruthy();
  });
});

describe('change password', () => {
  it('comes back after a reload while the cpw flag is set, and cannot be closed', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('cpw', '1');
    const api = mockApi({ 'POST /wps/member/password': () => failure('BAD_REQUEST', 400) });
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Tukar Kata Laluan' });
    expect(within(dialog).queryByRole('button', { name: 'Tutup' })).toBeNull();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    // The old password is not known after a reload: it is asked.
    fill(dialog, 'Kata laluan lama', '123456');
    fill(dialog, 'Kata laluan baharu', 'short');
    fill(dialog, 'Sahkan kata laluan baharu', 'short');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan kata laluan' }));
    expect(
      await within(dialog).findByText('Mesti gabungan huruf dan nombor, 6 hingga 20 aksara'),
    ).toBeTruthy();
    expect(api.to('POST /wps/member/password')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Tukar Kata Laluan' })).toBeTruthy();
    expect(api.to('GET /wps/member/info')).toHaveLength(0);
  });

  it('opens for a session the server says must change its password', async () => {
    window.sessionStorage.setItem('token', 't');
    mockApi({ 'GET /wps/member/info': () => failure('PASSWORD_CHANGE_REQUIRED', 403) });
    renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Tukar Kata Laluan' })).toBeTruthy();
    expect(window.sessionStorage.getItem('cpw')).toBe('1');
  });
});
