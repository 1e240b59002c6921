import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BaccaratOutcome } from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { baccaratPaytable, round, session } from '../../test/provider-sessions';
import { renderApp } from '../../test/render';

const bankerWins: BaccaratOutcome = {
  playerCards: [
    { rank: '3', suit: 'S' },
    { rank: 'K', suit: 'H' },
  ],
  bankerCards: [
    { rank: '9', suit: 'D' },
    { rank: '9', suit: 'C' },
  ],
  playerTotal: 3,
  bankerTotal: 8,
  result: 'BANKER',
  playerPair: false,
  bankerPair: true,
  spotPayouts: { banker: '29.25', tie: '0.00' },
};

const spot = (name: string) =>
  within(screen.getByRole('group', { name: 'Petak taruhan' })).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

describe('the baccarat game client', () => {
  it('places chips on the spots and deals a round', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(baccaratPaytable)),
      'POST /provider/api/play': () =>
        ok(
          round({
            providerGame: 'BACCARAT',
            stake: '16.00',
            payout: '29.25',
            balance: '113.25',
            outcome: bankerWins,
          }),
        ),
    });
    renderApp('/play?token=t2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speed Baccarat' })).toBeTruthy();
    const deal = screen.getByRole<HTMLButtonElement>('button', { name: 'Agih' });
    expect(deal.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 5.00' }));
    fireEvent.click(spot('Banker'));
    fireEvent.click(spot('Banker'));
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 1.00' }));
    fireEvent.click(spot('Seri'));
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 10.00' }));
    fireEvent.click(spot('Player'));
    expect(spot('Banker').textContent).toContain('RM 10.00');
    expect(screen.getByText('Taruhan di meja').nextElementSibling?.textContent).toBe('RM 21.00');

    // Clearing takes every chip off; the next bets are dealt.
    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan taruhan' }));
    expect(screen.getByText('Taruhan di meja').nextElementSibling?.textContent).toBe('RM 0.00');
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 5.00' }));
    fireEvent.click(spot('Banker'));
    fireEvent.click(spot('Banker'));
    fireEvent.click(spot('Banker'));
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 1.00' }));
    fireEvent.click(spot('Seri'));
    fireEvent.click(deal);

    expect(await screen.findByText('Banker menang')).toBeTruthy();
    expect(api.to('POST /provider/api/play')[0].body).toEqual({
      token: 't2',
      bet: { banker: '15.00', tie: '1.00' },
    });
    expect(screen.getByRole('listitem', { name: '3 Sped' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'K Hati' })).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /^9 / })).toHaveLength(2);
    expect(screen.getByText('Jumlah 8')).toBeTruthy();
    expect(screen.getByText('Jumlah 3')).toBeTruthy();
    expect(screen.getByText('Pasangan')).toBeTruthy();
    const payouts = screen.getByRole('list', { name: 'Bayaran setiap petak' });
    expect(
      within(payouts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BankerRM 29.25', 'SeriRM 0.00']);
    expect(screen.getByText('Baki').nextElementSibling?.textContent).toBe('RM 113.25');
  });

  it('lists each spot with what it pays and its return to player', async () => {
    mockApi({ 'GET /provider/api/session': () => ok(session(baccaratPaytable)) });
    renderApp('/play?token=t2');
    const table = (await screen.findByText('Jadual bayaran')).parentElement!;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Player2.0098.76%',
      'Banker1.9598.94%',
      'Seri9.0085.64%',
      'Pasangan Player12.0089.64%',
      'Pasangan Banker12.0089.64%',
    ]);
  });
});
