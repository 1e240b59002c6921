import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AGENT_CONTRACT_PATHS,
  type AgentContractOverview,
  type AgentContractView,
  type AgentPayoutStatement,
  type AgentPayoutView,
} from '@wps/shared-types';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { agentCentreInfo } from '../../test/agent-centre';
import { mockApi, type MockRequest } from '../../test/api-mock';
import { ok, systemStatus } from '../../test/fixtures';
import { systemStatusQuery } from '../system/hooks/useSystemStatus';
import { AgentCentre } from './components/AgentCentre';

type Handlers = Parameters<typeof mockApi>[0];

const REAL_TIME = { dividend: false, dailyWages: false, hourlySalary: false, realTimeSalary: true };

function contract(overrides: Partial<AgentContractView> = {}): AgentContractView {
  return {
    id: 7,
    kind: 'REAL_TIME_SALARY',
    status: 'ACTIVE',
    role: 'AGENT',
    agent: 'demo_agent',
    upline: null,
    period: 'FIVE_MINUTES',
    tiers: [
      { turnover: '0.00', activeMembers: null, ratio: '1.00' },
      { turnover: '10000.00', activeMembers: 5, ratio: '2.00' },
    ],
    note: null,
    proposedBy: 'OPERATOR',
    proposedAt: '2026-11-20T04:00:00.000Z',
    startedAt: '2026-11-20T04:00:00.000Z',
    closedAt: null,
    endReason: null,
    termination: null,
    actions: ['termination'],
    ...overrides,
  };
}

function overview(current: AgentContractView | null): AgentContractOverview {
  return {
    kind: 'REAL_TIME_SALARY',
    enabled: true,
    current,
    waitingForMe: 1,
    waitingForOthers: 0,
    downlineContracts: 0,
    paidToday: '12.50',
    paidTotal: '1234.56',
  };
}

const list = <T,>(items: T[]) =>
  ok({ list: items, pageNo: 1, pageSize: 10, totalCount: items.length, totalPages: 1 });

function payout(overrides: Partial<AgentPayoutView> = {}): AgentPayoutView {
  return {
    id: 31,
    contractId: 7,
    kind: 'REAL_TIME_SALARY',
    period: 'FIVE_MINUTES',
    periodStart: '2026-11-23T04:00:00.000Z',
    periodEnd: '2026-11-23T04:05:00.000Z',
    teamTurnover: '1500.00',
    teamNetLoss: '80.00',
    activeMembers: 3,
    carriedIn: '0.00',
    tier: 0,
    ratio: '1.00',
    grossShare: '15.00',
    downlineShares: '5.00',
    amount: '10.00',
    status: 'PAID',
    paidAt: '2026-11-23T04:05:30.000Z',
    dueBy: null,
    owed: '0.00',
    ...overrides,
  };
}

const SUB_AGENTS = () =>
  list([
    {
      account: 'demo_subagent',
      nickname: 'Sub',
      type: 'AGENT',
      isAgent: 2,
      status: 'ACTIVE',
      level: 1,
      upline: 'demo_agent',
      registeredAt: '2026-11-20T04:00:00.000Z',
      lastLoginAt: null,
      balance: '0.00',
      ratio: null,
      teamSize: 3,
    },
  ]);

function renderPage(handlers: Handlers) {
  window.sessionStorage.setItem('token', 't');
  const api = mockApi({
    'GET /wps/agent/centre': () => ok(agentCentreInfo({ features: REAL_TIME })),
    'GET /wps/agent/team/overview': () => ok({}),
    [`GET ${AGENT_CONTRACT_PATHS.payouts}`]: () =>
      ok({
        list: [],
        pageNo: 1,
        pageSize: 20,
        totalCount: 0,
        totalPages: 0,
        totals: { teamTurnover: '0', grossShare: '0', downlineShares: '0', amount: '0' },
        timezone: 'Asia/Kuala_Lumpur',
      }),
    'GET /wps/agent/downlines': SUB_AGENTS,
    ...handlers,
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(systemStatusQuery.queryKey, systemStatus());
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <AgentCentre page="agentRealTimeSalary" onClose={() => undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
  return api;
}

async function page() {
  return screen.findByRole('region', { name: 'Gaji masa nyata' });
}

// Walks through the whole page (a first render loads its chunks and texts): past vitest's 5 s on a
// loaded 2-core machine (5.3 s once), as the language-switch walks found.
const WALK_TIMEOUT_MS = 20_000;

describe('contract pages', { timeout: WALK_TIMEOUT_MS }, () => {
  it('shows the contract in force with its tiers, and answers a proposal waiting', async () => {
    const offer = contract({
      id: 9,
      status: 'PENDING',
      upline: 'demo_agent',
      agent: 'demo_agent',
      proposedBy: 'UPLINE',
      startedAt: null,
      actions: ['accept', 'refuse'],
    });
    const answered: MockRequest[] = [];
    const api = renderPage({
      [`GET ${AGENT_CONTRACT_PATHS.overview}`]: () => ok(overview(contract())),
      [`GET ${AGENT_CONTRACT_PATHS.contracts}`]: (request) =>
        request.query.get('status') === 'PENDING' ? list([offer]) : list([]),
      [`POST ${AGENT_CONTRACT_PATHS.contract(9)}/accept`]: (request) => {
        answered.push(request);
        return ok({ ...offer, status: 'ACTIVE', actions: [] });
      },
    });
    const region = await page();
    const mine = await within(region).findByRole('article', {
      name: 'Kontrak saya',
    });
    expect(within(mine).getByText('Pengendali')).toBeTruthy();
    const tiers = within(mine).getByRole('table');
    expect(within(tiers).getByRole('row', { name: /^2 RM 10,000.00 5 2.00%$/ })).toBeTruthy();
    expect(within(region).getByText('RM 1,234.56')).toBeTruthy();
    expect(api.to(`GET ${AGENT_CONTRACT_PATHS.overview}`)[0].query.get('kind')).toBe(
      'REAL_TIME_SALARY',
    );

    const proposal = await within(region).findByRole('article', {
      name: 'Tawaran daripada demo_agent',
    });
    fireEvent.click(within(proposal).getByRole('button', { name: 'Terima' }));
    await waitFor(() => expect(answered).toHaveLength(1));
  });

  it('offers a contract only with one in force, and shows each tier field’s problem as typed', async () => {
    const offers: MockRequest[] = [];
    renderPage({
      [`GET ${AGENT_CONTRACT_PATHS.overview}`]: () => ok(overview(contract())),
      [`GET ${AGENT_CONTRACT_PATHS.contracts}`]: () => list([]),
      [`POST ${AGENT_CONTRACT_PATHS.contracts}`]: (request) => {
        offers.push(request);
        return ok(contract({ id: 12, status: 'PENDING', role: 'UPLINE' }));
      },
    });
    const region = await page();
    fireEvent.click(await within(region).findByRole('button', { name: 'Tawarkan kontrak' }));
    const form = within(region).getByRole('form', { name: 'Tawarkan kontrak' });
    fireEvent.change(within(form).getByLabelText(/Akaun sub-ejen/), {
      target: { value: 'demo_subagent' },
    });
    const turnover = within(form).getByLabelText(/Pusing ganti dari/);
    const ratio = within(form).getByLabelText(/Nisbah/);
    fireEvent.change(turnover, { target: { value: '12.345' } });
    expect(within(form).getByText('Jumlah 0 atau lebih, dua perpuluhan.')).toBeTruthy();
    fireEvent.change(turnover, { target: { value: '0' } });
    // Above the agent's own 1.00% at a turnover of 0: the upline's ceiling.
    fireEvent.change(ratio, { target: { value: '1.5' } });
    expect(
      within(form).getByText('Paling tinggi nisbah upline pada peringkat ini (1.00%).'),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Hantar tawaran' }));
    expect(offers).toHaveLength(0);

    fireEvent.change(ratio, { target: { value: '0.5' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Hantar tawaran' }));
    await waitFor(() => expect(offers).toHaveLength(1));
    expect(offers[0].body).toEqual({
      kind: 'REAL_TIME_SALARY',
      account: 'demo_subagent',
      tiers: [{ turnover: '0', activeMembers: null, ratio: '0.5' }],
    });
  });

  it('keeps "offer a contract" disabled without a contract in force', async () => {
    renderPage({
      [`GET ${AGENT_CONTRACT_PATHS.overview}`]: () => ok(overview(null)),
      [`GET ${AGENT_CONTRACT_PATHS.contracts}`]: () => list([]),
    });
    const region = await page();
    expect(await within(region).findByText('Tiada kontrak jenis ini berkuat kuasa.')).toBeTruthy();
    const offer = await within(region).findByRole('button', { name: 'Tawarkan kontrak' });
    expect((offer as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the payouts and explains one line by line, down to a sub-agent’s', async () => {
    const statement = (id: number, view: AgentPayoutView): AgentPayoutStatement => ({
      payout: view,
      contract: contract(),
      lines:
        id === 31
          ? [
              {
                account: 'demo_agent_m1',
                type: 'MEMBER',
                ownTurnover: '500.00',
                ownNetLoss: '20.00',
                teamTurnover: '0.00',
                teamNetLoss: '0.00',
                downlineRatio: null,
                share: '5.00',
                downlinePayoutId: null,
              },
              {
                account: 'demo_subagent',
                type: 'AGENT',
                ownTurnover: '0.00',
                ownNetLoss: '0.00',
                teamTurnover: '1000.00',
                teamNetLoss: '60.00',
                downlineRatio: '0.50',
                share: '5.00',
                downlinePayoutId: 32,
              },
            ]
          : [],
      pageNo: 1,
      pageSize: 10,
      totalCount: 2,
      totalPages: 1,
    });
    renderPage({
      [`GET ${AGENT_CONTRACT_PATHS.overview}`]: () => ok(overview(contract())),
      [`GET ${AGENT_CONTRACT_PATHS.contracts}`]: () => list([]),
      [`GET ${AGENT_CONTRACT_PATHS.payouts}`]: () =>
        ok({
          list: [payout()],
          pageNo: 1,
          pageSize: 20,
          totalCount: 1,
          totalPages: 1,
          totals: {
            teamTurnover: '1500.00',
            grossShare: '15.00',
            downlineShares: '5.00',
            amount: '10.00',
          },
          timezone: 'Asia/Kuala_Lumpur',
        }),
      [`GET ${AGENT_CONTRACT_PATHS.payout(31)}`]: () => ok(statement(31, payout())),
      [`GET ${AGENT_CONTRACT_PATHS.payout(32)}`]: () =>
        ok(
          statement(
            32,
            payout({ id: 32, amount: '5.00', grossShare: '5.00', downlineShares: '0.00' }),
          ),
        ),
    });
    const region = await page();
    const payouts = await within(region).findByRole('table', { name: 'Bayaran' });
    const row = await within(payouts).findByRole('row', { name: /Dibayar/ });
    expect(row.textContent).toContain('RM 1,500.00');
    expect(row.textContent).toContain('RM 15.00');
    expect(row.textContent).toContain('Dibayar');
    fireEvent.click(within(row).getByRole('button', { name: /^Penyata / }));

    const dialog = await screen.findByRole('dialog', { name: 'Penyata' });
    const steps = await within(dialog).findByRole('list', { name: 'Pengiraan' });
    expect(steps.textContent).toContain('1.00% × RM 1,500.00 = RM 15.00');
    expect(steps.textContent).toContain('Tolak bahagian ejen downline: RM 5.00');
    const lines = within(dialog).getByRole('table', { name: 'Butiran mengikut akaun' });
    expect(within(lines).getByRole('row', { name: /demo_agent_m1 Ahli RM 500.00/ })).toBeTruthy();
    fireEvent.click(within(lines).getByRole('button', { name: 'Penyata demo_subagent' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'Pengiraan' }).textContent).toContain(
        'Dibayar RM 5.00',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeTruthy();
  });

  it('distributes a dividend it owes with the payment password and one key per attempt', async () => {
    const due = payout({
      id: 40,
      kind: 'DIVIDEND',
      period: 'MONTHLY',
      status: 'DUE',
      paidAt: null,
      dueBy: '2026-12-04T16:00:00.000Z',
      teamNetLoss: '1300.00',
      carriedIn: '-300.00',
      ratio: '10.00',
      grossShare: '100.00',
      downlineShares: '0.00',
      amount: '100.00',
      // A forced distribution moved 25.00 of it already: 75.00 is left to distribute.
      owed: '75.00',
    });
    const sent: MockRequest[] = [];
    window.sessionStorage.setItem('token', 't');
    const api = mockApi({
      'GET /wps/agent/centre': () =>
        ok(agentCentreInfo({ features: { ...REAL_TIME, dividend: true } })),
      [`GET ${AGENT_CONTRACT_PATHS.payout(40)}`]: () =>
        ok({
          payout: due,
          contract: contract({ kind: 'DIVIDEND', role: 'UPLINE', agent: 'demo_subagent' }),
          lines: [],
          pageNo: 1,
          pageSize: 10,
          totalCount: 0,
          totalPages: 0,
        }),
      [`POST ${AGENT_CONTRACT_PATHS.distribute(40)}`]: (request) => {
        sent.push(request);
        return ok({ ...due, status: 'PAID' });
      },
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    client.setQueryData(systemStatusQuery.queryKey, systemStatus());
    const { StatementDialog } = await import('./contracts/StatementDialog');
    render(
      <AppProviders client={client}>
        <StatementDialog payoutId={40} onClose={() => undefined} />
      </AppProviders>,
    );
    const form = await screen.findByRole('form', { name: 'Agih dividen' });
    // The share is worked out on the base: the net loss with what was carried in.
    expect(screen.getByText('10.00% × RM 1,000.00 = RM 100.00')).toBeTruthy();
    expect(form.textContent).toContain('RM 75.00');
    fireEvent.change(within(form).getByLabelText(/Kata laluan pembayaran/), {
      target: { value: '731904' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Agihkan' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ paymentPassword: '731904' });
    expect(sent[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.to(`GET ${AGENT_CONTRACT_PATHS.payout(40)}`).length).toBeGreaterThan(0);
  });

  it('shows a real-time window paid while the page is open, without a reload', async () => {
    // A draft browser test watched this page for 12 minutes and saw no payout: it was read once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let paid = false;
      const payouts = (items: AgentPayoutView[]) =>
        ok({
          list: items,
          pageNo: 1,
          pageSize: 20,
          totalCount: items.length,
          totalPages: 1,
          totals: { teamTurnover: '0', grossShare: '0', downlineShares: '0', amount: '0' },
          timezone: 'Asia/Kuala_Lumpur',
        });
      const api = renderPage({
        [`GET ${AGENT_CONTRACT_PATHS.overview}`]: () => ok(overview(contract())),
        [`GET ${AGENT_CONTRACT_PATHS.contracts}`]: () => list([]),
        [`GET ${AGENT_CONTRACT_PATHS.payouts}`]: () => payouts(paid ? [payout()] : []),
      });
      const region = await page();
      await within(region).findByText('Tiada rekod untuk tempoh ini.');
      paid = true;
      await vi.advanceTimersByTimeAsync(60_000);
      const table = await within(region).findByRole('table', { name: 'Bayaran' });
      expect(within(table).getAllByText('RM 10.00').length).toBeGreaterThan(0);
      expect(api.to(`GET ${AGENT_CONTRACT_PATHS.overview}`).length).toBeGreaterThan(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
