import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DragonTigerOutcome, RouletteOutcome } from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import {
  dragonTigerPaytable,
  round,
  roulettePaytable,
  session,
} from '../../test/provider-sessions';
import { renderApp } from '../../test/render';

const seventeenBlack: RouletteOutcome = {
  pocket: 17,
  colour: 'BLACK',
  spotPayouts: { '17': '180.00', black: '20.00', dozen1: '0.00' },
};

const tigerWins: DragonTigerOutcome = {
  dragonCard: { rank: '4', suit: 'H' },
  tigerCard: { rank: 'Q', suit: 'S' },
  result: 'TIGER',
  spotPayouts: { tiger: '20.00', tie: '0.00' },
};

const inGroup = (group: string, name: RegExp) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

describe('the live casino tables', () => {
  it('counts the bets down, then spins the roulette with the chips on the layout', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(roulettePaytable)),
      'POST /provider/api/play': () =>
        ok(
          round({
            providerGame: 'ROULETTE',
            stake: '21.00',
            payout: '200.00',
            balance: '279.00',
            outcome: seventeenBlack,
          }),
        ),
    });
    renderApp('/play?token=t3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lightning Roulette' }),
    ).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Sila letak taruhan');
    const spin = screen.getByRole<HTMLButtonElement>('button', { name: 'Putar roda' });
    expect(spin.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 5.00' }));
    fireEvent.click(inGroup('Meja taruhan rolet', /^Nombor 17$/));
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 10.00' }));
    fireEvent.click(inGroup('Meja taruhan rolet', /^Hitam$/));
    expect(inGroup('Meja taruhan rolet', /^Nombor 17, RM 5\.00$/)).toBeTruthy();
    fireEvent.click(spin);

    // Bets stay open while the dealer counts down: a chip placed now is in the round.
    expect(screen.getByRole('timer').textContent).toBe('Taruhan ditutup dalam 1 saat');
    expect(spin.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 5.00' }));
    fireEvent.click(inGroup('Meja taruhan rolet', /^1-12$/));
    expect(api.to('POST /provider/api/play')).toHaveLength(0);

    expect(await screen.findByText('Bola jatuh pada 17 Hitam', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.to('POST /provider/api/play')[0].body).toEqual({
      token: 't3',
      bet: { '17': '5.00', black: '10.00', dozen1: '5.00' },
    });
    const payouts = screen.getByRole('list', { name: 'Bayaran setiap petak' });
    expect(
      within(payouts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nombor 17RM 180.00', 'HitamRM 20.00', '1-12RM 0.00']);
    expect(screen.getByText('Baki').nextElementSibling?.textContent).toBe('RM 279.00');
    expect(
      within(screen.getByRole('list', { name: 'Keputusan terkini' })).getByText('17'),
    ).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Sila letak taruhan');
  });

  it('explains the roulette rules and payouts', async () => {
    mockApi({ 'GET /provider/api/session': () => ok(session(roulettePaytable)) });
    renderApp('/play?token=t3');
    const rules = (await screen.findByText('Peraturan dan bayaran')).parentElement!;
    expect(
      within(rules)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Satu nombor (0-36)36.0097.30%',
      'Merah/Hitam, Ganjil/Genap, 1-18/19-362.0097.30%',
      'Dozen3.0097.30%',
      'Lajur3.0097.30%',
    ]);
    expect(rules.textContent).toContain('Sifar mengalahkan semua taruhan luar');
  });

  it('deals dragon tiger after the countdown and shows both cards', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(dragonTigerPaytable)),
      'POST /provider/api/play': () =>
        ok(
          round({
            providerGame: 'DRAGON_TIGER',
            stake: '11.00',
            payout: '20.00',
            balance: '109.00',
            outcome: tigerWins,
          }),
        ),
    });
    renderApp('/play?token=t4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Speed Dragon Tiger' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 10.00' }));
    fireEvent.click(inGroup('Petak taruhan naga harimau', /^Harimau/));
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 1.00' }));
    fireEvent.click(inGroup('Petak taruhan naga harimau', /^Seri/));
    fireEvent.click(screen.getByRole('button', { name: 'Agih' }));
    expect(screen.getByRole('timer').textContent).toBe('Taruhan ditutup dalam 1 saat');

    expect(await screen.findByText('Harimau menang', {}, { timeout: 3000 })).toBeTruthy();
    expect(api.to('POST /provider/api/play')[0].body).toEqual({
      token: 't4',
      bet: { tiger: '10.00', tie: '1.00' },
    });
    expect(screen.getByRole('listitem', { name: '4 Hati' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Q Sped' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Bayaran setiap petak' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SeriRM 0.00', 'HarimauRM 20.00']);
    const rules = screen.getByText('Peraturan dan bayaran').parentElement!;
    expect(rules.textContent).toContain('taruhan Naga dan Harimau dipulangkan separuh (0.50');
  });
});
