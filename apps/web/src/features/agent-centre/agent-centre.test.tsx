import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type {
  AgentCentreInfo,
  AgentCentrePage,
  DownlineDetails,
  DownlineProfitPage,
  DownlineRow,
} from '@wps/shared-types';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { agentCentreInfo, teamFigures } from '../../test/agent-centre';
import { failure, mockApi, type MockRequest } from '../../test/api-mock';
import { loginAnswer, memberInfo, ok, systemStatus } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { systemStatusQuery } from '../system/hooks/useSystemStatus';
import { AgentCentre } from './components/AgentCentre';

type Handlers = Parameters<typeof mockApi>[0];

const overviewAnswer = () =>
  ok({
    from: '2026-11-23',
    to: '2026-11-23',
    direct: teamFigures({ size: 2, bets: 5 }),
    team: teamFigures({ size: 7, bets: 12 }),
    timezone: 'Asia/Kuala_Lumpur',
  });

function renderCentre(
  handlers: Handlers,
  { info = agentCentreInfo(), page }: { info?: AgentCentreInfo; page?: AgentCentrePage } = {},
) {
  window.sessionStorage.setItem('token', 't');
  const api = mockApi({
    'GET /wps/agent/centre': () => ok(info),
    'GET /wps/agent/team/overview': overviewAnswer,
    ...handlers,
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(systemStatusQuery.queryKey, systemStatus());
  const onClose = vi.fn();
  render(
    <AppProviders client={client}>
      <MemoryRouter>
        <AgentCentre page={page} onClose={onClose} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { api, onClose };
}

function row(account: string, overrides: Partial<DownlineRow> = {}): DownlineRow {
  return {
    account,
    nickname: `${account} nick`,
    type: 'MEMBER',
    isAgent: 0,
    status: 'ACTIVE',
    level: 1,
    upline: 'demo_agent',
    registeredAt: '2026-11-20T04:00:00.000Z',
    lastLoginAt: null,
    balance: '25.00',
    ratio: null,
    teamSize: 0,
    ...overrides,
  };
}

function details(account: string, overrides: Partial<DownlineDetails> = {}): DownlineDetails {
  return {
    ...row(account),
    actions: { setRatio: false, lockLogin: true, transfer: true },
    lifetime: { depositAmount: '100.00', withdrawalAmount: '0.00', validTurnover: '40.00' },
    ...overrides,
  };
}

describe('agent centre', () => {
  it('opens on the team overview under the agency name, with the eight base entries in order', async () => {
    const { api } = renderCentre({});
    const dialog = await screen.findByRole('dialog', { name: 'Demo Agensi' });
    const menu = within(dialog).getByRole('navigation', { name: 'Menu pusat ejen' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Pengumuman ejen',
      'Gambaran pasukan',
      'Pusat buka akaun',
      'Pengurusan pasukan',
      'Pertaruhan pasukan',
      'Untung rugi downline',
      'Pendapatan saya',
      'Transaksi downline',
    ]);
    expect(
      within(menu).getByRole('button', { name: 'Gambaran pasukan' }).getAttribute('aria-current'),
    ).toBe('page');
    const table = await within(dialog).findByRole('table');
    const accounts = within(table).getByRole('row', { name: /^Akaun 2 7$/ });
    expect(accounts).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^Pertaruhan 5 12$/ })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^Deposit / })).toBeTruthy();
    expect(Object.fromEntries(api.to('GET /wps/agent/team/overview')[0].query)).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    });
  });

  it('asks for the chosen period: yesterday and this month', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T04:00:00Z') });
    const { api } = renderCentre({});
    const dialog = await screen.findByRole('dialog', { name: 'Demo Agensi' });
    await within(dialog).findByRole('table');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Semalam' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bulan ini' }));
    await waitFor(() => expect(api.to('GET /wps/agent/team/overview')).toHaveLength(3));
    const asked = api
      .to('GET /wps/agent/team/overview')
      .map((request) => `${request.query.get('from')}..${request.query.get('to')}`);
    expect(asked).toEqual([
      '2026-11-23..2026-11-23',
      '2026-11-22..2026-11-22',
      '2026-11-01..2026-11-23',
    ]);
    vi.useRealTimers();
  });

  it('hides the figures the operator keeps from agents', async () => {
    renderCentre(
      {},
      {
        info: agentCentreInfo({
          figures: { deposits: false, withdrawals: true, profitLoss: false },
        }),
      },
    );
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('row', { name: /^Deposit / })).toBeNull();
    expect(within(table).queryByRole('row', { name: /^Untung rugi ahli/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /^Pengeluaran / })).toBeTruthy();
  });

  it('shows the contract entries the operator enabled, each opening its contract page', async () => {
    const { api } = renderCentre(
      {
        'GET /wps/agent/contracts/overview': () => failure('FEATURE_DISABLED', 403),
      },
      {
        info: agentCentreInfo({
          features: {
            dividend: true,
            dailyWages: false,
            hourlySalary: false,
            realTimeSalary: true,
          },
        }),
      },
    );
    const menu = await screen.findByRole('navigation', { name: 'Menu pusat ejen' });
    expect(within(menu).getAllByRole('button')).toHaveLength(10);
    expect(within(menu).queryByRole('button', { name: 'Gaji harian' })).toBeNull();
    fireEvent.click(within(menu).getByRole('button', { name: 'Rekod dividen' }));
    const page = await screen.findByRole('region', { name: 'Rekod dividen' });
    expect(await within(page).findByText('Fungsi ini tidak diaktifkan')).toBeTruthy();
    expect(api.to('GET /wps/agent/contracts/overview')[0].query.get('kind')).toBe('DIVIDEND');
  });

  it('shows the warning instead when the operator switched the centre off', async () => {
    const { onClose } = renderCentre({
      'GET /wps/agent/centre': () => failure('FEATURE_DISABLED', 403),
    });
    const warning = await screen.findByRole('dialog', { name: 'Peringatan' });
    expect(within(warning).getByText('Fungsi ini tidak diaktifkan')).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('lists announcements and opens one', async () => {
    renderCentre(
      {
        'GET /wps/agent/announcements': () =>
          ok({
            list: [
              {
                id: 1,
                title: 'Komisen baharu',
                content: 'Kadar baharu mulai Disember.',
                publishedAt: '2026-11-20T04:00:00.000Z',
              },
            ],
            pageNo: 1,
            pageSize: 20,
            totalCount: 1,
            totalPages: 1,
          }),
      },
      { page: 'agentAnnouncement' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Komisen baharu' }));
    expect(await screen.findByText('Kadar baharu mulai Disember.')).toBeTruthy();
  });
});

describe('open account centre', () => {
  const invitation = () =>
    ok({
      code: 'ABC123',
      url: 'https://demo.example/register?code=ABC123',
      rules: { joinsAs: 'MEMBER', minimumAge: 18, requiredFields: ['username', 'password'] },
    });

  it('opens a member and shows its initial password, and the invitation link with its QR code', async () => {
    const { api } = renderCentre(
      {
        'GET /wps/agent/invitation': invitation,
        'POST /wps/agent/accounts': () =>
          ok({ account: 'new_member1', type: 'MEMBER', initialPassword: '123456' }),
      },
      { page: 'agentOpenAccount' },
    );
    const form = await screen.findByRole('form', { name: 'Buka akaun' });
    fireEvent.change(within(form).getByLabelText(/Nama pengguna/), {
      target: { value: ' new_member1 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Buka akaun' }));
    expect(
      await within(form).findByText(/Akaun new_member1 telah dibuka. Kata laluan awal: 123456./),
    ).toBeTruthy();
    expect(within(form).getByText(/mesti menukarnya pada log masuk pertama/)).toBeTruthy();
    expect(api.to('POST /wps/agent/accounts')[0].body).toEqual({
      type: 'MEMBER',
      username: 'new_member1',
    });
    expect(await screen.findByText('https://demo.example/register?code=ABC123')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Kod QR pautan pendaftaran' })).toBeTruthy();
    expect(screen.getByText('Mereka mesti berumur sekurang-kurangnya 18 tahun.')).toBeTruthy();
  });

  it('asks a sub-agent ratio no higher than the agent own', async () => {
    const { api } = renderCentre(
      {
        'GET /wps/agent/invitation': invitation,
        'POST /wps/agent/accounts': () =>
          ok({ account: 'sub1', type: 'AGENT', initialPassword: '123456' }),
      },
      { page: 'agentOpenAccount' },
    );
    const form = await screen.findByRole('form', { name: 'Buka akaun' });
    fireEvent.click(within(form).getByLabelText('Ejen'));
    fireEvent.change(within(form).getByLabelText(/Nama pengguna/), { target: { value: 'sub1' } });
    fireEvent.change(within(form).getByLabelText(/Nisbah bahagian/), {
      target: { value: '40.5' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Buka akaun' }));
    expect(await within(form).findByText(/Masukkan nisbah dari 0 hingga 40.00/)).toBeTruthy();
    expect(api.to('POST /wps/agent/accounts')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/Nisbah bahagian/), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buka akaun' }));
    await waitFor(() => expect(api.to('POST /wps/agent/accounts')).toHaveLength(1));
    expect(api.to('POST /wps/agent/accounts')[0].body).toEqual({
      type: 'AGENT',
      username: 'sub1',
      ratio: '30',
    });
  });

  it('offers no form when the operator does not let agents open accounts', async () => {
    renderCentre(
      {},
      {
        page: 'agentOpenAccount',
        info: agentCentreInfo({
          permissions: { openAccounts: false, lockLogin: true, seeDownlineBalance: true },
        }),
      },
    );
    expect(await screen.findByText('Laman ini tidak membenarkan ejen membuka akaun.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Buka akaun' })).toBeNull();
  });
});

describe('team management', () => {
  const downlines = (request: MockRequest) =>
    ok({
      list:
        request.query.get('scope') === 'TEAM'
          ? [row('member1'), row('deep1', { level: 2, upline: 'sub1' })]
          : [row('member1')],
      pageNo: 1,
      pageSize: 20,
      totalCount: 1,
      totalPages: 1,
    });

  it('lists the direct downline, filters by scope, opens a row and locks its login', async () => {
    let locked = false;
    const { api } = renderCentre(
      {
        'GET /wps/agent/downlines': downlines,
        'GET /wps/agent/downlines/member1': () => ok(details('member1')),
        'PUT /wps/agent/downlines/member1/login-lock': (request) => {
          locked = (request.body as { locked: boolean }).locked;
          return ok(details('member1', { status: locked ? 'LOCKED' : 'ACTIVE' }));
        },
      },
      { page: 'agentTeamManagement' },
    );
    const list = await screen.findByRole('region', { name: 'Akaun downline' });
    await within(list).findByRole('button', { name: 'member1' });
    expect(api.to('GET /wps/agent/downlines')[0].query.get('scope')).toBe('DIRECT');
    fireEvent.click(within(list).getByRole('button', { name: 'Seluruh pasukan' }));
    expect(await within(list).findByRole('button', { name: 'deep1' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'member1' }));

    const panel = await screen.findByRole('region', { name: 'Akaun member1' });
    expect(await within(panel).findByText('RM 25.00')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Kunci log masuk' }));
    expect(await within(panel).findByRole('button', { name: 'Buka kunci log masuk' })).toBeTruthy();
    expect(locked).toBe(true);
  });

  it('sends money to a downline from its details, reusing the key when the same transfer is retried', async () => {
    let attempts = 0;
    const { api } = renderCentre(
      {
        'GET /wps/agent/downlines': downlines,
        'GET /wps/agent/downlines/member1': () => ok(details('member1')),
        'GET /wps/agent/transfers': () =>
          ok({
            downline: {
              minAmount: '10.00',
              maxAmount: '10000.00',
              dailyAmount: '50000.00',
              usedAmount: '0.00',
            },
            upline: {
              account: null,
              minAmount: '10.00',
              maxAmount: '1000.00',
              dailyAmount: '5000.00',
              usedAmount: '0.00',
            },
            balance: '500.00',
          }),
        'POST /wps/agent/transfers': () => {
          attempts += 1;
          if (attempts === 1) return failure('INTERNAL_ERROR', 500);
          return ok({
            id: 9,
            direction: 'TO_DOWNLINE',
            counterparty: 'member1',
            amount: '50.00',
            createdAt: '2026-11-23T04:00:00.000Z',
          });
        },
        'GET /wps/agent/transfers/records': () =>
          ok({
            list: [
              {
                id: 9,
                direction: 'TO_DOWNLINE',
                counterparty: 'member1',
                amount: '50.00',
                createdAt: '2026-11-23T04:00:00.000Z',
              },
            ],
            pageNo: 1,
            pageSize: 20,
            totalCount: 1,
            totalPages: 1,
          }),
      },
      { page: 'agentTeamManagement' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'member1' }));
    const panel = await screen.findByRole('region', { name: 'Akaun member1' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Pindah wang' }));

    const form = await screen.findByRole('form', { name: 'Pindah kepada downline' });
    expect(within(form).getByLabelText(/Akaun downline/)).toHaveProperty('value', 'member1');
    fireEvent.change(within(form).getByLabelText(/Jumlah pindahan/), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('Kata laluan pembayaran'), {
      target: { value: '135790' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Pindah' }));
    await within(form).findByRole('alert');
    fireEvent.click(within(form).getByRole('button', { name: 'Pindah' }));
    expect(await within(form).findByText(/dihantar kepada member1/)).toBeTruthy();

    const [first, retry] = api.to('POST /wps/agent/transfers');
    expect(first.body).toEqual({ toAccount: 'member1', amount: '50', paymentPassword: '135790' });
    expect(first.headers.get('idempotency-key')).toBeTruthy();
    expect(retry.headers.get('idempotency-key')).toBe(first.headers.get('idempotency-key'));
    const records = await screen.findByRole('region', { name: 'Rekod pemindahan' });
    expect(await within(records).findByText('Kepada downline')).toBeTruthy();
  });
});

describe('reports', () => {
  const page = { pageNo: 1, pageSize: 20, totalCount: 1, totalPages: 1 };

  it('team betting asks for one account when searched, and shows the totals', async () => {
    const { api } = renderCentre(
      {
        'GET /wps/agent/reports/team-betting': () =>
          ok({
            ...page,
            timezone: 'Asia/Kuala_Lumpur',
            list: [
              {
                id: '1',
                account: 'demo_sub_m1',
                roundId: 'r1',
                placedAt: '2026-11-23T04:00:00.000Z',
                settledAt: '2026-11-23T04:00:01.000Z',
                vendor: 'PG',
                gameName: 'Harimau Emas',
                category: 'RNG',
                stake: '30.00',
                validTurnover: '30.00',
                payout: '60.00',
                winLoss: '30.00',
                status: 'SETTLED',
              },
            ],
            totals: {
              bets: 1,
              stake: '30.00',
              validTurnover: '30.00',
              payout: '60.00',
              winLoss: '30.00',
            },
          }),
      },
      { page: 'agentTeamBetting' },
    );
    const table = await screen.findByRole('table', { name: 'Pertaruhan pasukan' });
    expect(within(table).getByText('demo_sub_m1')).toBeTruthy();
    expect(within(table).getByText('1 pusingan')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Akaun' }), {
      target: { value: ' demo_sub_m1 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(api.to('GET /wps/agent/reports/team-betting').at(-1)?.query.get('account')).toBe(
        'demo_sub_m1',
      ),
    );
  });

  it('my income lists each day with the salary, dividend and their sum', async () => {
    renderCentre(
      {
        'GET /wps/agent/reports/income': () =>
          ok({
            ...page,
            timezone: 'Asia/Kuala_Lumpur',
            list: [
              {
                day: '2026-11-23',
                teamValidTurnover: '230.00',
                teamNetLoss: '102.50',
                salary: '2.30',
                dividend: '41.00',
                income: '43.30',
              },
            ],
            totals: {
              teamValidTurnover: '230.00',
              teamNetLoss: '102.50',
              salary: '2.30',
              dividend: '41.00',
              income: '43.30',
            },
          }),
      },
      { page: 'agentIncome' },
    );
    const table = await screen.findByRole('table', { name: 'Pendapatan saya' });
    const [, day, totals] = within(table).getAllByRole('row');
    expect(day.textContent).toContain('2026-11-23');
    expect(totals.textContent).toContain('RM 43.30');
  });
});

describe('downline profit and loss', () => {
  const profit = (request: MockRequest): Response => {
    const parent = request.query.get('parentAccount') ?? 'demo_agent';
    const answer: DownlineProfitPage = {
      parentAccount: parent,
      list:
        parent === 'demo_agent'
          ? [profitRow('sub1', 'AGENT', 3), profitRow('member1', 'MEMBER', 0)]
          : [profitRow('deep1', 'MEMBER', 0)],
      totals: {
        activeMembers: 2,
        depositAmount: '0.00',
        withdrawalAmount: '0.00',
        bets: 4,
        validTurnover: '40.00',
        payout: '30.00',
        memberProfitLoss: '-10.00',
      },
      pageNo: 1,
      pageSize: 20,
      totalCount: 2,
      totalPages: 1,
      timezone: 'Asia/Kuala_Lumpur',
    };
    return ok(answer);
  };

  it('drills into a sub-agent and back through the breadcrumb', async () => {
    const { api } = renderCentre(
      { 'GET /wps/agent/reports/profit-loss': profit },
      { page: 'agentDownlineProfitLoss' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'sub1' }));
    expect(await screen.findByText('deep1')).toBeTruthy();
    expect(api.to('GET /wps/agent/reports/profit-loss').at(-1)?.query.get('parentAccount')).toBe(
      'sub1',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Laluan pasukan' });
    fireEvent.click(within(crumbs).getByRole('button', { name: 'demo_agent' }));
    expect(await screen.findByRole('button', { name: 'sub1' })).toBeTruthy();
    expect(screen.getByText('member1')).toBeTruthy();
  });
});

function profitRow(account: string, type: 'AGENT' | 'MEMBER', teamSize: number) {
  return {
    account,
    type,
    teamSize,
    activeMembers: 1,
    depositAmount: '0.00',
    withdrawalAmount: '0.00',
    bets: 2,
    validTurnover: '20.00',
    payout: '15.00',
    memberProfitLoss: '-5.00',
  };
}

describe('the agent page', () => {
  it('offers a visitor the agent login, which the server answers for a non-agent', async () => {
    const api = mockApi({
      'POST /wps/session/login': () => failure('NOT_AGENT', 403),
    });
    renderApp('/agentHome');
    const dialog = await screen.findByRole('dialog', { name: 'Log Masuk · Ejen' });
    fireEvent.change(within(dialog).getByLabelText('Nama pengguna'), {
      target: { value: 'player1' },
    });
    fireEvent.change(within(dialog).getByLabelText('Kata laluan'), {
      target: { value: 'Secret123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Masuk' }));
    expect(await within(dialog).findByText('Bukan ejen tidak boleh log masuk')).toBeTruthy();
    expect(api.to('POST /wps/session/login')[0].body).toMatchObject({
      username: 'player1',
      agentLogin: true,
    });
  });

  it('opens the centre after an agent logs in there', async () => {
    mockApi({
      'POST /wps/session/login': () => ok(loginAnswer()),
      'GET /wps/member/info': () => ok({ ...memberInfo, type: 1 }),
      'GET /wps/agent/centre': () => ok(agentCentreInfo()),
      'GET /wps/agent/team/overview': overviewAnswer,
    });
    renderApp('/agentHome');
    const dialog = await screen.findByRole('dialog', { name: 'Log Masuk · Ejen' });
    fireEvent.change(within(dialog).getByLabelText('Nama pengguna'), {
      target: { value: 'demo_agent' },
    });
    fireEvent.change(within(dialog).getByLabelText('Kata laluan'), {
      target: { value: 'Agent1234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Masuk' }));
    expect(await screen.findByRole('dialog', { name: 'Demo Agensi' })).toBeTruthy();
  });

  it('shows a demo account the real-account warning instead of the centre', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '4');
    const api = mockApi({ 'GET /wps/member/info': () => ok({ ...memberInfo, type: 4 }) });
    renderApp('/agentHome');
    const warning = await screen.findByRole('dialog', { name: 'Peringatan' });
    expect(within(warning).getByText('Sila Daftar Akaun Terlebih Dahulu')).toBeTruthy();
    expect(api.to('GET /wps/agent/centre')).toHaveLength(0);
  });
});
