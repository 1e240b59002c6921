import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SlotOutcome } from '@wps/shared-types';
import { failure, mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { round, session, slotPaytable } from '../../test/provider-sessions';
import { renderApp } from '../../test/render';

const winningScreen: SlotOutcome = {
  stops: [3, 1, 4, 1, 5],
  screen: [
    ['DURIAN', 'DURIAN', 'DURIAN', 'K', 'WAU'],
    ['A', 'K', 'WAU', 'J', 'TEN'],
    ['WAU', 'Q', 'A', 'K', 'Q'],
  ],
  lineWins: [{ line: 2, symbol: 'DURIAN', count: 3, payout: '0.80' }],
  scatter: { count: 3, payout: '2.00' },
};

const balanceOf = () => screen.getByText('Baki').nextElementSibling?.textContent;

describe('the Harimau Emas game client', () => {
  it('shows the session: title, balance, reels and paytable', async () => {
    mockApi({ 'GET /provider/api/session': () => ok(session(slotPaytable)) });
    renderApp('/play?token=t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hidden Coin' })).toBeTruthy();
    expect(balanceOf()).toBe('RM 100.00');
    const reels = screen.getByRole('group', { name: 'Gulungan' });
    expect(within(reels).getAllByRole('img')).toHaveLength(15);
    expect(within(reels).getAllByRole('img', { name: 'A' })).toHaveLength(5);
    expect(screen.getByLabelText<HTMLSelectElement>('Jumlah taruhan').value).toBe('0.20');
    expect(screen.getByText('Pulangan kepada pemain: 96.10%')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Garisan \d+:/ })).toHaveLength(20);
  });

  it('spins with the chosen bet, lists the wins and shows the new balance', async () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(slotPaytable)),
      'POST /provider/api/play': () =>
        ok(round({ stake: '2.00', payout: '2.80', balance: '100.80', outcome: winningScreen })),
    });
    renderApp('/play?token=t1');
    fireEvent.change(await screen.findByLabelText('Jumlah taruhan'), {
      target: { value: '2.00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Putar' }));
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Memutar…' })).disabled,
    ).toBe(true);

    expect(await screen.findByText('Anda menang RM 2.80')).toBeTruthy();
    expect(api.to('POST /provider/api/play')[0].body).toEqual({
      token: 't1',
      bet: { totalBet: '2.00' },
    });
    const wins = screen.getByRole('list', { name: 'Kemenangan' });
    expect(within(wins).getByText('Garisan 2: 3 × Durian')).toBeTruthy();
    expect(within(wins).getByText('RM 0.80')).toBeTruthy();
    expect(within(wins).getByText('3 × Wau (scatter) di mana-mana')).toBeTruthy();
    expect(balanceOf()).toBe('RM 100.80');
    expect(screen.getByText('Kemenangan terakhir').nextElementSibling?.textContent).toBe('RM 2.80');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Putar' }).disabled).toBe(false);
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'wps:balance' },
      'http://localhost:3000',
    );
  });

  it('spins with the Space key', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(slotPaytable)),
      'POST /provider/api/play': () =>
        ok(round({ outcome: { ...winningScreen, lineWins: [], scatter: null } })),
    });
    renderApp('/play?token=t1');
    await screen.findByRole('button', { name: 'Putar' });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(await screen.findByText('Tiada kemenangan pusingan ini')).toBeTruthy();
    expect(api.to('POST /provider/api/play')[0].body).toMatchObject({
      bet: { totalBet: '0.20' },
    });
    expect(balanceOf()).toBe('RM 98.00');
  });

  it('says when the balance is too low', async () => {
    mockApi({
      'GET /provider/api/session': () => ok(session(slotPaytable, { balance: '0.10' })),
      'POST /provider/api/play': () => failure('INSUFFICIENT_FUNDS', 409),
    });
    renderApp('/play?token=t1');
    fireEvent.click(await screen.findByRole('button', { name: 'Putar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Baki tidak mencukupi.');
    expect(balanceOf()).toBe('RM 0.10');
  });

  it('asks to launch the game again when the token has expired', async () => {
    window.sessionStorage.setItem('token', 'site-session');
    mockApi({ 'GET /provider/api/session': () => failure('UNAUTHENTICATED', 401) });
    renderApp('/play?token=old');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sila lancarkan permainan semula dari lobi',
    );
    // The player token ended, not the member's session on the site.
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('site-session'));
  });

  it('asks to launch from the lobby without a token', async () => {
    const api = mockApi();
    renderApp('/play');
    expect((await screen.findByRole('alert')).textContent).toContain('Sesi tamat');
    expect(api.to('GET /provider/api/session')).toHaveLength(0);
  });
});
