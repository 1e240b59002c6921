import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  REBATE_PATHS,
  type RebateClaimPage,
  type RebateClaimView,
  type RebateView,
} from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { failure, mockApi } from '../../test/api-mock';
import { ok, systemStatus } from '../../test/fixtures';
import { systemStatusQuery } from '../system/hooks/useSystemStatus';
import { ManualRebatePage } from './components/ManualRebatePage';
import { rebateClaimState, shownCategories } from './rebate-view';

function rebateView(overrides: Partial<RebateView> = {}): RebateView {
  return {
    enabled: true,
    period: 'DAILY',
    rankLevel: 3,
    rankName: 'Gold',
    since: null,
    categories: [
      { categoryCode: 'RNG', validTurnover: '123.45', percent: '0.80', amount: '0.98' },
      { categoryCode: 'LIVE', validTurnover: '200.00', percent: '0.45', amount: '0.90' },
      { categoryCode: 'FISH', validTurnover: '0.00', percent: '0.80', amount: '0.00' },
      { categoryCode: 'LOTT', validTurnover: '0.00', percent: '0.00', amount: '0.00' },
    ],
    totalTurnover: '323.45',
    totalAmount: '1.88',
    adjustment: '0.00',
    claimedThisPeriod: false,
    nextClaimAt: '2026-11-28T16:00:00.000Z',
    ...overrides,
  };
}

const claimed: RebateClaimView = {
  id: '7',
  periodStart: '2026-11-28',
  amount: '1.88',
  adjustment: '0.00',
  totalTurnover: '323.45',
  categories: [],
  createdAt: '2026-11-28T10:00:00.000Z',
};

function page(list: RebateClaimView[]): RebateClaimPage {
  return { list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1 };
}

describe('rebate claim state', () => {
  it('claims only when on, not claimed this period and above zero', () => {
    expect(rebateClaimState(rebateView())).toBe('ready');
    expect(rebateClaimState(rebateView({ enabled: false }))).toBe('disabled');
    expect(rebateClaimState(rebateView({ claimedThisPeriod: true }))).toBe('claimed');
    expect(rebateClaimState(rebateView({ totalAmount: '0.00' }))).toBe('nothing');
  });

  it('lists the categories the rank earns in or the member played, not the others', () => {
    const codes = shownCategories(
      rebateView({
        categories: [
          ...rebateView().categories,
          { categoryCode: 'PVP', validTurnover: '0.0001', percent: '0.00', amount: '0.00' },
        ],
      }),
    ).map((line) => line.categoryCode);
    expect(codes).toEqual(['RNG', 'LIVE', 'FISH', 'PVP']);
  });
});

describe('manual rebate page', { timeout: 20_000 }, () => {
  function renderPage(claim: () => Response) {
    window.sessionStorage.setItem('token', 't');
    const state = { view: rebateView(), claims: [] as RebateClaimView[] };
    const api = mockApi({
      [`GET ${REBATE_PATHS.rebate}`]: () => ok(state.view),
      [`GET ${REBATE_PATHS.claims}`]: () => ok(page(state.claims)),
      [`POST ${REBATE_PATHS.claims}`]: () => {
        const answer = claim();
        if (answer.ok) {
          state.view = rebateView({ claimedThisPeriod: true, totalAmount: '0.00' });
          state.claims = [claimed];
        }
        return answer;
      },
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    client.setQueryData(systemStatusQuery.queryKey, systemStatus());
    render(
      <AppProviders client={client}>
        <ManualRebatePage />
      </AppProviders>,
    );
    return api;
  }

  it('shows the amount per category and the total, claims it once with a key and lists the claim', async () => {
    const api = renderPage(() => ok(claimed));
    expect(await screen.findByTestId('rebate-total')).toHaveProperty('textContent', 'RM 1.88');
    const table = screen.getAllByRole('table')[0];
    expect(within(table).getByRole('row', { name: /RM 123\.45/ }).textContent).toContain(
      '0.80%RM 0.98',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).queryByText('0.00%')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tuntut RM 1.88' }));
    // The refetched view hides the button; the confirmation stays.
    expect(await screen.findByText(/Anda telah menuntut rebat tempoh ini/)).toBeTruthy();
    expect(screen.getByText('RM 1.88 telah dimasukkan ke dompet utama anda.')).toBeTruthy();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    const history = screen.getByRole('region', { name: 'Sejarah tuntutan' });
    expect(await within(history).findByRole('cell', { name: 'RM 323.45' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tuntut/ })).toBeNull();
  });

  it("tells the server's refusal in the member's language", async () => {
    renderPage(() => failure('REBATE_ALREADY_CLAIMED', 409));
    fireEvent.click(await screen.findByRole('button', { name: 'Tuntut RM 1.88' }));
    expect(await screen.findByText('Anda telah menuntut rebat tempoh ini.')).toBeTruthy();
  });
});
