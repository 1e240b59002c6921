import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_BONUS_PATHS,
  CONSOLE_DEPOSIT_PATHS,
  CONSOLE_PATHS,
  CONSOLE_PAYMENT_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsoleMemberDetail,
  type ConsoleMemberRow,
  type ConsolePage,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import {
  awaitingApproval,
  consoleFailure,
  consoleOperator,
  meAnswer,
  renderConsole,
} from '../../../test/console';
import { ok } from '../../../test/fixtures';

const MEMBER = `${CONSOLE_PATHS.members}/7`;

function row(id: number): ConsoleMemberRow {
  return {
    id,
    account: `demo_${id}`,
    phone: `******45${id}`,
    email: null,
    isAgent: 0,
    locked: false,
    createdAt: '2026-01-02T03:04:05.000Z',
  };
}

function page(
  list: ConsoleMemberRow[],
  pageNo: number,
  total: number,
): ConsolePage<ConsoleMemberRow> {
  return { list, total, page: pageNo, pageSize: 20 };
}

function member(overrides: Partial<ConsoleMemberDetail> = {}): ConsoleMemberDetail {
  return {
    ...row(7),
    bankAccount: '********5678',
    monitored: false,
    identityNumber: null,
    nickname: 'Lucky',
    realName: null,
    birthday: null,
    vipRank: 'VIP 3',
    labels: ['high-roller'],
    uplines: [
      { id: 3, account: 'demo_agent' },
      { id: 1, account: 'top_agent' },
    ],
    wallets: [{ kind: 'MAIN', vendorCode: null, balance: '1250.5' }],
    mustChangePassword: false,
    lastLoginAt: null,
    dividendFreeze: null,
    ...overrides,
  };
}

const emptyPage = () => ok({ list: [], total: 0, page: 1, pageSize: 20 });

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('console members', () => {
  it('searches and pages through the results', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${CONSOLE_PATHS.members}`]: (request) =>
        request.query.get('page') === '2'
          ? ok(page([row(21)], 2, 21))
          : ok(page([row(1), row(2)], 1, 21)),
    });
    const { router } = await renderConsole('/members');
    await screen.findByLabelText('Cari ahli');
    type('Cari ahli', 'demo');
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));

    expect(await screen.findByRole('link', { name: 'demo_1' })).toBeTruthy();
    expect(screen.getByText('Halaman 1 daripada 2 · 21 kesemuanya')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Seterusnya' }));

    expect(await screen.findByRole('link', { name: 'demo_21' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'demo_1' })).toBeNull();
    expect(router.state.location.search).toBe('?query=demo&page=2');
    const searches = api
      .to(`GET ${CONSOLE_PATHS.members}`)
      .map((request) => request.query.toString());
    expect(searches.slice(-2)).toEqual([
      'query=demo&page=1&pageSize=20',
      'query=demo&page=2&pageSize=20',
    ]);
  });

  it('shows the profile, wallets and upline chain, and no write action to a read-only role', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${MEMBER}`]: () => ok(member()),
      [`GET ${MEMBER}/ledger`]: emptyPage,
    });
    await renderConsole('/members/7');
    expect(await screen.findByRole('heading', { name: 'demo_7' })).toBeTruthy();
    expect(screen.getByText('RM 1,250.50')).toBeTruthy();
    expect(screen.getByText('VIP 3')).toBeTruthy();
    expect(screen.getByText('high-roller')).toBeTruthy();
    const chain = screen.getByRole('list', { name: 'Rangkaian atasan' });
    expect(
      within(chain)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['demo_agent', 'top_agent']);
    expect(screen.queryByRole('button', { name: 'Kunci akaun' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Laraskan baki' })).toBeNull();
    expect(screen.getByText('********5678')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Dedahkan/ })).toBeNull();
    // Nothing overdue: no dividend freeze shown.
    expect(screen.queryByText('Pembekuan dividen')).toBeNull();
  });

  it('reveals one masked field at a time to support, and hides it again', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${MEMBER}`]: () => ok(member()),
      [`GET ${MEMBER}/ledger`]: emptyPage,
      [`POST ${MEMBER}/reveal`]: () => ok({ field: 'bankAccount', value: '5140012345678' }),
    });
    await renderConsole('/members/7');
    expect(await screen.findByText('********5678')).toBeTruthy();
    // Nothing to reveal where the member has no value.
    expect(screen.queryByRole('button', { name: 'Dedahkan Nombor pengenalan' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dedahkan Akaun bank' }));
    expect(await screen.findByText('5140012345678')).toBeTruthy();
    expect(api.to(`POST ${MEMBER}/reveal`).map((request) => request.body)).toEqual([
      { field: 'bankAccount' },
    ]);
    expect(screen.getByText('******457')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sembunyikan Akaun bank' }));
    expect(screen.getByText('********5678')).toBeTruthy();
    expect(screen.queryByText('5140012345678')).toBeNull();
  });

  it('shows an agent frozen for dividends owed past their deadline', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${MEMBER}`]: () =>
        ok(member({ dividendFreeze: { owed: '150', dueBy: '2026-11-16T16:00:00.000Z' } })),
      [`GET ${MEMBER}/ledger`]: emptyPage,
    });
    await renderConsole('/members/7');
    expect(await screen.findByText('Pembekuan dividen')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^Berhutang RM 150\.00 dividen melepasi tarikh akhir .*: pemindahan dan pengeluaran ditolak/,
    );
  });

  it("lists the member's deposits, withdrawals and bank accounts to finance, each asked by the member's id", async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${MEMBER}`]: () => ok(member()),
      [`GET ${MEMBER}/ledger`]: emptyPage,
      [`GET ${CONSOLE_DEPOSIT_PATHS.deposits}`]: () =>
        ok({
          list: [
            {
              id: 5,
              memberId: 7,
              account: 'demo_7',
              channelId: 3,
              channelName: 'Maybank',
              channelType: 'BANK_TRANSFER',
              amount: '123.45',
              bonusAmount: null,
              status: 'APPROVED',
              reference: 'MBB-1',
              createdAt: '2026-01-01T01:00:00.000Z',
              decidedAt: '2026-01-01T01:05:00.000Z',
              decidedBy: 'finance',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
          totals: { count: 1, amount: '123.45' },
        }),
      [`GET ${CONSOLE_PAYMENT_PATHS.withdrawals}`]: () =>
        ok({
          list: [
            {
              id: 9,
              memberId: 7,
              account: 'demo_7',
              amount: '200.00',
              status: 'PAID',
              bankName: 'CIMB',
              accountNumber: '112233445566',
              holderName: 'Siti Aminah',
              bankAccountConfirmed: true,
              createdAt: '2026-01-02T01:00:00.000Z',
              decidedBy: 'finance',
              decidedAt: '2026-01-02T01:05:00.000Z',
              rejectReason: null,
              payoutReference: 'CIMB-9',
              paidBy: 'finance',
              paidAt: '2026-01-02T02:00:00.000Z',
              answeredAt: null,
              autoConfirmed: false,
              disputeRemark: null,
              resolutionNote: null,
              resolvedBy: null,
              resolvedAt: null,
              images: [],
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
          totalAmount: '200.00',
        }),
      [`GET ${CONSOLE_PAYMENT_PATHS.bankAccounts}`]: emptyPage,
    });
    await renderConsole('/members/7');
    expect(await screen.findByRole('link', { name: 'Buka deposit #5' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Buka pengeluaran #9' })).toBeTruthy();
    expect(screen.getByText('RM 123.45')).toBeTruthy();
    expect(screen.getByText(/112233445566/)).toBeTruthy();
    for (const path of [CONSOLE_DEPOSIT_PATHS.deposits, CONSOLE_PAYMENT_PATHS.withdrawals]) {
      expect(api.to(`GET ${path}`).at(-1)?.query.get('memberId')).toBe('7');
    }
  });

  it('adjusts the balance once per submission, with an Idempotency-Key and the console header', async () => {
    let detailReads = 0;
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${MEMBER}`]: () => {
        detailReads += 1;
        return ok(member());
      },
      [`GET ${MEMBER}/ledger`]: emptyPage,
      [`POST ${MEMBER}/adjustments`]: async () => {
        // Answer after a moment, as the real API does, so the second click meets a pending request.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ok({ entryId: 'e-1', balance: '1300.50' });
      },
    });
    await renderConsole('/members/7');
    await screen.findByRole('heading', { name: 'Pelarasan manual' });

    type('Jumlah', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Laraskan baki' }));
    expect(await screen.findByText('Nyatakan sebab pelarasan ini.')).toBeTruthy();
    type('Sebab', 'Goodwill credit, ticket 881');
    const submit = screen.getByRole('button', { name: 'Laraskan baki' });
    fireEvent.click(submit);
    fireEvent.click(submit);

    expect(await screen.findByText('Baki dilaraskan. Baki baharu: RM 1,300.50')).toBeTruthy();
    const sent = api.to(`POST ${MEMBER}/adjustments`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ amount: '50', reason: 'Goodwill credit, ticket 881' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.headers.get(CONSOLE_REQUEST_HEADER)).toBe('1');
    // The member's page reads again after the write.
    await waitFor(() => expect(detailReads).toBe(2));
  });

  it('grants a bonus that waits for a second approver, and says so', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${MEMBER}`]: () => ok(member({ monitored: true })),
      [`GET ${MEMBER}/ledger`]: emptyPage,
      [`POST ${CONSOLE_BONUS_PATHS.bonuses}`]: () =>
        ok({
          bonusId: null,
          approval: awaitingApproval({ kind: 'BONUS_GRANT', firstOperator: 'ops_amir' }),
        }),
    });
    await renderConsole('/members/7');
    await screen.findByRole('heading', { name: 'Beri bonus' });
    expect(
      screen.getByText(
        'Dipantau: setiap pembayaran, pelarasan dan pemberian bonus ahli ini memerlukan operator kedua.',
      ),
    ).toBeTruthy();
    type('Jumlah bonus', '150.00');
    type('Pendarab pusing ganti', '2');
    type('Sebab bonus', 'Loyalty');
    fireEvent.click(screen.getByRole('button', { name: 'Beri bonus' }));

    expect(
      await screen.findByText('Menunggu pelulus kedua: ops_amir memberi kelulusan pertama.'),
    ).toBeTruthy();
    const sent = api.to(`POST ${CONSOLE_BONUS_PATHS.bonuses}`);
    expect(sent[0]?.body).toEqual({
      memberId: 7,
      amount: '150.00',
      turnoverMultiplier: 2,
      reason: 'Loyalty',
    });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a failed adjustment with the same key, and a changed one with a new key', async () => {
    let attempts = 0;
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${MEMBER}`]: () => ok(member()),
      [`GET ${MEMBER}/ledger`]: emptyPage,
      [`POST ${MEMBER}/adjustments`]: () => {
        attempts += 1;
        return attempts < 3
          ? consoleFailure('SERVICE_UNAVAILABLE', 503, 'Cuba lagi sebentar.')
          : ok({ entryId: 'e-2', balance: '1230.50' });
      },
    });
    await renderConsole('/members/7');
    await screen.findByRole('heading', { name: 'Pelarasan manual' });
    type('Jumlah', '-20.00');
    type('Sebab', 'Duplicate deposit');
    fireEvent.click(screen.getByRole('button', { name: 'Laraskan baki' }));
    expect(await screen.findByText('Cuba lagi sebentar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Laraskan baki' }));
    await waitFor(() => expect(api.to(`POST ${MEMBER}/adjustments`)).toHaveLength(2));
    type('Jumlah', '-21.00');
    fireEvent.click(await screen.findByRole('button', { name: 'Laraskan baki' }));
    expect(await screen.findByText('Baki dilaraskan. Baki baharu: RM 1,230.50')).toBeTruthy();

    const keys = api
      .to(`POST ${MEMBER}/adjustments`)
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('locks the account with a reason and revokes its sessions after confirming', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${MEMBER}`]: () => ok(member()),
      [`GET ${MEMBER}/ledger`]: emptyPage,
      [`GET ${MEMBER}/sessions`]: () =>
        ok({
          list: [
            {
              id: 's-1',
              device: 'Chrome on Android',
              address: '203.0.113.9',
              createdAt: '2026-03-01T10:00:00.000Z',
              lastSeenAt: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      [`POST ${MEMBER}/lock`]: () => ok(member({ locked: true })),
      [`POST ${MEMBER}/sessions/revoke`]: () => ok(null),
    });
    await renderConsole('/members/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Kunci akaun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kunci akaun ini?' });
    fireEvent.change(within(dialog).getByLabelText('Sebab'), {
      target: { value: 'Chargeback under review' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kunci akaun' }));
    expect(await screen.findByText('Akaun dikunci.')).toBeTruthy();
    expect(api.to(`POST ${MEMBER}/lock`)[0]?.body).toEqual({
      locked: true,
      reason: 'Chargeback under review',
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Sesi' }));
    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tamatkan semua sesi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tamatkan semua sesi' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Tamatkan semua sesi' }));
    expect(await screen.findByText('Semua sesi ditamatkan.')).toBeTruthy();
    expect(api.to(`POST ${MEMBER}/sessions/revoke`)).toHaveLength(1);
  });
});
