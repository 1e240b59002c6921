import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CockfightOutcome } from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { cockfightPaytable, round, session } from '../../test/provider-sessions';
import { renderApp } from '../../test/render';
import { fightNumber } from './fight-number';

const aDraw: CockfightOutcome = {
  result: 'DRAW',
  spotPayouts: { meron: '10.00', draw: '18.00' },
};

const spot = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Petak taruhan sabung ayam' })).getByRole('button', {
    name,
  });

describe('the cockfight pit', () => {
  it('counts the bets down, then holds the numbered fight with the chips on the spots', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(cockfightPaytable)),
      'POST /provider/api/play': () =>
        ok(
          round({
            providerGame: 'COCKFIGHT',
            stake: '12.00',
            payout: '28.00',
            balance: '116.00',
            outcome: aDraw,
          }),
        ),
    });
    renderApp('/play?token=t5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sabong Arena' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Meron' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Wala' })).toBeTruthy();
    const fight = /^Pertarungan (\d+)$/.exec(screen.getByText(/^Pertarungan \d+$/).textContent);
    const number = Number(fight?.[1]);
    expect(number).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 10.00' }));
    fireEvent.click(spot(/^Meron/));
    fireEvent.click(screen.getByRole('button', { name: 'Cip RM 1.00' }));
    fireEvent.click(spot(/^Seri/));
    fireEvent.click(spot(/^Seri/));
    fireEvent.click(screen.getByRole('button', { name: 'Mula sabung' }));
    expect(screen.getByRole('timer').textContent).toBe('Taruhan ditutup dalam 1 saat');
    expect(api.to('POST /provider/api/play')).toHaveLength(0);

    expect(
      await screen.findByText(`Pertarungan ${number}: Seri`, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(api.to('POST /provider/api/play')[0].body).toEqual({
      token: 't5',
      bet: { meron: '10.00', draw: '2.00' },
    });
    // On a draw the meron bet comes back in full.
    expect(
      within(screen.getByRole('list', { name: 'Bayaran setiap petak' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['MeronRM 10.00', 'SeriRM 18.00']);
    expect(screen.getByText('Baki').nextElementSibling?.textContent).toBe('RM 116.00');
    // The next fight takes a later number.
    const next = Number(/\d+/.exec(screen.getByText(/^Pertarungan \d+$/).textContent)?.[0]);
    expect(next).toBeGreaterThan(number);
  });

  it('explains the rules, the chances and the payouts', async () => {
    mockApi({ 'GET /provider/api/session': () => ok(session(cockfightPaytable)) });
    renderApp('/play?token=t5');
    const rules = (await screen.findByText('Peraturan dan bayaran')).parentElement!;
    expect(
      within(rules)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Meron45.00%1.9095.50%', 'Wala45.00%1.9095.50%', 'Seri10.00%9.0090.00%']);
    expect(rules.textContent).toContain('Satu pertarungan setiap 1 minit');
    expect(rules.textContent).toContain('taruhan Meron dan Wala dipulangkan sepenuhnya (1.00');
  });
});

describe('fight numbers', () => {
  it('number the fights by the minute of the day, never twice the same', () => {
    const at = (time: string) => new Date(`2026-11-29T${time}`);
    expect(fightNumber(at('00:00:30'), 60, null)).toBe(1);
    expect(fightNumber(at('06:05:10'), 60, null)).toBe(366);
    expect(fightNumber(at('06:05:50'), 60, 366)).toBe(367);
    expect(fightNumber(at('06:09:00'), 60, 367)).toBe(370);
  });
});
