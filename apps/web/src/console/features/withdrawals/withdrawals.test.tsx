import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PAYMENT_PATHS,
  DEFAULT_PAYMENT_SETTINGS,
  type ConsoleWithdrawalPanel,
  type ConsoleWithdrawalRow,
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
import { draftProblems, fromDraft, toDraft } from './payment-settings-form';
import { withdrawalHistory } from './withdrawal-history';

function row(overrides: Partial<ConsoleWithdrawalRow>): ConsoleWithdrawalRow {
  return {
    id: 5,
    memberId: 7,
    account: 'demo_7',
    amount: '100.00',
    status: 'PENDING',
    approval: null,
    bankName: 'Maybank',
    accountNumber: '1234567890',
    holderName: 'Ali',
    bankAccountConfirmed: true,
    createdAt: '2026-01-01T01:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    rejectCategory: null,
    rejectReason: null,
    payoutReference: null,
    paidBy: null,
    paidAt: null,
    answeredAt: null,
    autoConfirmed: false,
    disputeRemark: null,
    resolutionNote: null,
    resolvedBy: null,
    resolvedAt: null,
    images: [],
    ...overrides,
  };
}

describe('a withdrawal history', () => {
  it('goes from the request through the payout and the dispute to its resolution', () => {
    const history = withdrawalHistory(
      row({
        status: 'RESOLVED',
        decidedBy: 'finance',
        decidedAt: '2026-01-01T02:00:00.000Z',
        paidBy: 'finance',
        paidAt: '2026-01-01T03:00:00.000Z',
        payoutReference: 'TRX-1',
        answeredAt: '2026-01-01T04:00:00.000Z',
        disputeRemark: 'nothing arrived',
        resolvedBy: 'owner',
        resolvedAt: '2026-01-01T05:00:00.000Z',
        resolutionNote: 'bank confirmed it',
      }),
    );
    expect(history.map((event) => [event.step, event.by, event.note])).toEqual([
      ['requested', null, null],
      ['approved', 'finance', null],
      ['paid', 'finance', 'TRX-1'],
      ['disputed', null, 'nothing arrived'],
      ['resolved', 'owner', 'bank confirmed it'],
    ]);
  });

  it('shows a rejection with its reason, and a payout that confirmed itself', () => {
    const rejected = withdrawalHistory(
      row({
        status: 'REJECTED',
        decidedBy: 'finance',
        decidedAt: '2026-01-01T02:00:00.000Z',
        rejectReason: 'wrong account',
      }),
    );
    expect(rejected.map((event) => [event.step, event.note])).toEqual([
      ['requested', null],
      ['rejected', 'wrong account'],
    ]);
    const confirmed = withdrawalHistory(
      row({
        status: 'CONFIRMED',
        decidedAt: '2026-01-01T02:00:00.000Z',
        paidAt: '2026-01-01T03:00:00.000Z',
        answeredAt: '2026-01-01T04:00:00.000Z',
        autoConfirmed: true,
      }),
    );
    expect(confirmed.map((event) => event.step)).toEqual([
      'requested',
      'approved',
      'paid',
      'autoConfirmed',
    ]);
  });
});

describe('the payment settings form', () => {
  it('reads back the settings it shows, and accepts them', () => {
    const draft = toDraft(DEFAULT_PAYMENT_SETTINGS);
    expect(fromDraft(draft)).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(draftProblems(draft)).toEqual({});
  });

  it('names what each refused field wants', () => {
    const draft = {
      ...toDraft(DEFAULT_PAYMENT_SETTINGS),
      depositTurnoverMultiplier: '1.234',
      depositExpiryMinutes: '',
      'withdrawal.minAmount': '900.00',
      'withdrawal.maxAmount': '800.00',
      'uplineTransfer.dailyAmount': '0',
    };
    expect(draftProblems(draft)).toEqual({
      depositTurnoverMultiplier: { kind: 'multiplier' },
      depositExpiryMinutes: { kind: 'wholeNumber', min: 1, max: 43_200 },
      'withdrawal.minAmount': { kind: 'minAboveMax' },
      'uplineTransfer.dailyAmount': { kind: 'amount' },
    });
  });
});

describe('a withdrawal in the console', () => {
  const path = `${CONSOLE_PAYMENT_PATHS.withdrawals}/5`;

  it('asks before approving and says so when another operator decided first', async () => {
    let current = row({});
    mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${path}`]: () => ok(current),
      [`POST ${path}/approve`]: () => {
        current = row({ status: 'REJECTED', decidedBy: 'other', decidedAt: current.createdAt });
        return consoleFailure('CONFLICT', 409, 'This withdrawal is REJECTED now');
      },
    });
    await renderConsole('/withdrawals/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Luluskan' }));
    const dialog = screen.getByRole('dialog', { name: 'Luluskan pengeluaran #5?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Luluskan' }));

    expect(
      await screen.findByText(
        'Operator lain telah memutuskan pengeluaran ini dahulu. Halaman kini menunjukkannya seperti sekarang.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findAllByText('Ditolak')).not.toHaveLength(0);
  });

  it('wants a reason before a rejection is confirmed', async () => {
    mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${path}`]: () => ok(row({})),
    });
    await renderConsole('/withdrawals/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    expect(screen.getByText('Berikan sebab yang akan dilihat oleh ahli.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  const panel: ConsoleWithdrawalPanel = {
    withdrawalId: 5,
    queueSeconds: 3_900,
    turnover: { required: '500.00', wagered: '120.00', remaining: '380.00' },
    identityStatus: 'PENDING',
    holderName: { memberName: 'Ali Bin Abu', holderName: 'Ali', matches: false },
    firstWithdrawal: true,
    recentCredits: [{ kind: 'BONUS_GRANT', count: 2, total: '80.00' }],
    depositPlay: {
      depositAmount: '500.00',
      depositedAt: '2026-01-01T00:30:00.000Z',
      staked: '120.00',
      littlePlay: true,
    },
    linkedAccounts: {
      list: [
        {
          memberId: 9,
          account: 'demo_9',
          locked: false,
          relation: 'DOWNLINE',
          shared: [{ kind: 'BANK_ACCOUNT', value: '******7890' }],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
      revealed: false,
      velocity: [{ kind: 'DEVICE', accounts: 3 }],
    },
  };

  it('shows the decision panel and rejects with the chosen category', async () => {
    const api = mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${path}`]: () => ok(row({})),
      [`GET ${path}/panel`]: () => ok(panel),
      [`POST ${path}/reject`]: () => ok(row({ status: 'REJECTED' })),
    });
    await renderConsole('/withdrawals/5');
    const decision = await screen.findByRole('region', { name: 'Panel keputusan' });
    for (const text of [
      '1 jam 5 min',
      'Menunggu semakan',
      'Berbeza: nama sebenar ialah Ali Bin Abu',
      'Bonus: 2, RM 80.00',
    ]) {
      expect(within(decision).getByText(text)).toBeTruthy();
    }
    const linked = screen.getByRole('region', { name: 'Akaun berkaitan' });
    expect(within(linked).getByRole('link', { name: 'demo_9' })).toBeTruthy();
    expect(within(linked).getByText('******7890')).toBeTruthy();
    // Finance may not reveal members' personal data.
    expect(within(linked).queryByRole('button', { name: 'Tunjuk nilai' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Kategori sebab'), {
      target: { value: 'LINKED_ACCOUNTS' },
    });
    fireEvent.change(screen.getByLabelText('Sebab penolakan'), {
      target: { value: 'Akaun bank dikongsi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tolak' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak pengeluaran #5?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(api.to(`POST ${path}/reject`)).toHaveLength(1));
    expect(api.to(`POST ${path}/reject`)[0].body).toEqual({
      category: 'LINKED_ACCOUNTS',
      reason: 'Akaun bank dikongsi',
    });
  });

  it('says when the withdrawal awaits its second approver, and offers no second approve here', async () => {
    mockApi({
      ...meAnswer(consoleOperator('FINANCE')),
      [`GET ${path}`]: () =>
        ok(row({ approval: awaitingApproval({ kind: 'PAYOUT', subject: '5', amount: '100.00' }) })),
    });
    await renderConsole('/withdrawals/5');
    expect(
      await screen.findByText('Menunggu pelulus kedua: finance memberi kelulusan pertama.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka kelulusan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Luluskan' })).toBeNull();
  });

  it('shows no actions to a role without payments.write', async () => {
    mockApi({
      ...meAnswer(consoleOperator('READ_ONLY')),
      [`GET ${path}`]: () => ok(row({})),
    });
    await renderConsole('/withdrawals/5');
    expect(await screen.findByText('1234567890')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Luluskan' })).toBeNull();
  });
});
