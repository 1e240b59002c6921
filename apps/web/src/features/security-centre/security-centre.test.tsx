import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SecurityOverview } from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { failure, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import SecurityCentrePage from './components/SecurityCentrePage';

const OVERVIEW: SecurityOverview = {
  account: 'player1',
  nickname: 'player1',
  realName: null,
  birthday: null,
  minimumAge: 18,
  phone: null,
  email: null,
  paymentPassword: { isSet: false, lockedUntil: null },
};

function renderPage(overview: Partial<SecurityOverview> = {}, handlers = {}) {
  window.sessionStorage.setItem('token', 't');
  const state = { overview: { ...OVERVIEW, ...overview } };
  const api = mockApi({
    'GET /wps/member/security': () => ok(state.overview),
    'GET /wps/member/security/logins': () =>
      ok({ list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 }),
    'GET /wps/member/security/sessions': () =>
      ok({
        list: [
          {
            createdAt: '2026-11-20T08:00:00.000Z',
            address: '203.0.113.9',
            browser: 'Chrome',
            os: 'Windows',
            current: true,
          },
          {
            createdAt: '2026-11-19T08:00:00.000Z',
            address: '203.0.113.7',
            browser: 'Safari',
            os: 'iPhone',
            current: false,
          },
        ],
        pageNo: 1,
        pageSize: 10,
        totalCount: 2,
        totalPages: 1,
      }),
    ...handlers,
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders client={client}>
      <SecurityCentrePage />
    </AppProviders>,
  );
  return { api, state };
}

const section = (name: string) => screen.findByRole('region', { name });
const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { selector: 'input' }), {
    target: { value },
  });

describe('security centre', () => {
  it("refuses a birthday under the operator's minimum age before sending anything", async () => {
    const { api } = renderPage({ minimumAge: 21 });
    const profile = await section('Profil');
    const twentyYearsAgo = new Date();
    twentyYearsAgo.setFullYear(twentyYearsAgo.getFullYear() - 20);
    fill(profile, 'Tarikh lahir', twentyYearsAgo.toISOString().slice(0, 10));
    fireEvent.click(within(profile).getByRole('button', { name: 'Simpan profil' }));
    expect(await within(profile).findByText('Sila sahkan anda berumur 21 tahun')).toBeTruthy();
    expect(api.to('PUT /wps/member/security/profile')).toHaveLength(0);
  });

  it('shows a real name and birthday once set, and sends only the nickname', async () => {
    const { api } = renderPage(
      { realName: 'Ali Bin Abu', birthday: '1990-05-17' },
      {
        'PUT /wps/member/security/profile': () =>
          ok({ ...OVERVIEW, nickname: 'Lucky', realName: 'Ali Bin Abu', birthday: '1990-05-17' }),
      },
    );
    const profile = await section('Profil');
    const realName = within(profile).getByLabelText('Nama sebenar', { selector: 'input' });
    expect((realName as HTMLInputElement).readOnly).toBe(true);
    expect((realName as HTMLInputElement).value).toBe('Ali Bin Abu');
    fill(profile, 'Nama panggilan', ' Lucky ');
    fireEvent.click(within(profile).getByRole('button', { name: 'Simpan profil' }));
    expect(await within(profile).findByText('Profil disimpan')).toBeTruthy();
    expect(api.to('PUT /wps/member/security/profile')[0]?.body).toEqual({ nickname: 'Lucky' });
  });

  it('checks the payment password and its confirmation before sending', async () => {
    const { api } = renderPage(
      {},
      {
        'PUT /wps/member/payment-password': () => ok({ isSet: true, lockedUntil: null }),
      },
    );
    const payment = await section('Kata laluan pembayaran');
    fill(payment, 'Kata laluan log masuk', 'Secret123');
    fill(payment, 'Kata laluan pembayaran baharu (6 digit)', '135790');
    fill(payment, 'Sahkan kata laluan pembayaran', '135791');
    fireEvent.click(within(payment).getByRole('button', { name: 'Simpan kata laluan pembayaran' }));
    expect(await within(payment).findByText('Kedua-dua input tidak sepadan')).toBeTruthy();
    expect(api.to('PUT /wps/member/payment-password')).toHaveLength(0);

    fill(payment, 'Sahkan kata laluan pembayaran', '135790');
    fireEvent.click(within(payment).getByRole('button', { name: 'Simpan kata laluan pembayaran' }));
    expect(await within(payment).findByText('Kata laluan pembayaran disimpan')).toBeTruthy();
    expect(api.to('PUT /wps/member/payment-password')[0]?.body).toEqual({
      password: 'Secret123',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(within(payment).getByText('Kata laluan pembayaran telah ditetapkan')).toBeTruthy();
  });

  it('offers the reset by code only with a verified phone or e-mail', async () => {
    renderPage({ phone: { countryDialingCode: '+60', masked: '12****701', verified: false } });
    const payment = await section('Kata laluan pembayaran');
    fireEvent.click(within(payment).getByRole('tab', { name: 'Lupa? Tetapkan semula dengan kod' }));
    expect(
      within(payment).getByText(
        'Ikat dan sahkan nombor telefon atau e-mel dahulu untuk menerima kod.',
      ),
    ).toBeTruthy();
  });

  it('asks for the login password before any code goes out', async () => {
    const { api } = renderPage();
    const phone = await section('Nombor telefon');
    fill(phone, 'Nombor telefon baharu', '12345678');
    fireEvent.click(within(phone).getByRole('button', { name: 'Hantar kod' }));
    expect(await within(phone).findByText('Input tidak boleh dikosongkan')).toBeTruthy();
    expect(api.to('POST /wps/member/security/phone/code')).toHaveLength(0);
  });

  it('binds a phone: a code after the login password, then the code', async () => {
    const { api } = renderPage(
      {},
      {
        'POST /wps/member/security/phone/code': () =>
          ok({ channel: 'SMS', expiredMinutes: 5, resendSeconds: 60 }),
        'POST /wps/member/security/phone': () =>
          ok({
            ...OVERVIEW,
            phone: { countryDialingCode: '+60', masked: '12****678', verified: true },
          }),
      },
    );
    const phone = await section('Nombor telefon');
    fill(phone, 'Nombor telefon baharu', '12345678');
    fill(phone, 'Kata laluan log masuk', 'Secret123');
    fireEvent.click(within(phone).getByRole('button', { name: 'Hantar kod' }));
    await waitFor(() => expect(api.to('POST /wps/member/security/phone/code')).toHaveLength(1));
    expect(api.to('POST /wps/member/security/phone/code')[0]?.body).toEqual({
      password: 'Secret123',
      countryDialingCode: '+60',
      mobileNum: '12345678',
    });
    fill(phone, 'Kod pengesahan', '123456');
    fireEvent.click(within(phone).getByRole('button', { name: 'Ikat nombor telefon' }));
    expect(await within(phone).findByText('Disahkan')).toBeTruthy();
    expect(api.to('POST /wps/member/security/phone')[0]?.body).toEqual({
      countryDialingCode: '+60',
      mobileNum: '12345678',
      code: '123456',
    });
  });

  it('says why a code was refused', async () => {
    renderPage(
      {},
      {
        'POST /wps/member/security/phone': () => failure('SMS_CODE_INVALID', 400),
      },
    );
    const phone = await section('Nombor telefon');
    fill(phone, 'Nombor telefon baharu', '12345678');
    fill(phone, 'Kod pengesahan', '000000');
    fireEvent.click(within(phone).getByRole('button', { name: 'Ikat nombor telefon' }));
    expect(await within(phone).findByRole('alert')).toBeTruthy();
    expect(within(phone).getByText('Belum diikat')).toBeTruthy();
  });

  it('lists the sessions with this device marked, and signs out the others', async () => {
    const { api } = renderPage(
      {},
      { 'POST /wps/member/security/sessions/sign-out-others': () => ok({ signedOut: 1 }) },
    );
    const sessions = await section('Peranti aktif');
    expect(await within(sessions).findByText('Safari · iPhone')).toBeTruthy();
    expect(within(sessions).getByText('(peranti ini)', { exact: false })).toBeTruthy();
    fireEvent.click(within(sessions).getByRole('button', { name: 'Log keluar peranti lain' }));
    expect(await within(sessions).findByText('Peranti lain dilog keluar: 1')).toBeTruthy();
    expect(api.to('POST /wps/member/security/sessions/sign-out-others')).toHaveLength(1);
  });
});
