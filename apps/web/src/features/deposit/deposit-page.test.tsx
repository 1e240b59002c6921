import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEPOSIT_PATHS, type DepositEntry, type DepositPage as Page } from '@wps/shared-types';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { mockApi } from '../../test/api-mock';
import { SeeingEverything, ok } from '../../test/fixtures';
import { DepositPage } from './components/DepositPage';

const deposit = (id: number, proofs: number): DepositEntry => ({
  id,
  channelName: id === 12 ? 'Maybank' : 'Online banking (FPX)',
  channelType: id === 12 ? 'BANK_TRANSFER' : 'ONLINE',
  amount: '123.45',
  bonusAmount: null,
  status: 'APPROVED',
  reference: null,
  remark: null,
  rejectReason: null,
  createdAt: '2026-11-28T03:00:00.000Z',
  decidedAt: '2026-11-28T03:05:00.000Z',
  expiresAt: '2026-11-29T03:00:00.000Z',
  proofs: Array.from({ length: proofs }, () => ({ mimeType: 'image/png', sizeBytes: 4 })),
  paymentUrl: null,
});

describe('the deposit page', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', SeeingEverything));
  afterEach(() => vi.restoreAllMocks());

  it("shows each deposit's own proof pictures in the list, and none for an online payment", async () => {
    let objectUrls = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:proof-${(objectUrls += 1)}`);
    const page: Page = {
      list: [deposit(12, 2), deposit(13, 0)],
      pageNo: 1,
      pageSize: 10,
      totalCount: 2,
      totalPages: 1,
    };
    const proof = () =>
      new Response(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'content-type': 'image/png' },
      });
    const api = mockApi({
      [`GET ${DEPOSIT_PATHS.channels}`]: () => ok([]),
      [`GET ${DEPOSIT_PATHS.deposits}`]: () => ok(page),
      [`GET ${DEPOSIT_PATHS.deposits}/12/proofs/1`]: proof,
      [`GET ${DEPOSIT_PATHS.deposits}/12/proofs/2`]: proof,
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <AppProviders client={client}>
        <DepositPage />
      </AppProviders>,
    );
    const bank = await screen.findByRole('row', { name: /Maybank/ });
    for (const position of [1, 2]) {
      const name = `Bukti ${position} deposit #12`;
      await waitFor(() => expect(within(bank).getByRole('img', { name }).tagName).toBe('IMG'));
    }
    const online = screen.getByRole('row', { name: /Online banking/ });
    expect(within(online).queryByRole('img')).toBeNull();
    expect(api.requests.filter((request) => request.path.includes('/proofs/')).length).toBe(2);
  });
});
