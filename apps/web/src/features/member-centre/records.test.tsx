import { fireEvent, render, screen, within } from '@testing-library/react';
import type {
  AccountRecordResponse,
  BetRecordResponse,
  MemberCentrePage,
  ProfitResponse,
} from '@wps/shared-types';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { mockApi, type MockRequest } from '../../test/api-mock';
import { ok, systemStatus } from '../../test/fixtures';
import { systemStatusQuery } from '../system/hooks/useSystemStatus';
import { MemberCentre } from './components/MemberCentre';

const page = { pageNo: 1, pageSize: 20, timezone: 'Asia/Kuala_Lumpur' };

function betAnswer(request: MockRequest): BetRecordResponse {
  const pageNo = Number(request.query.get('pageNo'));
  return {
    ...page,
    pageNo,
    totalCount: 21,
    totalPages: 2,
    list: [
      {
        id: String(pageNo),
        roundId: `round-${pageNo}`,
        placedAt: '2026-11-20T04:00:00.000Z',
        settledAt: '2026-11-20T04:00:01.000Z',
        vendor: 'PG',
        vendorName: 'PG Soft',
        gameCode: 'harimau',
        gameName: `Harimau Emas ${pageNo}`,
        category: 'RNG',
        stake: '10.00',
        payout: '25.50',
        winLoss: '15.50',
        status: 'SETTLED',
      },
    ],
    totals: { rounds: 21, stake: '1210.00', payout: '1000.00', winLoss: '-210.00' },
  };
}

function renderPage(target: MemberCentrePage, handlers: Parameters<typeof mockApi>[0]) {
  window.sessionStorage.setItem('token', 't');
  const api = mockApi(handlers);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  // The site settings are loaded before a member can open the member centre.
  client.setQueryData(systemStatusQuery.queryKey, systemStatus());
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <MemberCentre page={target} onClose={vi.fn()} />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

describe('betting record', () => {
  it("asks for today's rounds, shows them with totals, and pages", async () => {
    // 23:00 on 22 November in UTC (the test device's zone) is already 23 November for the operator
    // in Kuala Lumpur: today is the operator's day, where the server cuts the records.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T23:00:00Z') });
    const api = renderPage('personalHistoryCopy', {
      'GET /wps/member/records/bets': (request) => ok(betAnswer(request)),
    });
    const table = await screen.findByRole('table', { name: 'Rekod Pertaruhan' });
    const [first] = api.to('GET /wps/member/records/bets');
    expect(Object.fromEntries(first.query)).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
      pageNo: '1',
      pageSize: '20',
    });
    const row = within(table).getAllByRole('row')[1];
    expect(row.textContent).toContain('Harimau Emas 1');
    expect(row.textContent).toContain('RM 25.50');
    expect(row.textContent).toContain('Selesai');
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(totals.textContent).toBe('Jumlah21 pusinganRM 1,210.00RM 1,000.00-RM 210.00');

    fireEvent.click(screen.getByRole('button', { name: 'Seterusnya' }));
    expect(await screen.findByText('Harimau Emas 2')).toBeTruthy();
    expect(screen.getByText('Halaman 2 / 2')).toBeTruthy();
  });

  it('uses the presets, a custom range and the filters, back on page 1', async () => {
    const api = renderPage('personalHistoryCopy', {
      'GET /wps/member/records/bets': (request) => ok(betAnswer(request)),
    });
    await screen.findByRole('table', { name: 'Rekod Pertaruhan' });
    const last = () => Object.fromEntries(api.to('GET /wps/member/records/bets').at(-1)!.query);

    fireEvent.click(screen.getByRole('button', { name: '7 hari lepas' }));
    await vi.waitFor(() => expect(last().from).not.toBe(last().to));
    const days = (Date.parse(last().to) - Date.parse(last().from)) / 86_400_000;
    expect(days).toBe(6);

    fireEvent.click(screen.getByRole('button', { name: 'Pilih tarikh' }));
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Hingga'), { target: { value: '2026-04-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Tempoh maksimum ialah 90 hari');
    fireEvent.change(screen.getByLabelText('Hingga'), { target: { value: '2026-01-31' } });
    await vi.waitFor(() => expect(last()).toMatchObject({ from: '2026-01-01', to: '2026-01-31' }));

    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: 'LIVE' } });
    await vi.waitFor(() => expect(last()).toMatchObject({ category: 'LIVE', pageNo: '1' }));
  });

  it('says when there is nothing', async () => {
    renderPage('personalHistoryCopy', {
      'GET /wps/member/records/bets': () =>
        ok<BetRecordResponse>({
          ...page,
          totalCount: 0,
          totalPages: 0,
          list: [],
          totals: { rounds: 0, stake: '0.00', payout: '0.00', winLoss: '0.00' },
        }),
    });
    expect(await screen.findByText('Tiada rekod untuk tempoh ini.')).toBeTruthy();
  });
});

describe('account record', () => {
  it('shows signed movements with the balance after, filtered by type', async () => {
    const answer: AccountRecordResponse = {
      ...page,
      totalCount: 1,
      totalPages: 1,
      list: [
        {
          id: '9',
          time: '2026-11-20T04:00:00.000Z',
          type: 'TRANSFER_OUT',
          wallet: 'MAIN',
          amount: '-10.00',
          balanceAfter: '4990.00',
          reference: '77',
          vendor: null,
          roundId: null,
          request: null,
        },
      ],
      totals: { count: 1, moneyIn: '0.00', moneyOut: '-10.00' },
    };
    const api = renderPage('transactionHistory', {
      'GET /wps/member/records/transactions': () => ok(answer),
    });
    const table = await screen.findByRole('table', { name: 'Rekod Akaun' });
    expect(within(table).getAllByRole('row')[1].textContent).toContain(
      'Pindahan keluarDompet utama-RM 10.00RM 4,990.0077',
    );
    fireEvent.change(screen.getByLabelText('Jenis'), { target: { value: 'WIN' } });
    await vi.waitFor(() =>
      expect(api.to('GET /wps/member/records/transactions').at(-1)!.query.get('type')).toBe('WIN'),
    );
  });
});

describe('personal P&L', () => {
  it('sums per day, and per vendor on request', async () => {
    const api = renderPage('personalProfit', {
      'GET /wps/member/records/profit': (request) =>
        ok<ProfitResponse>({
          ...page,
          totalCount: 1,
          totalPages: 1,
          list: [
            request.query.get('groupBy') === 'DAY'
              ? {
                  key: '2026-11-20',
                  name: '2026-11-20',
                  rounds: 3,
                  stake: '30.00',
                  payout: '65.50',
                  net: '35.50',
                }
              : {
                  key: 'PG',
                  name: 'PG Soft',
                  rounds: 3,
                  stake: '30.00',
                  payout: '65.50',
                  net: '35.50',
                },
          ],
          totals: { rounds: 3, stake: '30.00', payout: '65.50', net: '35.50' },
        }),
    });
    const table = await screen.findByRole('table', { name: 'Untung Rugi Peribadi' });
    expect(within(table).getAllByRole('row')[1].textContent).toBe(
      '2026-11-203RM 30.00RM 65.50RM 35.50',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mengikut pembekal' }));
    expect(await screen.findByText('PG Soft')).toBeTruthy();
    expect(api.to('GET /wps/member/records/profit').at(-1)!.query.get('groupBy')).toBe('VENDOR');
  });
});
