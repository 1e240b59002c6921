import { PAYMENT_PATHS, WITHDRAWAL_PATHS } from '@wps/shared-types';
import pg from 'pg';
import { bearerFor } from './access.js';
import type { TestApp } from './test-app.js';

export const PAYMENT_PASSWORD = '135790';

/** A demo member logged in, with a real name and a payment password set. */
export async function moneyOutMember(
  api: TestApp,
  account: string,
  realName: string,
  loginPassword = 'Demo1234',
): Promise<{ bearer: string; memberId: number }> {
  const bearer = await bearerFor(api, account, loginPassword);
  const member = await api.prisma.member.findFirstOrThrow({
    where: { account },
    select: { id: true },
  });
  await api.prisma.member.update({ where: { id: member.id }, data: { payeeName: realName } });
  await api.http
    .put(PAYMENT_PATHS.paymentPassword)
    .set('authorization', bearer)
    .send({
      password: loginPassword,
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    })
    .expect(200);
  return { bearer, memberId: member.id };
}

/** Binds a bank account through the API; answers its id. */
export async function bindBankAccount(
  api: TestApp,
  bearer: string,
  account: { bankName?: string; accountNumber: string; holderName: string },
): Promise<number> {
  const response = await api.http
    .post(WITHDRAWAL_PATHS.bankAccounts)
    .set('authorization', bearer)
    .send({ bankName: 'Maybank', paymentPassword: PAYMENT_PASSWORD, ...account });
  if (response.status !== 201) throw new Error(`bind: ${JSON.stringify(response.body)}`);
  return (response.body as { value: { id: number } }).value.id;
}

/**
 * Members whose HOLD balance is not the sum of their open (PENDING or APPROVED) withdrawals:
 * empty when no hold is left without its request and no request without its hold.
 */
export async function holdsOffTheirWithdrawals(
  databaseUrl: string,
): Promise<{ memberId: number; hold: string; open: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ memberId: number; hold: string; open: string }>(`
      WITH holds AS (
        SELECT member_id, balance FROM ledger_account WHERE kind = 'HOLD'
      ), open AS (
        SELECT member_id, sum(amount) AS amount FROM withdrawal
        WHERE status IN ('PENDING', 'APPROVED') GROUP BY member_id
      )
      SELECT COALESCE(h.member_id, o.member_id) AS "memberId",
             COALESCE(h.balance, 0)::text AS hold, COALESCE(o.amount, 0)::text AS open
      FROM holds h FULL JOIN open o ON o.member_id = h.member_id
      WHERE COALESCE(h.balance, 0) <> COALESCE(o.amount, 0)`);
    return rows;
  } finally {
    await client.end();
  }
}
