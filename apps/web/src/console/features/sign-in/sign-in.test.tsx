import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsoleChallenge,
  type ConsoleSignedIn,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import {
  consoleDashboard,
  consoleFailure,
  consoleOperator,
  meAnswer,
  renderConsole,
} from '../../../test/console';
import { ok } from '../../../test/fixtures';

const QR_CODE = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

async function enterPassword() {
  await screen.findByLabelText('Nama pengguna');
  type('Nama pengguna', 'ops_amir');
  type('Kata laluan', 'Correct horse 1');
  click('Log masuk');
}

const challenge = (stage: ConsoleChallenge['stage']): ConsoleChallenge => ({
  challenge: 'challenge-1',
  stage,
  enrolment:
    stage === 'ENROL'
      ? { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/WPS:ops_amir', qrCode: QR_CODE }
      : undefined,
});

describe('console sign-in', () => {
  it('enrols the authenticator, shows the recovery codes once, then opens the dashboard', async () => {
    const operator = consoleOperator();
    let signedIn = false;
    const signedInAnswer: ConsoleSignedIn = {
      operator,
      recoveryCodes: ['k7f3-92ma', 'p2x8-41qd'],
    };
    // A member's token in this browser must never travel to console routes.
    window.sessionStorage.setItem('token', 'member-token');
    const api = mockApi({
      ...meAnswer(null),
      [`GET ${CONSOLE_PATHS.me}`]: () =>
        signedIn ? ok(operator) : consoleFailure('UNAUTHENTICATED', 401, 'Sign in'),
      [`POST ${CONSOLE_PATHS.signIn}`]: () => ok(challenge('ENROL')),
      [`POST ${CONSOLE_PATHS.verifyCode}`]: () => {
        signedIn = true;
        return ok(signedInAnswer);
      },
      [`GET ${CONSOLE_PATHS.dashboard}`]: () => ok(consoleDashboard()),
    });
    await renderConsole('/');

    expect(await screen.findByRole('heading', { name: 'Log masuk ke konsol' })).toBeTruthy();
    await enterPassword();

    expect(
      await screen.findByRole('heading', { name: 'Sediakan pengesahan dua langkah' }),
    ).toBeTruthy();
    expect(
      screen.getByRole<HTMLImageElement>('img', { name: 'Kod QR untuk aplikasi pengesah anda' })
        .src,
    ).toBe(QR_CODE);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    // The first code of a new secret has no recovery-code way round it.
    expect(screen.queryByRole('button', { name: 'Gunakan kod pemulihan' })).toBeNull();

    type('Kod 6 digit', '12 34');
    click('Sahkan');
    expect(await screen.findByText('Masukkan 6 digit kod itu.')).toBeTruthy();
    type('Kod 6 digit', '123 456');
    click('Sahkan');

    const codes = await screen.findByRole('list', { name: 'Simpan kod pemulihan anda' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['k7f3-92ma', 'p2x8-41qd']);
    click('Saya sudah menyimpannya');

    expect(await screen.findByRole('heading', { name: 'Papan pemuka' })).toBeTruthy();
    expect(screen.queryByText('k7f3-92ma')).toBeNull();
    expect(api.to(`POST ${CONSOLE_PATHS.signIn}`)[0]?.body).toEqual({
      username: 'ops_amir',
      password: 'Correct horse 1',
    });
    expect(api.to(`POST ${CONSOLE_PATHS.verifyCode}`).map((request) => request.body)).toEqual([
      { challenge: 'challenge-1', code: '123456' },
    ]);
    for (const request of api.requests) {
      expect(request.headers.has('Authorization')).toBe(false);
      if (request.method === 'POST') expect(request.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    }
  });

  it("shows the API's message for a wrong code, and signs in with a recovery code instead", async () => {
    const api = mockApi({
      ...meAnswer(null),
      [`POST ${CONSOLE_PATHS.signIn}`]: () => ok(challenge('CODE')),
      [`POST ${CONSOLE_PATHS.verifyCode}`]: () =>
        consoleFailure('OPERATOR_CODE_INVALID', 400, 'Kod itu tidak sah atau telah digunakan.'),
      [`POST ${CONSOLE_PATHS.verifyRecoveryCode}`]: () => ok({ operator: consoleOperator() }),
      [`GET ${CONSOLE_PATHS.dashboard}`]: () => ok(consoleDashboard()),
    });
    await renderConsole('/');
    await enterPassword();

    expect(await screen.findByRole('heading', { name: 'Pengesahan dua langkah' })).toBeTruthy();
    type('Kod 6 digit', '000000');
    click('Sahkan');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Kod itu tidak sah atau telah digunakan.',
    );

    click('Gunakan kod pemulihan');
    expect(
      await screen.findByRole('heading', { name: 'Log masuk dengan kod pemulihan' }),
    ).toBeTruthy();
    type('Kod pemulihan', ' k7f3-92ma ');
    click('Sahkan');

    expect(await screen.findByRole('heading', { name: 'Papan pemuka' })).toBeTruthy();
    expect(api.to(`POST ${CONSOLE_PATHS.verifyRecoveryCode}`)[0]?.body).toEqual({
      challenge: 'challenge-1',
      code: 'k7f3-92ma',
    });
  });

  it("shows a locked account's message at the password step", async () => {
    mockApi({
      ...meAnswer(null),
      [`POST ${CONSOLE_PATHS.signIn}`]: () =>
        consoleFailure('LOGIN_LOCKED', 429, 'Akaun dikunci selama 15 minit.'),
    });
    await renderConsole('/');
    await enterPassword();
    expect((await screen.findByRole('alert')).textContent).toBe('Akaun dikunci selama 15 minit.');
  });

  it('asks for a new password before anything else when the operator must change it', async () => {
    const operator = consoleOperator('SUPPORT', { mustChangePassword: true });
    const api = mockApi({
      ...meAnswer(operator),
      [`POST ${CONSOLE_PATHS.changePassword}`]: () =>
        ok({ ...operator, mustChangePassword: false }),
      [`GET ${CONSOLE_PATHS.dashboard}`]: () => ok(consoleDashboard()),
    });
    await renderConsole('/');

    expect(await screen.findByRole('heading', { name: 'Tukar kata laluan anda' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Navigasi konsol' })).toBeNull();
    type('Kata laluan semasa', 'Given-password-1');
    type('Kata laluan baharu', 'short');
    type('Ulang kata laluan baharu', 'short');
    click('Tukar kata laluan');
    expect(await screen.findByText('Kata laluan baharu perlu 10 hingga 64 aksara.')).toBeTruthy();

    type('Kata laluan baharu', 'A much longer one 42');
    type('Ulang kata laluan baharu', 'A much longer one 42');
    click('Tukar kata laluan');

    expect(await screen.findByRole('heading', { name: 'Papan pemuka' })).toBeTruthy();
    expect(api.to(`POST ${CONSOLE_PATHS.changePassword}`)[0]?.body).toEqual({
      currentPassword: 'Given-password-1',
      newPassword: 'A much longer one 42',
    });
  });
});
