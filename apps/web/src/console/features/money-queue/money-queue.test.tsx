import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_DEPOSIT_PATHS,
  CONSOLE_PAYMENT_PATHS,
  type ConsoleDepositDetail,
  type ConsoleDepositPage,
  type ConsoleDepositRow,
  type ConsoleWithdrawalPage,
} from '@wps/shared-types';
import { mockApi } from '../../../test/api-mock';
import { consoleFailure, consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const deposit: ConsoleDepositRow = {
  id: 5,
  memberId: 7,
  account: 'demo_7',
  channelId: 3,
  channelName: 'Maybank',
  channelType: 'BANK_TRANSFER',
  amount: '123.45',
  bonusAmount: null,
  status: 'PENDING',
  reference: 'MBB-1',
  createdAt: '2026-01-01T01:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
};

const depositPage: ConsoleDepositPage = {
  list: [deposit],
  total: 41,
  page: 2,
  pageSize: 20,
  totals: { count: 41, amount: '5000.00' },
};

describe('a money queue', () => {
  it('asks for the filters of its address and shows the totals of all they select', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_DEPOSIT_PATHS.deposits}`]: () => ok(depositPage),
      [`GET ${CONSOLE_DEPOSIT_PATHS.channels}`]: () => ok([]),
    });
    await renderConsole('/deposits?status=PENDING&channelId=3&account=demo_7&from=nope&page=2');

    expect(await screen.findByText('Deposit: 41 · jumlah RM 5,000.00')).toBeTruthy();
    const asked = api.requests.find((request) => request.path === CONSOLE_DEPOSIT_PATHS.deposits);
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      status: 'PENDING',
      channelId: '3',
      account: 'demo_7',
      page: '2',
      pageSize: '20',
    });
    const row = screen.getByRole('row', { name: /#5/ });
    expect(within(row).getByRole('link', { name: 'Buka deposit #5' }).getAttribute('href')).toBe(
      '/console/deposits/5',
    );
    expect(within(row).getByRole('link', { name: 'demo_7' }).getAttribute('href')).toBe(
      '/console/members/7',
    );
  });

  it('keeps a new filter in the address and starts again at the first page', async () => {
    mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_DEPOSIT_PATHS.deposits}`]: () => ok(depositPage),
      [`GET ${CONSOLE_DEPOSIT_PATHS.channels}`]: () => ok([]),
    });
    const { router } = await renderConsole('/deposits?status=PENDING&account=demo_7&page=2');
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'APPROVED' } });

    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=APPROVED&account=demo_7'),
    );
  });

  it("reads a withdrawal queue's totals from its own answer", async () => {
    const page: ConsoleWithdrawalPage = {
      list: [],
      total: 3,
      page: 1,
      pageSize: 20,
      totalAmount: '600.00',
    };
    mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${CONSOLE_PAYMENT_PATHS.withdrawals}`]: () => ok(page),
    });
    await renderConsole('/withdrawals');

    expect(await screen.findByText('Pengeluaran: 3 · jumlah RM 600.00')).toBeTruthy();
    expect(screen.getByText('Tiada pengeluaran.')).toBeTruthy();
  });
});

const detail: ConsoleDepositDetail = {
  ...deposit,
  remark: null,
  rejectReason: null,
  gatewayReference: null,
  expiresAt: '2026-01-01T02:00:00.000Z',
  promotionId: null,
  proofs: [{ position: 1, mimeType: 'image/png', sizeBytes: 100 }],
};

describe("a money request's page", () => {
  it('shows the details and the proofs, each opening at full size', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${CONSOLE_DEPOSIT_PATHS.deposits}/5`]: () => ok(detail),
    });
    await renderConsole('/deposits/5');

    expect(await screen.findByText('MBB-1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit #5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Kembali ke deposit' }).getAttribute('href')).toBe(
      '/console/deposits',
    );
    const proof = screen.getByRole('img', { name: 'Bukti 1 deposit #5' });
    expect(proof.closest('a')?.getAttribute('href')).toBe(
      `${CONSOLE_DEPOSIT_PATHS.deposits}/5/${CONSOLE_DEPOSIT_PATHS.proofs}/1`,
    );
  });

  it('says an address that is no number of a request does not exist', async () => {
    mockApi(meAnswer(consoleOperator('FINANCE')));
    await renderConsole('/withdrawals/abc');

    expect(await screen.findByText('Halaman ini tidak wujud.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pengeluaran #?' })).toBeTruthy();
  });
});

describe("a deposit's decision", () => {
  const path = `${CONSOLE_DEPOSIT_PATHS.deposits}/5`;

  it('asks before approving', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${path}`]: () => ok(detail),
      [`POST ${path}/${CONSOLE_DEPOSIT_PATHS.approve}`]: () =>
        ok({ ...detail, status: 'APPROVED' }),
    });
    await renderConsole('/deposits/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Luluskan' }));
    const dialog = screen.getByRole('dialog', { name: 'Luluskan deposit #5?' });
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Luluskan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.some((request) => request.method === 'POST')).toBe(true);
  });

  it('rejects with a reason at once and shows a refusal under the reason', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${path}`]: () => ok(detail),
      [`POST ${path}/${CONSOLE_DEPOSIT_PATHS.reject}`]: () =>
        consoleFailure('CONFLICT', 409, 'This deposit is APPROVED now'),
    });
    await renderConsole('/deposits/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    expect(screen.getByText('Berikan sebab yang akan dilihat oleh ahli.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sebab penolakan'), {
      target: { value: ' wrong amount ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tolak' }));

    expect(await screen.findByText('This deposit is APPROVED now')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ reason: 'wrong amount' });
  });
});
