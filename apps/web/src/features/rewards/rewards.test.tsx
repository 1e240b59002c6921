import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  BONUS_PATHS,
  REWARD_PATHS,
  type BonusView,
  type RaffleView,
  type RewardView,
} from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { failure, mockApi } from '../../test/api-mock';
import { ok, systemStatus } from '../../test/fixtures';
import { systemStatusQuery } from '../system/hooks/useSystemStatus';
import { BonusDetailsPage } from './components/BonusDetailsPage';
import { RewardCenterPage } from './components/RewardCenterPage';
import { canDraw, metPercent } from './reward-view';

const reward: RewardView = {
  id: '11',
  source: 'PROMOTION',
  title: 'Weekend reload',
  amount: '25.50',
  turnoverMultiplier: '2.00',
  expiresAt: null,
  state: 'AVAILABLE',
  createdAt: '2026-11-28T10:00:00.000Z',
  claimedAt: null,
};

function raffle(overrides: Partial<RaffleView> = {}): RaffleView {
  return {
    id: '3',
    title: 'Lucky draw',
    rules: 'One draw a day for RM 50.00 of valid bets.',
    state: 'IN_PROCESS',
    startsAt: '2026-11-27T00:00:00.000Z',
    endsAt: '2026-12-05T00:00:00.000Z',
    period: 'DAILY',
    metric: 'TURNOVER',
    minimum: '50.00',
    reached: '60.00',
    eligible: true,
    drawsPerPeriod: 1,
    drawsLeft: 1,
    nextPeriodAt: '2026-11-28T16:00:00.000Z',
    prizes: [{ label: 'Ten', amount: '10.00', chance: '100.00' }],
    turnoverMultiplier: '1.00',
    claimDays: 3,
    ...overrides,
  };
}

const page = <T,>(list: T[]) => ({
  list,
  pageNo: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
});

function renderWith(routes: Parameters<typeof mockApi>[0], element: ReactNode) {
  window.sessionStorage.setItem('token', 't');
  const api = mockApi(routes);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(systemStatusQuery.queryKey, systemStatus());
  render(<AppProviders client={client}>{element}</AppProviders>);
  return api;
}

describe('reward view rules', () => {
  it('offers a draw only while running, eligible and with a draw left', () => {
    expect(canDraw(raffle())).toBe(true);
    expect(canDraw(raffle({ eligible: false }))).toBe(false);
    expect(canDraw(raffle({ drawsLeft: 0 }))).toBe(false);
    expect(canDraw(raffle({ state: 'COMING_SOON' }))).toBe(false);
  });

  it('shows the turnover met in whole percent, 100 when nothing was asked', () => {
    expect(metPercent({ turnoverRequired: '40.00', turnoverMet: '15.00' })).toBe(37);
    expect(metPercent({ turnoverRequired: '0.00', turnoverMet: '0.00' })).toBe(100);
    expect(metPercent({ turnoverRequired: '10.00', turnoverMet: '10.00' })).toBe(100);
  });
});

describe('reward centre page', { timeout: 20_000 }, () => {
  function renderPage(claim: () => Response) {
    const state = { waiting: [reward], history: [] as RewardView[] };
    return renderWith(
      {
        [`GET ${REWARD_PATHS.rewards}`]: (request) =>
          ok(page(request.query.get('list') === 'history' ? state.history : state.waiting)),
        [`GET ${REWARD_PATHS.raffles}`]: () => ok([raffle()]),
        [`POST ${REWARD_PATHS.claim('11')}`]: () => {
          const answer = claim();
          if (answer.ok) {
            state.waiting = [];
            state.history = [{ ...reward, state: 'CLAIMED' }];
          }
          return answer;
        },
      },
      <RewardCenterPage />,
    );
  }

  it('claims a waiting reward once with a key and moves it to past rewards', async () => {
    const api = renderPage(() => ok({ ...reward, state: 'CLAIMED' }));
    const card = await screen.findByRole('listitem', { name: 'Weekend reload' });
    expect(card.textContent).toContain('Syarat pusing ganti 2.00x.');
    fireEvent.click(within(card).getByRole('button', { name: 'Tuntut RM 25.50' }));
    expect(await screen.findByText('RM 25.50 telah dimasukkan ke dompet utama anda.')).toBeTruthy();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    const history = screen.getByRole('region', { name: 'Ganjaran lepas' });
    expect(await within(history).findByRole('cell', { name: 'Dituntut' })).toBeTruthy();
  });

  it('shows a raffle with its rules, prizes and the member’s standing', async () => {
    renderPage(() => ok(reward));
    const card = await screen.findByRole('listitem', { name: 'Lucky draw' });
    expect(card.textContent).toContain('One draw a day for RM 50.00 of valid bets.');
    expect(within(card).getByRole('row', { name: /Ten/ }).textContent).toContain('100.00%');
    expect(card.textContent).toContain('baki cabutan: 1');
    expect(within(card).getByRole('button', { name: 'Cabut sekarang' })).toBeTruthy();
  });

  it("tells the server's refusal in the member's language", async () => {
    renderPage(() => failure('REWARD_EXPIRED', 409));
    fireEvent.click(await screen.findByRole('button', { name: 'Tuntut RM 25.50' }));
    expect(await screen.findByText('Ganjaran ini telah tamat tempoh.')).toBeTruthy();
  });
});

describe('bonus details page', { timeout: 20_000 }, () => {
  it('lists each bonus with the turnover required, met and its status', async () => {
    const bonuses: BonusView[] = [
      {
        id: '2',
        source: 'PROMOTION',
        amount: '20.00',
        turnoverRequired: '40.00',
        turnoverMet: '15.00',
        status: 'ACTIVE',
        createdAt: '2026-11-28T10:00:00.000Z',
        expiresAt: '2026-12-28T10:00:00.000Z',
        forfeitedAt: null,
      },
      {
        id: '1',
        source: 'RAFFLE',
        amount: '10.00',
        turnoverRequired: '10.00',
        turnoverMet: '10.00',
        status: 'COMPLETED',
        createdAt: '2026-11-27T10:00:00.000Z',
        expiresAt: null,
        forfeitedAt: null,
      },
    ];
    renderWith({ [`GET ${BONUS_PATHS.bonuses}`]: () => ok(page(bonuses)) }, <BonusDetailsPage />);
    const promotion = await screen.findByRole('row', { name: /Promosi/ });
    expect(promotion.textContent).toContain('RM 15.00 (37%)');
    expect(promotion.textContent).toContain('Aktif');
    expect(screen.getByRole('row', { name: /Hadiah cabutan bertuah/ }).textContent).toContain(
      'Selesai',
    );
  });
});
