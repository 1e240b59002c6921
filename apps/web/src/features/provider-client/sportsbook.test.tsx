import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  SportBet,
  SportFixtureView,
  SportResultView,
  SportsbookStateResponse,
} from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { session, sportsbookPaytable } from '../../test/provider-sessions';
import { renderApp } from '../../test/render';

const fixture = (id: number, home: string, away: string): SportFixtureView => ({
  fixtureId: `FB-202611282005-${id}`,
  sport: 'FOOTBALL',
  title: null,
  home,
  away,
  kickOffAt: '2099-11-28T12:05:00.000Z',
  endsAt: '2099-11-28T12:08:00.000Z',
  serverSeedHash: 'ab'.repeat(32),
  markets: [
    {
      market: 'WINNER',
      line: null,
      selections: [
        { selection: 'HOME', odds: '2.19' },
        { selection: 'DRAW', odds: '3.18' },
        { selection: 'AWAY', odds: '3.40' },
      ],
    },
    {
      market: 'HANDICAP',
      line: '-0.5',
      selections: [
        { selection: 'HOME', odds: '2.21' },
        { selection: 'AWAY', odds: '1.66' },
      ],
    },
    {
      market: 'TOTAL',
      line: '2.5',
      selections: [
        { selection: 'OVER', odds: '2.10' },
        { selection: 'UNDER', odds: '1.75' },
      ],
    },
  ],
});

const fixtures = [
  fixture(1, 'Harimau Johor', 'Badak Sabah'),
  fixture(2, 'Rusa Perak', 'Helang Kedah'),
];

const state = (
  bets: SportBet[] = [],
  results: SportResultView[] = [],
): SportsbookStateResponse => ({
  balance: '100.00',
  currency: 'MYR',
  paytable: sportsbookPaytable,
  fixtures,
  bets,
  results,
});

const result: SportResultView = {
  fixtureId: 'FB-202611281200-1',
  sport: 'FOOTBALL',
  title: null,
  home: 'Seladang Pahang',
  away: 'Kancil Negeri Sembilan',
  kickOffAt: '2026-11-28T12:00:00.000Z',
  homeRating: 4,
  awayRating: 2,
  homeScore: 2,
  awayScore: 1,
  serverSeedHash: 'cd'.repeat(32),
  serverSeed: 'ef'.repeat(32),
  clientSeed: 'FB-202611281200-1',
};

const parlay: SportBet = {
  betId: '7',
  kind: 'PARLAY',
  legs: [
    {
      fixtureId: fixtures[0].fixtureId,
      title: null,
      home: 'Harimau Johor',
      away: 'Badak Sabah',
      kickOffAt: fixtures[0].kickOffAt,
      market: 'WINNER',
      selection: 'HOME',
      line: null,
      odds: '2.19',
      outcome: null,
      score: null,
    },
    {
      fixtureId: fixtures[1].fixtureId,
      title: null,
      home: 'Rusa Perak',
      away: 'Helang Kedah',
      kickOffAt: fixtures[1].kickOffAt,
      market: 'TOTAL',
      selection: 'OVER',
      line: '2.5',
      odds: '2.10',
      outcome: null,
      score: null,
    },
  ],
  stake: '10.00',
  odds: '4.59',
  status: 'OPEN',
  payout: null,
  placedAt: '2099-11-28T12:01:00.000Z',
};

const match = (name: string) => screen.getByRole('group', { name });

describe('the sportsbook', () => {
  it('builds a parlay on the slip from two matches and places it', async () => {
    const api = mockApi({
      'GET /provider/api/session': () => ok(session(sportsbookPaytable)),
      'GET /provider/api/sportsbook': () => ok(state()),
      'POST /provider/api/sportsbook/bets': () =>
        ok({ bet: parlay, balance: '90.00', currency: 'MYR' }),
    });
    renderApp('/play?token=t9');
    const first = await screen.findByRole('group', { name: 'Harimau Johor lwn Badak Sabah' });
    expect(within(first).getByRole('button', { name: 'Harimau Johor -0.5 2.21' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Badak Sabah +0.5 1.66' })).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Harimau Johor 2.19' }));
    const slip = screen.getByRole('complementary', { name: 'Slip pertaruhan' });
    expect(within(slip).getByText('Single')).toBeTruthy();
    // Another selection of the same match replaces the first.
    fireEvent.click(within(first).getByRole('button', { name: 'Seri 3.18' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Harimau Johor 2.19' }));
    expect(
      within(first)
        .getByRole('button', { name: 'Harimau Johor 2.19' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(first).getByRole('button', { name: 'Seri 3.18' }).getAttribute('aria-pressed'),
    ).toBe('false');
    fireEvent.click(
      within(match('Rusa Perak lwn Helang Kedah')).getByRole('button', { name: 'Atas 2.5 2.10' }),
    );
    expect(within(slip).getByText('Parlay 2 pilihan')).toBeTruthy();
    expect(within(slip).getByText('Jumlah odds 4.59')).toBeTruthy();
    expect(within(slip).getByText('Potensi bayaran RM 45.90')).toBeTruthy();

    fireEvent.click(within(slip).getByRole('button', { name: 'Letak pertaruhan' }));
    expect(
      await screen.findByText('Pertaruhan diletak: Parlay 2 pilihan pada odds 4.59.'),
    ).toBeTruthy();
    const [request] = api.to('POST /provider/api/sportsbook/bets');
    expect(request.body).toMatchObject({
      token: 't9',
      stake: '10',
      betKey: expect.any(String),
      selections: [
        { fixtureId: fixtures[0].fixtureId, market: 'WINNER', selection: 'HOME' },
        { fixtureId: fixtures[1].fixtureId, market: 'TOTAL', selection: 'OVER' },
      ],
    });
    // The bet joins the history; the slip is empty again.
    const history = screen.getByRole('region', { name: 'Pertaruhan saya' });
    expect(within(history).getByText('RM 10.00 pada 4.59')).toBeTruthy();
    expect(within(history).getByText('Menunggu perlawanan')).toBeTruthy();
    expect(within(slip).queryByRole('button', { name: 'Letak pertaruhan' })).toBeNull();
    expect(screen.getByText('Baki').nextElementSibling?.textContent).toBe('RM 90.00');
  });

  it('states each market return and margin in the rules', async () => {
    mockApi({
      'GET /provider/api/session': () => ok(session(sportsbookPaytable)),
      'GET /provider/api/sportsbook': () => ok(state()),
    });
    renderApp('/play?token=t9');
    fireEvent.click(await screen.findByText('Peraturan dan odds'));
    const winner = screen.getByRole('row', { name: /Pemenang perlawanan/ });
    expect(winner.textContent).toBe('Pemenang perlawanan94.00%6.38%');
    expect(screen.getByText(/pertaruhan ditutup pada sepak mula/)).toBeTruthy();
  });

  it('lists a played match with its score, the ratings it was drawn with and its seeds', async () => {
    mockApi({
      'GET /provider/api/session': () => ok(session(sportsbookPaytable)),
      'GET /provider/api/sportsbook': () => ok(state([], [result])),
    });
    renderApp('/play?token=t9');
    const results = await screen.findByRole('region', { name: 'Keputusan' });
    const played = await within(results).findByRole('listitem');
    expect(
      within(played).getByText(
        'Penarafan (1 hingga 5, untuk pengesahan): Seladang Pahang 4, Kancil Negeri Sembilan 2',
      ),
    ).toBeTruthy();
    expect(within(played).getByText('ef'.repeat(32))).toBeTruthy();
  });
});
