import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_AGENT_PATHS,
  DEFAULT_AGENT_SETTINGS,
  type AgentSettings,
  type ConsoleAgentNode,
} from '@wps/shared-types';
import { mockApi, type MockRequest } from '../../../test/api-mock';
import { consoleOperator, meAnswer, renderConsole } from '../../../test/console';
import { ok } from '../../../test/fixtures';
import { transferProblems, withSwitch } from './agent-settings-form';

function node(account: string, overrides: Partial<ConsoleAgentNode> = {}): ConsoleAgentNode {
  return {
    memberId: account.length,
    account,
    nickname: account,
    type: 'AGENT',
    isAgent: 1,
    status: 'ACTIVE',
    ratio: null,
    teamSize: 0,
    depth: 0,
    upline: null,
    ...overrides,
  };
}

const page = (list: ConsoleAgentNode[]) => ok({ list, total: list.length, page: 1, pageSize: 20 });

const TOP = node('demo_agent', { memberId: 4, teamSize: 6, ratio: '40.00' });
const SUB = node('demo_subagent', {
  memberId: 8,
  isAgent: 2,
  teamSize: 2,
  depth: 1,
  upline: 'demo_agent',
});
const MEMBER = node('demo_sub_m1', {
  memberId: 9,
  type: 'MEMBER',
  isAgent: 0,
  depth: 2,
  upline: 'demo_subagent',
});

/** The tree of the demo seed: demo_agent › demo_subagent › demo_sub_m1. */
function treeAnswers(requests: MockRequest[] = []) {
  return {
    [`GET ${CONSOLE_AGENT_PATHS.tree}`]: (request: MockRequest) => {
      const parent = request.query.get('parentId');
      if (parent === '4') return page([SUB]);
      if (parent === '8') return page([MEMBER]);
      return page([TOP]);
    },
    [`GET ${CONSOLE_AGENT_PATHS.path}`]: () => ok({ ancestors: [TOP, SUB], member: MEMBER }),
    [`PUT ${CONSOLE_AGENT_PATHS.upline(9)}`]: (request: MockRequest) => {
      requests.push(request);
      return ok({ ancestors: [TOP], member: MEMBER });
    },
  };
}

describe('the agent tree', () => {
  it('browses from the top agents down to a member and moves it with a reason', async () => {
    const moves: MockRequest[] = [];
    mockApi({ ...meAnswer(consoleOperator('OWNER')), ...treeAnswers(moves) });
    await renderConsole('/agents/tree');
    fireEvent.click(await screen.findByRole('button', { name: 'demo_agent' }));
    fireEvent.click(await screen.findByRole('button', { name: 'demo_subagent' }));
    expect(await screen.findByText('Downline terus demo_subagent')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'demo_sub_m1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halaman ahli' }).getAttribute('href')).toBe(
      '/console/members/9',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Pindah demo_sub_m1' }));
    const dialog = screen.getByRole('dialog', { name: 'Pindah demo_sub_m1' });
    fireEvent.change(within(dialog).getByLabelText('Ejen upline baharu (akaun)'), {
      target: { value: 'demo_agent' },
    });
    fireEvent.change(within(dialog).getByLabelText('Sebab'), {
      target: { value: 'Requested by the agent' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pindah' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves.map((request) => request.body)).toEqual([
      { uplineAccount: 'demo_agent', reason: 'Requested by the agent' },
    ]);
  });

  it('finds an account and opens its upline in the tree', async () => {
    mockApi({ ...meAnswer(consoleOperator('OWNER')), ...treeAnswers() });
    await renderConsole('/agents/tree');
    fireEvent.change(await screen.findByLabelText('Cari akaun'), {
      target: { value: 'demo_sub_m1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText(/demo_agent › demo_subagent › demo_sub_m1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buka dalam pokok' }));
    expect(await screen.findByText('Downline terus demo_subagent')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'demo_sub_m1' })).toBeTruthy();
  });

  it('shows no moves or ratios to a role without agents.write', async () => {
    mockApi({ ...meAnswer(consoleOperator('SUPPORT')), ...treeAnswers() });
    await renderConsole('/agents/tree');
    expect(await screen.findByRole('button', { name: 'demo_agent' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Aktif' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pindah demo_agent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tetapkan nisbah demo_agent' })).toBeNull();
  });
});

describe('the agent settings', () => {
  it('checks the transfer limits with the shared rules', () => {
    const limits = (change: Partial<AgentSettings['downlineTransfer']>) => ({
      ...DEFAULT_AGENT_SETTINGS,
      downlineTransfer: { ...DEFAULT_AGENT_SETTINGS.downlineTransfer, ...change },
    });
    expect(transferProblems(DEFAULT_AGENT_SETTINGS)).toEqual({});
    expect(transferProblems(limits({ minAmount: ' 0 ', maxAmount: '1.234' }))).toEqual({
      minAmount: 'amount',
      maxAmount: 'amount',
    });
    expect(transferProblems(limits({ minAmount: '500', maxAmount: '100' }))).toEqual({
      minAmount: 'order',
    });
  });

  it('saves a switched feature', async () => {
    const saved: unknown[] = [];
    mockApi({
      ...meAnswer(consoleOperator('OWNER')),
      [`GET ${CONSOLE_AGENT_PATHS.settings}`]: () => ok(DEFAULT_AGENT_SETTINGS),
      [`PUT ${CONSOLE_AGENT_PATHS.settings}`]: (request) => {
        saved.push(request.body);
        return ok(request.body);
      },
    });
    await renderConsole('/agents/settings');
    fireEvent.click(await screen.findByLabelText('Kontrak dividen ditawarkan'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tetapan ejen telah disimpan.')).toBeTruthy();
    expect(saved).toEqual([withSwitch(DEFAULT_AGENT_SETTINGS, 'features.dividend', true)]);
  });
});
