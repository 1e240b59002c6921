import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, statusWith } from '../../test/api-mock';
import { loginAnswer, memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const bothMethods = statusWith(['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3']);

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

async function openRegister(path = '/register') {
  const view = renderApp(path);
  const dialog = await screen.findByRole('dialog', { name: 'Daftar Akaun' });
  return { ...view, dialog };
}

async function fillUsernameForm(dialog: HTMLElement) {
  await within(dialog).findByLabelText('E-mel');
  fill(dialog, 'Nama pengguna', 'player77');
  fill(dialog, 'Kata laluan', 'Secret123');
  fill(dialog, 'Sahkan kata laluan', 'Secret123');
  fireEvent.click(within(dialog).getByLabelText(/Saya telah membaca/));
  fireEvent.click(
    within(dialog).getByLabelText('Saya mengesahkan bahawa saya berumur 18 tahun ke atas'),
  );
}

describe('registration dialog', () => {
  it('shows a tab per method, mobile first, and the fields of each', async () => {
    mockApi({}, { status: bothMethods });
    const { dialog } = await openRegister();
    const mobileTab = await within(dialog).findByRole('tab', { name: 'Nombor telefon' });
    expect(mobileTab.getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByLabelText('Nombor telefon')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Nama pengguna')).toBeNull();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Nama pengguna' }));
    expect(within(dialog).getByLabelText('Nama pengguna')).toBeTruthy();
    expect(within(dialog).getByLabelText('E-mel')).toBeTruthy();
  });

  it('has no tabs when only one method is on', async () => {
    mockApi({}, { status: statusWith(['USERNAMEREG3']) });
    const { dialog } = await openRegister();
    await within(dialog).findByLabelText('Nama pengguna');
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('checks the operator rules with the shared validator and its messages', async () => {
    const api = mockApi({}, { status: statusWith(['USERNAMEREG3']) });
    const { dialog } = await openRegister();
    await within(dialog).findByLabelText('E-mel');
    fill(dialog, 'Nama pengguna', '1bad');
    fill(dialog, 'Kata laluan', 'abcdef');
    fill(dialog, 'Sahkan kata laluan', 'abcdeg');
    fill(dialog, 'E-mel', 'not-an-email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Daftar' }));

    expect(
      await within(dialog).findByText(
        'Mesti bermula dengan huruf dan hanya mengandungi huruf dan nombor, 6 hingga 16 aksara',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Mesti gabungan huruf dan nombor, 6 hingga 20 aksara'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Kedua-dua input tidak sepadan')).toBeTruthy();
    expect(
      within(dialog).getByText('Sila masukkan alamat e-mel yang sah, 6 hingga 50 aksara'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Sila bersetuju dengan Terma dan Syarat')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Sila bersetuju dengan pengesahan bahawa anda berumur 18 tahun ke atas',
      ),
    ).toBeTruthy();
    expect(api.to('PUT /wps/member/register')).toHaveLength(0);
  });

  it('registers by username, logs in and goes to /', async () => {
    const api = mockApi(
      {
        'PUT /wps/member/register': () => ok(loginAnswer({ token: 'new-token' })),
        'GET /wps/member/info': () => ok({ ...memberInfo, nickname: 'player77' }),
      },
      { status: statusWith(['USERNAMEREG3']) },
    );
    const { dialog, router } = await openRegister('/register?referralCode=FRIEND1');
    await fillUsernameForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Daftar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.sessionStorage.getItem('token')).toBe('new-token');
    expect(await screen.findByText('player77')).toBeTruthy();
    const body = api.to('PUT /wps/member/register')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'player77',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      referralCode: 'FRIEND1',
      affiliateCode: '',
      email: '',
      registerMethod: 'WEB',
      login: true,
      termsAccepted: true,
      ageConfirmed: true,
    });
  });

  it('shows the server’s per-field messages and a taken username at its field', async () => {
    let answer = 0;
    mockApi(
      {
        'PUT /wps/member/register': () => {
          answer += 1;
          return answer === 1
            ? failure('VALIDATION_FAILED', 400, { fields: { email: ['Server: e-mail refused'] } })
            : failure('USERNAME_TAKEN', 409);
        },
      },
      { status: statusWith(['USERNAMEREG3']) },
    );
    const { dialog } = await openRegister();
    await fillUsernameForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Daftar' }));
    expect(await within(dialog).findByText('Server: e-mail refused')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Daftar' }));
    expect(await within(dialog).findByText('Nama pengguna ini telah digunakan')).toBeTruthy();
    expect(within(dialog).getByLabelText('Nama pengguna').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('hides the invitation field for a valid code from the link and sends the code', async () => {
    const api = mockApi(
      {
        'GET /wps/agent/affiliate': () => ok({ valid: true, agentNickname: 'Demo Agent' }),
        'PUT /wps/member/register': () => ok(loginAnswer()),
        'GET /wps/member/info': () => ok(memberInfo),
      },
      { status: statusWith(['USERNAMEREG3']) },
    );
    const { dialog } = await openRegister('/register?affiliateCode=DEMOAGENT');
    expect(await within(dialog).findByText('Anda dijemput oleh Demo Agent.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Kod jemputan')).toBeNull();
    expect(api.to('GET /wps/agent/affiliate')[0]?.query.get('code')).toBe('DEMOAGENT');
    await fillUsernameForm(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(api.to('PUT /wps/member/register')).toHaveLength(1));
    expect(api.to('PUT /wps/member/register')[0]?.body).toMatchObject({
      affiliateCode: 'DEMOAGENT',
    });
  });

  it('shows the invitation field with invitation_code_error for an invalid code', async () => {
    mockApi(
      { 'GET /wps/agent/affiliate': () => ok({ valid: false, agentNickname: null }) },
      { status: statusWith(['USERNAMEREG3']) },
    );
    const { dialog } = await openRegister('/register?code=NOPE');
    const field = await within(dialog).findByLabelText('Kod jemputan');
    expect((field as HTMLInputElement).value).toBe('NOPE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Daftar' }));
    expect(await within(dialog).findByText('Kod jemputan salah')).toBeTruthy();
  });

  it('asks an SMS code with REGMOBVERF3 and sends it to the registration SMS call', async () => {
    const api = mockApi(
      { 'POST /wps/verification/sms/register': () => ok({ expiredMinutes: 5 }) },
      { status: statusWith(['MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3']) },
    );
    const { dialog } = await openRegister();
    await within(dialog).findByLabelText('Kod SMS');
    fill(dialog, 'Nombor telefon', '123456789');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hantar kod' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Hantar semula (300s)' }),
    ).toBeTruthy();
    expect(api.to('POST /wps/verification/sms/register')[0]?.body).toEqual({
      mobileNo: '123456789',
      countryDialingCode: '+60',
    });
    expect(within(dialog).getByLabelText('Kod SMS')).toBeTruthy();
  });

  it('closes on Escape and returns to /', async () => {
    mockApi();
    const { dialog, router } = await openRegister();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
