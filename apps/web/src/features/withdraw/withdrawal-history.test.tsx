import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WITHDRAWAL_PATHS, type WithdrawalPage, type WithdrawalView } from '@wps/shared-types';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { mockApi } from '../../test/api-mock';
import { SeeingEverything, ok } from '../../test/fixtures';
import { WithdrawalHistory } from './components/WithdrawalHistory';

const disputed: WithdrawalView = {
  id: 31,
  amount: '200.00',
  status: 'DISPUTED',
  bankName: 'Maybank',
  accountNumber: '**** 5566',
  holderName: 'Siti Aminah',
  createdAt: '2026-11-28T03:00:00.000Z',
  receivedAmount: '200.00',
  remainingAmount: '0.00',
  rejectCategory: null,
  rejectReason: null,
  payoutReference: 'MBB-1',
  paidAt: '2026-11-28T04:00:00.000Z',
  answeredAt: '2026-11-28T05:00:00.000Z',
  autoConfirmed: false,
  disputeRemark: 'Nothing arrived',
  resolutionNote: null,
  resolvedAt: null,
  images: [
    { position: 1, kind: 'PAYOUT', mimeType: 'image/png' },
    { position: 2, kind: 'DISPUTE', mimeType: 'image/png' },
    { position: 3, kind: 'DISPUTE', mimeType: 'image/jpeg' },
  ],
};

describe('the withdrawal history', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', SeeingEverything));
  afterEach(() => vi.restoreAllMocks());

  it("shows the payout slip and the member's own dispute proofs, each from its address", async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:${Math.random()}`);
    const page: WithdrawalPage = {
      list: [disputed],
      pageNo: 1,
      pageSize: 10,
      totalCount: 1,
      totalPages: 1,
    };
    const picture = () =>
      new Response(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'content-type': 'image/png' },
      });
    const api = mockApi({
      [`GET ${WITHDRAWAL_PATHS.withdrawals}`]: () => ok(page),
      ...Object.fromEntries(
        [1, 2, 3].map((position) => [
          `GET ${WITHDRAWAL_PATHS.withdrawals}/31/images/${position}`,
          picture,
        ]),
      ),
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders client={client}>
        <WithdrawalHistory />
      </AppProviders>,
    );
    const row = await screen.findByRole('row', { name: /Maybank/ });
    for (const name of [
      'Bukti bayaran pengeluaran #31',
      'Bukti pertikaian 1 pengeluaran #31',
      'Bukti pertikaian 2 pengeluaran #31',
    ]) {
      await waitFor(() => expect(within(row).getByRole('img', { name }).tagName).toBe('IMG'));
    }
    expect(
      api.requests.filter((request) => request.path.includes('/images/')).map((r) => r.path),
    ).toEqual([1, 2, 3].map((position) => `${WITHDRAWAL_PATHS.withdrawals}/31/images/${position}`));
  });

  it('shows a rejection with its category in the member language, above the operator text', async () => {
    const rejected: WithdrawalView = {
      ...disputed,
      id: 32,
      status: 'REJECTED',
      receivedAmount: '0.00',
      rejectCategory: 'HOLDER_NAME_MISMATCH',
      rejectReason: 'Nama berbeza',
      payoutReference: null,
      paidAt: null,
      answeredAt: null,
      disputeRemark: null,
      resolutionNote: null,
      resolvedAt: null,
      images: [],
    };
    mockApi({
      [`GET ${WITHDRAWAL_PATHS.withdrawals}`]: () =>
        ok({ list: [rejected], pageNo: 1, pageSize: 10, totalCount: 1, totalPages: 1 }),
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders client={client}>
        <WithdrawalHistory />
      </AppProviders>,
    );
    const row = await screen.findByRole('row', { name: /Maybank/ });
    expect(
      within(row).getByText('Nama pemegang akaun tidak sepadan dengan nama sebenar'),
    ).toBeTruthy();
    expect(within(row).getByText('Sebab: Nama berbeza')).toBeTruthy();
  });
});
