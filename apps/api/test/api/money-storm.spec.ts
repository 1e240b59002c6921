import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONSOLE_DEPOSIT_PATHS,
  CONSOLE_PAYMENT_PATHS,
  WITHDRAWAL_PATHS,
  type DepositEntry,
  type WithdrawalView,
} from '@wps/shared-types';
import type { Response } from 'supertest';
import { updateSite } from '../support/access.js';
import { consoleHeaders, openConsoleSession } from '../support/console.js';
import { depositRequest, pngProof, seededChannel, signedCallback } from '../support/deposits.js';
import {
  PAYMENT_PASSWORD,
  bindBankAccount,
  holdsOffTheirWithdrawals,
  moneyOutMember,
} from '../support/money-out.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../support/wallet.js';

// Seeded members with an opening balance of at least 1,000.00 (prisma/seed/demo-accounts.json).
const MEMBERS: [account: string, realName: string][] = [
  ['demo_member', 'Siti Aminah'],
  ['demo_vip', 'Tan Ah Kow'],
  ['demo_agent_m1', 'Aminah Yusof'],
  ['demo_agent_m2', 'Lim Mei Ling'],
  ['demo_sub_m1', 'Raj Kumar'],
  ['demo_sub_m2', 'Nur Izzah'],
];

interface StormMember {
  account: string;
  bearer: string;
  memberId: number;
  bankAccountId: number;
}

const cents = (amount: string | { toFixed(digits: number): string }) =>
  Math.round(Number(typeof amount === 'string' ? amount : amount.toFixed(2)) * 100);

/**
 * Money in and out all at once from many clients: two finance operators deciding the same bank
 * deposits and payouts, the gateway repeating its callbacks, members requesting withdrawals
 * (and retrying them). Afterwards every approval and callback posted exactly once, every
 * withdrawal holds once and settles at most once, no hold is left without its request, and the
 * ledger balances.
 */
describe('money in and out under a storm of clients', () => {
  let api: TestApp;
  let dataDir: string;
  let finance: string;
  let finance2: string;
  const members: StormMember[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-money-storm-'));
    api = await createTestApp({ environment: { DATA_DIR: dataDir } });
    await updateSite(api, { sliderVerification: false });
    // No turnover before a withdrawal (the deposits approved here would add some), and room for
    // every request of the day.
    await api.prisma.merchant.update({
      where: { id: 1 },
      data: {
        settings: { payments: { depositTurnoverMultiplier: 0, withdrawal: { dailyCount: 100 } } },
      },
    });
    await api.prisma.depositChannel.updateMany({ data: { dailyCount: 1000, dailyAmount: null } });
    finance = await openConsoleSession(api.prisma, 'finance');
    await api.prisma.operatorAccount.create({
      data: {
        merchantId: 1,
        username: 'finance_storm',
        passwordHash: '-',
        role: 'FINANCE',
        mustChangePassword: false,
      },
    });
    finance2 = await openConsoleSession(api.prisma, 'finance_storm');
    for (const [index, [account, realName]] of MEMBERS.entries()) {
      const { bearer, memberId } = await moneyOutMember(api, account, realName);
      await api.prisma.turnoverRequirement.deleteMany({ where: { memberId } });
      const bankAccountId = await bindBankAccount(api, bearer, {
        accountNumber: `5000600070${String(index).padStart(2, '0')}`,
        holderName: realName,
      });
      members.push({ account, bearer, memberId, bankAccountId });
    }
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const withdraw = (member: StormMember, amount: string, key: string) =>
    api.http
      .post(WITHDRAWAL_PATHS.withdrawals)
      .set({ authorization: member.bearer, 'Idempotency-Key': key })
      .send({ amount, bankAccountId: member.bankAccountId, paymentPassword: PAYMENT_PASSWORD });
  const operatorPost = (cookie: string, pathName: string) =>
    api.http.post(pathName).set(consoleHeaders(cookie));
  const walletCents = async (memberId: number) => {
    const accounts = await api.prisma.ledgerAccount.findMany({
      where: { memberId, kind: { in: ['MAIN', 'HOLD'] } },
    });
    return accounts.reduce((sum, account) => sum + cents(account.balance), 0);
  };
  const statusesOf = (answers: Response[]) =>
    answers.map((answer) => answer.status).sort((a, b) => a - b);

  it('posts every approval and callback once, holds every withdrawal once, and balances', async () => {
    // Before the storm: per member three bank deposits with a proof, two online payments
    // started at the gateway, and two withdrawals approved and waiting for their payout.
    const bank = String((await seededChannel(api, 'BANK_TRANSFER')).id);
    const online = String((await seededChannel(api, 'ONLINE')).id);
    const bankDeposits: { member: StormMember; entry: DepositEntry }[] = [];
    const onlineDeposits: { member: StormMember; entry: DepositEntry; reference: string }[] = [];
    const approved: { member: StormMember; withdrawal: WithdrawalView }[] = [];
    const opening = new Map<number, number>();
    for (const [index, member] of members.entries()) {
      for (const amount of ['31.10', '42.20', '53.30']) {
        const response = await depositRequest(api, member.bearer, { channelId: bank, amount }, [
          pngProof(),
        ]).expect(200);
        bankDeposits.push({ member, entry: response.body.value as DepositEntry });
      }
      for (const amount of ['60.60', '70.70']) {
        const response = await depositRequest(api, member.bearer, {
          channelId: online,
          amount,
        }).expect(200);
        const entry = response.body.value as DepositEntry;
        const row = await api.prisma.deposit.findUniqueOrThrow({ where: { id: entry.id } });
        onlineDeposits.push({ member, entry, reference: row.gatewayReference! });
      }
      for (const amount of ['50.00', '51.00']) {
        const response = await withdraw(member, amount, `storm-before-${index}-${amount}`).expect(
          200,
        );
        const withdrawal = response.body.value as WithdrawalView;
        await operatorPost(
          finance,
          `${CONSOLE_PAYMENT_PATHS.withdrawals}/${withdrawal.id}/approve`,
        ).expect(200);
        approved.push({ member, withdrawal });
      }
      opening.set(member.memberId, await walletCents(member.memberId));
    }

    // The storm: every call below at once.
    const depositPath = (id: number, action: string) =>
      `${CONSOLE_DEPOSIT_PATHS.deposits}/${id}/${action}`;
    const withdrawalPath = (id: number, action: string) =>
      `${CONSOLE_PAYMENT_PATHS.withdrawals}/${id}/${action}`;
    const decisions = bankDeposits.map(({ entry }) =>
      Promise.all([
        operatorPost(finance, depositPath(entry.id, CONSOLE_DEPOSIT_PATHS.approve)),
        operatorPost(finance2, depositPath(entry.id, CONSOLE_DEPOSIT_PATHS.approve)),
        operatorPost(finance2, depositPath(entry.id, CONSOLE_DEPOSIT_PATHS.reject)).send({
          reason: 'Racing the approval',
        }),
      ]),
    );
    const callbacks = onlineDeposits.map(({ entry, reference }) =>
      Promise.all(
        Array.from({ length: 4 }, () =>
          signedCallback(api, {
            reference,
            merchantReference: String(entry.id),
            amount: entry.amount,
            currency: 'MYR',
            status: 'PAID',
            timestamp: Math.floor(Date.now() / 1000),
          }),
        ),
      ),
    );
    const payouts = approved.map(({ withdrawal }) =>
      Promise.all([
        operatorPost(finance, withdrawalPath(withdrawal.id, 'pay')).field(
          'payoutReference',
          'STORM-1',
        ),
        operatorPost(finance2, withdrawalPath(withdrawal.id, 'pay')).field(
          'payoutReference',
          'STORM-2',
        ),
        operatorPost(finance, withdrawalPath(withdrawal.id, 'reject')).send({ reason: 'Racing' }),
      ]),
    );
    // Three requests per member, the last one sent twice (a retry of the same key).
    const requests = members.map((member, index) =>
      Promise.all([
        withdraw(member, '55.00', `storm-${index}-a`),
        withdraw(member, '56.00', `storm-${index}-b`),
        withdraw(member, '57.00', `storm-${index}-c`),
        withdraw(member, '57.00', `storm-${index}-c`),
      ]),
    );
    const [decided, called, paid, requested] = await Promise.all([
      Promise.all(decisions),
      Promise.all(callbacks),
      Promise.all(payouts),
      Promise.all(requests),
    ]);

    // Every call answered as it should: of two operators' decisions on one row, one won and the
    // others found it decided (409).
    for (const answers of [...decided, ...paid]) {
      expect(statusesOf(answers)).toEqual([200, 409, 409]);
    }
    for (const answers of called) {
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(
        answers
          .map((answer) => (answer.body as { value: { outcome: string } }).value.outcome)
          .sort(),
      ).toEqual(['ALREADY_DECIDED', 'ALREADY_DECIDED', 'ALREADY_DECIDED', 'APPROVED']);
    }
    for (const answers of requested) {
      expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(
        Array(4).fill([200, undefined]),
      );
      const [, , third, retry] = answers.map((answer) => (answer.body.value as WithdrawalView).id);
      expect(retry).toBe(third);
    }

    // Each deposit posted once if approved, never otherwise; every callback's approved.
    const depositIds = [...bankDeposits, ...onlineDeposits].map(({ entry }) => entry.id);
    const depositRows = await api.prisma.deposit.findMany({ where: { id: { in: depositIds } } });
    const depositEntries = await api.prisma.journalEntry.groupBy({
      by: ['idempotencyKey'],
      where: { kind: 'DEPOSIT', idempotencyKey: { in: depositIds.map(String) } },
      _count: true,
    });
    const postedDeposits = new Map(depositEntries.map((row) => [row.idempotencyKey, row._count]));
    for (const row of depositRows) {
      expect([row.id, row.status, postedDeposits.get(String(row.id)) ?? 0]).toEqual([
        row.id,
        row.status,
        row.status === 'APPROVED' ? 1 : 0,
      ]);
    }
    const onlineIds = new Set(onlineDeposits.map(({ entry }) => entry.id));
    expect(
      depositRows.filter((row) => onlineIds.has(row.id)).every((row) => row.status === 'APPROVED'),
    ).toBe(true);
    const approvalsAnswered = decided.filter((answers) =>
      answers.some((answer) => answer.status === 200 && answer.body.value.status === 'APPROVED'),
    ).length;
    expect(
      depositRows.filter((row) => !onlineIds.has(row.id) && row.status === 'APPROVED'),
    ).toHaveLength(approvalsAnswered);

    // Each withdrawal held once and settled at most once, by the decision that answered 200.
    const memberIds = members.map((member) => member.memberId);
    const withdrawals = await api.prisma.withdrawal.findMany({
      where: { memberId: { in: memberIds } },
    });
    expect(withdrawals).toHaveLength(members.length * 5);
    const entries = await api.prisma.journalEntry.findMany({
      where: {
        memberId: { in: memberIds },
        kind: { in: ['WITHDRAWAL_HOLD', 'WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RELEASE'] },
      },
      select: { kind: true, idempotencyKey: true },
    });
    for (const withdrawal of withdrawals) {
      const kinds = entries
        .filter((entry) => entry.idempotencyKey === String(withdrawal.id))
        .map((entry) => entry.kind)
        .sort();
      const settled =
        withdrawal.status === 'PAID'
          ? ['WITHDRAWAL_HOLD', 'WITHDRAWAL_PAYOUT']
          : withdrawal.status === 'REJECTED'
            ? ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE']
            : ['WITHDRAWAL_HOLD'];
      expect([withdrawal.id, withdrawal.status, kinds]).toEqual([
        withdrawal.id,
        withdrawal.status,
        settled,
      ]);
    }

    // Each member's money: what it had, plus the deposits approved, less the payouts made.
    for (const member of members) {
      const approvedIn = depositRows
        .filter((row) => row.memberId === member.memberId && row.status === 'APPROVED')
        .reduce((sum, row) => sum + cents(row.amount), 0);
      const paidOut = withdrawals
        .filter((row) => row.memberId === member.memberId && row.status === 'PAID')
        .reduce((sum, row) => sum + cents(row.amount), 0);
      expect([member.account, await walletCents(member.memberId)]).toEqual([
        member.account,
        opening.get(member.memberId)! + approvedIn - paidOut,
      ]);
    }
    expect(await holdsOffTheirWithdrawals(api.database.url)).toEqual([]);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });
});
