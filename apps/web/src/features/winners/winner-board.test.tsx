import { screen, within } from '@testing-library/react';
import { LOBBY_PATHS, type WinnerBoardResponse, type WinnerRecord } from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const win = (account: string, winAmount: string, gameType: WinnerRecord['gameType']) => ({
  vo: {
    account,
    nodeId: '7',
    gameName: 'Dragon Fortune',
    gameType,
    vendor: 'PG',
    winAmount,
    winTime: '2026-11-28T12:00:00.000Z',
  },
});

function boardApi(list: WinnerBoardResponse['list']) {
  return mockApi({ [`GET ${LOBBY_PATHS.winners}`]: () => ok<WinnerBoardResponse>({ list }) });
}

describe('winner board', () => {
  it('shows the home page the newest big wins of every category, only those above 50,000', async () => {
    const api = boardApi([win('ab***yz', '75000.00', 'RNG'), win('cd***wx', '50000.00', 'LIVE')]);
    renderApp('/');
    const board = await screen.findByRole('region', { name: 'Papan Pemenang' });
    const entries = within(board).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.textContent).toContain('ab***yz');
    expect(entries[0]?.textContent).toContain('Dragon Fortune');
    expect(entries[0]?.textContent).toContain('RM 75,000.00');
    const query = api.to(`GET ${LOBBY_PATHS.winners}`)[0]?.query;
    expect([query?.get('gameCategory'), query?.get('limitNum')]).toEqual(['ALL', '50']);
  });

  it('asks a lobby for its own category, and shows nothing without a big win', async () => {
    const api = boardApi([win('cd***wx', '100.00', 'RNG')]);
    renderApp('/rng');
    await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => api.to(`GET ${LOBBY_PATHS.winners}`).length).toBeGreaterThan(0);
    expect(api.to(`GET ${LOBBY_PATHS.winners}`)[0]?.query.get('gameCategory')).toBe('RNG');
    expect(screen.queryByRole('region', { name: 'Papan Pemenang' })).toBeNull();
  });
});
