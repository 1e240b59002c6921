import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_AGENT_CONTRACT_PATHS,
  CONSOLE_AGENT_PATHS,
  type ConsoleAgentContract,
  type ConsoleAgentNode,
  type ConsolePayoutRun,
} from '@wps/shared-types';
import { mockApi, type MockRequest } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';

const page = <T,>(list: T[]) => ok({ list, total: list.length, page: 1, pageSize: 20 });

function contract(overrides: Partial<ConsoleAgentContract> = {}): ConsoleAgentContract {
  return {
    id: 5,
    kind: 'REAL_TIME_SALARY',
    status: 'ACTIVE',
    agentId: 4,
    agent: 'demo_agent',
    upline: null,
    period: 'FIVE_MINUTES',
    tiers: [{ turnover: '0.00', activeMembers: null, ratio: '1.00' }],
    note: null,
    proposedBy: 'OPERATOR',
    proposedAt: '2026-11-20T04:00:00.000Z',
    startedAt: '2026-11-20T04:00:00.000Z',
    closedAt: null,
    endReason: null,
    termination: null,
    ...overrides,
  };
}

const TOP: ConsoleAgentNode = {
  memberId: 4,
  account: 'demo_agent',
  nickname: 'demo_agent',
  type: 'AGENT',
  isAgent: 1,
  status: 'ACTIVE',
  ratio: '40.00',
  teamSize: 6,
  depth: 0,
  upline: null,
};

function run(overrides: Partial<ConsolePayoutRun> = {}): ConsolePayoutRun {
  return {
    job: 'agent-pay-real-time-salary',
    periodStart: '2026-11-23T04:00:00.000Z',
    periodEnd: '2026-11-23T04:05:00.000Z',
    status: 'SUCCEEDED',
    attempts: 1,
    startedAt: '2026-11-23T04:05:01.000Z',
    finishedAt: '2026-11-23T04:05:02.000Z',
    error: null,
    payouts: 2,
    paidAmount: '1234.50',
    ...overrides,
  };
}

// Walks through the whole page (a first render loads its chunks and texts): past vitest's 5 s on a
// loaded 2-core machine (5.3 s once), as the language-switch walks found.
const WALK_TIMEOUT_MS = 20_000;

describe('agent contracts in the console', { timeout: WALK_TIMEOUT_MS }, () => {
  it('filters by kind in the address and freezes a contract with a reason', async () => {
    const changes: MockRequest[] = [];
    const api = mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_AGENT_CONTRACT_PATHS.contracts}`]: () =>
        page([contract(), contract({ id: 6, agent: 'demo_subagent', upline: 'demo_agent' })]),
      [`POST ${CONSOLE_AGENT_CONTRACT_PATHS.contract(6)}/freeze`]: (request) => {
        changes.push(request);
        return ok(contract({ id: 6, status: 'FROZEN' }));
      },
    });
    await renderConsole('/agents/contracts?kind=REAL_TIME_SALARY');
    const row = await screen.findByRole('row', { name: /^demo_subagent/ });
    expect(row.textContent).toContain('dari RM 0.00, - ahli aktif: 1.00%');
    expect(api.to(`GET ${CONSOLE_AGENT_CONTRACT_PATHS.contracts}`)[0].query.get('kind')).toBe(
      'REAL_TIME_SALARY',
    );
    // Only a top agent's contract (issued by the operator) takes new terms here.
    expect(within(row).queryByRole('button', { name: /Terma baharu/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Bekukan: demo_subagent' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Sebab'), {
      target: { value: 'Under review' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekukan' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0].body).toEqual({ reason: 'Under review' });
  });

  it('sets a top agent’s contract, its tiers checked by the shared rules', async () => {
    const set: MockRequest[] = [];
    mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_AGENT_CONTRACT_PATHS.contracts}`]: () => page([]),
      [`GET ${CONSOLE_AGENT_PATHS.path}`]: () => ok({ ancestors: [], member: TOP }),
      [`PUT ${CONSOLE_AGENT_CONTRACT_PATHS.topAgentContract(4, 'DIVIDEND')}`]: (request) => {
        set.push(request);
        return ok(contract({ kind: 'DIVIDEND', period: 'WEEKLY' }));
      },
    });
    await renderConsole('/agents/contracts');
    fireEvent.click(await screen.findByRole('button', { name: 'Tetapkan kontrak ejen teratas' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Akaun ejen teratas'), {
      target: { value: 'demo_agent' },
    });
    fireEvent.change(within(dialog).getByLabelText('Jenis'), { target: { value: 'DIVIDEND' } });
    fireEvent.change(within(dialog).getByLabelText('Pusing ganti dari'), {
      target: { value: '0' },
    });
    fireEvent.change(within(dialog).getByLabelText('Nisbah (%)'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Tempoh'), { target: { value: 'WEEKLY' } });
    fireEvent.change(within(dialog).getByLabelText('Sebab'), { target: { value: 'New deal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kuat kuasakan' }));
    expect(within(dialog).getByText('Peratus melebihi 0 hingga 100, dua perpuluhan.')).toBeTruthy();
    expect(set).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Nisbah (%)'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kuat kuasakan' }));
    await waitFor(() => expect(set).toHaveLength(1));
    expect(set[0].body).toEqual({
      tiers: [{ turnover: '0', activeMembers: null, ratio: '3' }],
      period: 'WEEKLY',
      reason: 'New deal',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a read-only role the contracts and runs without any action', async () => {
    mockApi({
      ...meAnswer(consoleOperator('SUPPORT')),
      [`GET ${CONSOLE_AGENT_CONTRACT_PATHS.contracts}`]: () => page([contract()]),
      [`GET ${CONSOLE_AGENT_CONTRACT_PATHS.runs}`]: () => page([run()]),
    });
    const contracts = await renderConsole('/agents/contracts');
    const row = await screen.findByRole('row', { name: /^demo_agent/ });
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Tetapkan kontrak ejen teratas' })).toBeNull();
    contracts.unmount();
    await renderConsole('/agents/payout-runs');
    const runRow = await screen.findByRole('row', { name: /^Gaji masa nyata/ });
    expect(within(runRow).queryAllByRole('button')).toEqual([]);
  });

  it('runs a period again after asking, and shows what the run paid', async () => {
    const reruns: MockRequest[] = [];
    mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_AGENT_CONTRACT_PATHS.runs}`]: () =>
        page([
          run(),
          run({ periodStart: '2026-11-23T03:55:00.000Z', status: 'FAILED', error: 'boom' }),
        ]),
      [`POST ${CONSOLE_AGENT_CONTRACT_PATHS.rerun}`]: (request) => {
        reruns.push(request);
        return ok({ written: 0 });
      },
    });
    await renderConsole('/agents/payout-runs');
    const failed = await screen.findByRole('row', { name: /boom/ });
    expect(failed.textContent).toContain('Gagal');
    const done = screen.getAllByRole('row', { name: /Berjaya/ })[0];
    expect(done.textContent).toContain('RM 1,234.50');
    fireEvent.click(within(done).getByRole('button', { name: /^Jalankan semula / }));
    const dialog = screen.getByRole('dialog', { name: 'Jalankan semula tempoh' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Jalankan semula' }));
    await waitFor(() => expect(reruns).toHaveLength(1));
    expect(reruns[0].body).toEqual({
      job: 'agent-pay-real-time-salary',
      periodStart: '2026-11-23T04:00:00.000Z',
    });
    expect((await screen.findByRole('status')).textContent).toContain('0 bayaran baharu ditulis');
  });
});
