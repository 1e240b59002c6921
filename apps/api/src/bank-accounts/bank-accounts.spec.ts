import {
  CONSOLE_PAYMENT_PATHS,
  WITHDRAWAL_PATHS,
  type BankAccountList,
  type ConsoleBankAccountRow,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { PAYMENT_PASSWORD, moneyOutMember } from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('bank accounts', () => {
  let api: TestApp;
  let member: string;
  let memberId: number;
  let finance: string;
  let support: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    ({ bearer: member, memberId } = await moneyOutMember(api, 'demo_member', 'Siti Aminah'));
    finance = await openConsoleSession(api.prisma, 'finance');
    support = await openConsoleSession(api.prisma, 'support');
  });
  afterAll(() => api.close());

  const bind = (body: object, bearer = member) =>
    api.http
      .post(WITHDRAWAL_PATHS.bankAccounts)
      .set('authorization', bearer)
      .send({ bankName: 'Maybank', paymentPassword: PAYMENT_PASSWORD, ...body });
  const list = async (bearer = member): Promise<BankAccountList> =>
    (await api.http.get(WITHDRAWAL_PATHS.bankAccounts).set('authorization', bearer).expect(200))
      .body.value;
  const stored = () =>
    api.prisma.bankAccount.findMany({ where: { memberId }, orderBy: { id: 'asc' } });
  const consoleList = async (): Promise<ConsoleBankAccountRow[]> =>
    (
      await api.http
        .get(CONSOLE_PAYMENT_PATHS.bankAccounts)
        .query({ memberId })
        .set('cookie', finance)
        .expect(200)
    ).body.value.list;

  it('binds an account in the real name, whatever its case and spaces, and masks its number', async () => {
    const response = await bind({ accountNumber: '1234 5678-9012', holderName: ' siti   AMINAH ' });
    expect(response.status).toBe(201);
    expect(response.body.value).toMatchObject({
      bankName: 'Maybank',
      accountNumber: '**** 9012',
      holderName: 'siti AMINAH',
      confirmed: false,
    });
    const value = await list();
    expect(value).toMatchObject({ maxBankAccounts: 3, realName: 'Siti Aminah' });
    expect(value.list.map((account) => account.accountNumber)).toEqual(['**** 9012']);
    expect(JSON.stringify(value)).not.toContain('123456789012');
    expect((await stored())[0].accountNumber).toBe('123456789012');
  });

  it('refuses bad input, another name, a number bound already and a wrong payment password, changing nothing', async () => {
    const before = await stored();
    const cases: [object, number, string, string?][] = [
      [
        { accountNumber: '12345', holderName: 'Siti Aminah' },
        400,
        'VALIDATION_FAILED',
        'accountNumber',
      ],
      [
        { accountNumber: '12ab5678', holderName: 'Siti Aminah' },
        400,
        'VALIDATION_FAILED',
        'accountNumber',
      ],
      [
        { accountNumber: '555566667777', holderName: 'Ali Bin Abu' },
        400,
        'VALIDATION_FAILED',
        'holderName',
      ],
      [{ accountNumber: '555566667777', holderName: '' }, 400, 'VALIDATION_FAILED', 'holderName'],
      [
        { accountNumber: '555566667777', holderName: 'Siti Aminah', bankName: 'M' },
        400,
        'VALIDATION_FAILED',
        'bankName',
      ],
      [
        { accountNumber: '123456789012', holderName: 'Siti Aminah' },
        400,
        'VALIDATION_FAILED',
        'accountNumber',
      ],
      [
        { accountNumber: '555566667777', holderName: 'Siti Aminah', paymentPassword: '000000' },
        400,
        'PAYMENT_PASSWORD_WRONG',
      ],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await bind(body);
      expect([JSON.stringify(body), response.status, response.body.code]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
      if (field) expect(response.body.value.fields).toHaveProperty(field);
    }
    expect(await stored()).toEqual(before);
  });

  it('asks a member without a real name to set it first', async () => {
    const bearer = await bearerFor(api, 'demo_agent_m3', 'Demo1234');
    const response = await api.http
      .post(WITHDRAWAL_PATHS.bankAccounts)
      .set('authorization', bearer)
      .send({
        bankName: 'CIMB',
        accountNumber: '9999888877',
        holderName: 'Anyone',
        paymentPassword: PAYMENT_PASSWORD,
      });
    expect([response.status, response.body.code]).toEqual([400, 'REAL_NAME_NOT_SET']);
    expect(response.body.message).toMatch(/real name/);
    expect((await list(bearer)).realName).toBeNull();
  });

  it("binds up to the operator's number, even when the binds come at once", async () => {
    const numbers = ['200000000001', '200000000002', '200000000003', '200000000004'];
    const responses = await Promise.all(
      numbers.map((accountNumber) => bind({ accountNumber, holderName: 'Siti Aminah' })),
    );
    const codes = responses.map((response) => response.body.code ?? 'OK').sort();
    // One account exists already: two more fit under the default of three.
    expect(codes).toEqual(['LIMIT_EXCEEDED', 'LIMIT_EXCEEDED', 'OK', 'OK']);
    expect(responses.find((response) => response.body.code)?.body.value).toEqual({
      maxBankAccounts: 3,
    });
    expect(await stored()).toHaveLength(3);
  });

  it('lets the member delete an unconfirmed account, and only the operator a confirmed one', async () => {
    const [first, second, third] = await stored();
    await api.http
      .delete(`${WITHDRAWAL_PATHS.bankAccounts}/${third.id}`)
      .set('authorization', member)
      .expect(200);
    const confirmed = await api.http
      .post(`${CONSOLE_PAYMENT_PATHS.bankAccounts}/${first.id}/confirm`)
      .set(consoleHeaders(finance))
      .expect(200);
    expect(confirmed.body.value).toMatchObject({ confirmed: true, confirmedBy: 'finance' });
    const again = await api.http
      .post(`${CONSOLE_PAYMENT_PATHS.bankAccounts}/${first.id}/confirm`)
      .set(consoleHeaders(finance));
    expect([again.status, again.body.code]).toEqual([409, 'CONFLICT']);
    const refused = await api.http
      .delete(`${WITHDRAWAL_PATHS.bankAccounts}/${first.id}`)
      .set('authorization', member);
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await list()).list.map((account) => [account.id, account.confirmed])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    // The operator sees the numbers in full, edits a confirmed account and deletes it.
    expect((await consoleList()).map((account) => account.accountNumber)).toEqual([
      second.accountNumber,
      first.accountNumber,
    ]);
    const edited = await api.http
      .patch(`${CONSOLE_PAYMENT_PATHS.bankAccounts}/${first.id}`)
      .set(consoleHeaders(finance))
      .send({ bankName: 'Public Bank', accountNumber: '3000-0000-0001' })
      .expect(200);
    expect(edited.body.value).toMatchObject({
      bankName: 'Public Bank',
      accountNumber: '300000000001',
      confirmed: true,
    });
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: `bank-account:${first.id}`, action: { startsWith: 'PATCH' } },
    });
    expect(audit.before).toEqual({ bankName: 'Maybank', accountNumber: first.accountNumber });
    expect(audit.after).toEqual({ bankName: 'Public Bank', accountNumber: '300000000001' });
    await api.http
      .delete(`${CONSOLE_PAYMENT_PATHS.bankAccounts}/${first.id}`)
      .set(consoleHeaders(finance))
      .expect(200);
    expect((await list()).list.map((account) => account.id)).toEqual([second.id]);
  });

  it('leaves confirming, editing and deleting to the finance role', async () => {
    const [account] = await stored();
    for (const request of [
      api.http.post(`${CONSOLE_PAYMENT_PATHS.bankAccounts}/${account.id}/confirm`),
      api.http.patch(`${CONSOLE_PAYMENT_PATHS.bankAccounts}/${account.id}`).send({}),
      api.http.delete(`${CONSOLE_PAYMENT_PATHS.bankAccounts}/${account.id}`),
    ]) {
      const response = await request.set(consoleHeaders(support));
      expect([response.status, response.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await stored()).toEqual([account]);
  });
});
