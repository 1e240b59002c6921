import {
  CONSOLE_PAYMENT_PATHS,
  DEFAULT_PAYMENT_SETTINGS,
  paymentSettingsOf,
  type PaymentSettings,
} from '@wps/shared-types';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const PATH = CONSOLE_PAYMENT_PATHS.paymentSettings;

describe('payment settings (console)', () => {
  let api: TestApp;
  let finance: string;
  let owner: string;

  beforeAll(async () => {
    api = await createTestApp();
    finance = await openConsoleSession(api.prisma, 'finance');
    owner = await openConsoleSession(api.prisma, 'owner');
  });
  afterAll(() => api.close());

  const stored = async () =>
    (await api.prisma.merchant.findFirstOrThrow({ where: { code: 'DEMO' } })).settings;
  const put = (body: unknown, cookie = finance) =>
    api.http
      .put(PATH)
      .set(consoleHeaders(cookie))
      .send(body as object);

  it('reads the defaults, and replaces them with every change in the audit trail', async () => {
    expect((await api.http.get(PATH).set('cookie', owner).expect(200)).body.value).toEqual(
      DEFAULT_PAYMENT_SETTINGS,
    );
    const next: PaymentSettings = {
      ...DEFAULT_PAYMENT_SETTINGS,
      depositTurnoverMultiplier: 1.5,
      withdrawal: { ...DEFAULT_PAYMENT_SETTINGS.withdrawal, minAmount: '100', dailyCount: 3 },
      maxBankAccounts: 2,
    };
    const response = await put(next).expect(200);
    expect(response.body.value.withdrawal.minAmount).toBe('100.00');
    expect(paymentSettingsOf(await stored())).toEqual(response.body.value);
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: 'site:payments' },
    });
    expect(audit.before).toEqual({
      depositTurnoverMultiplier: 1,
      'withdrawal.minAmount': '50.00',
      'withdrawal.dailyCount': 5,
      maxBankAccounts: 3,
    });
    expect(audit.after).toEqual({
      depositTurnoverMultiplier: 1.5,
      'withdrawal.minAmount': '100.00',
      'withdrawal.dailyCount': 3,
      maxBankAccounts: 2,
    });
  });

  it('refuses amounts that are not positive two-decimal strings, min above max and bad whole numbers, changing nothing', async () => {
    const before = await stored();
    const withWithdrawal = (change: object) => ({
      ...DEFAULT_PAYMENT_SETTINGS,
      withdrawal: { ...DEFAULT_PAYMENT_SETTINGS.withdrawal, ...change },
    });
    const cases: [unknown, string][] = [
      [withWithdrawal({ minAmount: '0.00' }), 'withdrawal.minAmount'],
      [withWithdrawal({ minAmount: '-5' }), 'withdrawal.minAmount'],
      [withWithdrawal({ maxAmount: '10.001' }), 'withdrawal.maxAmount'],
      [withWithdrawal({ minAmount: '600', maxAmount: '500' }), 'withdrawal.minAmount'],
      [withWithdrawal({ dailyCount: 1.5 }), 'withdrawal.dailyCount'],
      [withWithdrawal({ autoConfirmMinutes: 0 }), 'withdrawal.autoConfirmMinutes'],
      [{ ...DEFAULT_PAYMENT_SETTINGS, maxBankAccounts: 0 }, 'maxBankAccounts'],
      [{ ...DEFAULT_PAYMENT_SETTINGS, depositTurnoverMultiplier: -1 }, 'depositTurnoverMultiplier'],
      [
        {
          ...DEFAULT_PAYMENT_SETTINGS,
          uplineTransfer: { ...DEFAULT_PAYMENT_SETTINGS.uplineTransfer, dailyAmount: 5 },
        },
        'uplineTransfer.dailyAmount',
      ],
      [{ ...DEFAULT_PAYMENT_SETTINGS, withdrawal: undefined }, 'withdrawal'],
    ];
    for (const [body, field] of cases) {
      const response = await put(body);
      expect([field, response.status, response.body.code]).toEqual([
        field,
        400,
        'VALIDATION_FAILED',
      ]);
      expect(Object.keys(response.body.value.fields)).toContain(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('leaves changing them to the finance role', async () => {
    const response = await put(DEFAULT_PAYMENT_SETTINGS, owner);
    expect([response.status, response.body.code]).toEqual([403, 'FORBIDDEN']);
  });
});
