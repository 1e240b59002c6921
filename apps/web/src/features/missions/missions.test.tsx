import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  MISSION_PATHS,
  type LeaderboardView,
  type MemberMissionView,
  type MissionClaimView,
  type MissionSummary,
} from '@wps/shared-types';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { failure, mockApi } from '../../test/api-mock';
import { ok, systemStatus } from '../../test/fixtures';
import { systemStatusQuery } from '../system/hooks/useSystemStatus';
import { MissionLeaderboardPage } from './components/MissionLeaderboardPage';
import { missionTitle, progressPercent } from './mission-view';

function mission(overrides: Partial<MemberMissionView> = {}): MemberMissionView {
  return {
    id: 1,
    period: 'DAILY',
    kind: 'CATEGORY_TURNOVER',
    titles: { MS: 'Putaran slot', EN: 'Slot spins', CN: '老虎机' },
    categoryCode: 'RNG',
    gameName: null,
    target: '100.00',
    progress: '100.00',
    rewardAmount: '5.00',
    turnoverMultiplier: 2,
    status: 'COMPLETED',
    periodStart: '2026-11-29',
    nextPeriodAt: '2026-11-29T16:00:00.000Z',
    ...overrides,
  };
}

const signIn = mission({
  id: 2,
  kind: 'SIGN_IN',
  titles: { MS: 'Log masuk', EN: 'Sign in', CN: '登录' },
  categoryCode: null,
  target: '3',
  progress: '1',
  period: 'WEEKLY',
  status: 'IN_PROGRESS',
});

const board: LeaderboardView = {
  period: 'TODAY',
  metric: 'TURNOVER',
  periodStart: '2026-11-29',
  entries: [
    { rank: 1, account: 'de***er', value: '900.00' },
    { rank: 2, account: 'ot***er', value: '100.00' },
  ],
  me: { rank: 1, value: '900.00' },
  countedAt: '2026-11-29T01:00:00.000Z',
};

describe('mission view', () => {
  it('shows the title in the member’s language, else the default one', () => {
    expect(missionTitle(signIn.titles, 'EN')).toBe('Sign in');
    expect(missionTitle({ MS: 'Log masuk', EN: '', CN: '' }, 'CN')).toBe('Log masuk');
  });

  it('gives progress as a whole percent, never above 100', () => {
    expect(progressPercent({ progress: '1', target: '3' })).toBe(33);
    expect(progressPercent({ progress: '250.00', target: '100.00' })).toBe(100);
    expect(progressPercent({ progress: '0.00', target: '0' })).toBe(0);
  });
});

describe('missions and leaderboard page', { timeout: 20_000 }, () => {
  function renderPage(claim: () => Response) {
    window.sessionStorage.setItem('token', 't');
    const state: { summary: MissionSummary } = {
      summary: { list: [mission(), signIn], claimableCount: 1 },
    };
    const claimed: MissionClaimView = {
      id: '9',
      missionId: 1,
      titles: mission().titles,
      periodStart: '2026-11-29',
      progress: '100.00',
      amount: '5.00',
      createdAt: '2026-11-29T01:00:00.000Z',
    };
    const api = mockApi({
      [`GET ${MISSION_PATHS.missions}`]: () => ok(state.summary),
      [`GET ${MISSION_PATHS.leaderboard}`]: () => ok(board),
      [`POST ${MISSION_PATHS.claim(1)}`]: () => {
        const answer = claim();
        if (answer.ok) {
          state.summary = {
            list: [mission({ status: 'CLAIMED' }), signIn],
            claimableCount: 0,
          };
          return ok(claimed);
        }
        return answer;
      },
    });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    client.setQueryData(systemStatusQuery.queryKey, systemStatus());
    render(
      <AppProviders client={client}>
        <MissionLeaderboardPage />
      </AppProviders>,
    );
    return api;
  }

  it('lists the missions with their progress, claims a completed one once with a key', async () => {
    const api = renderPage(() => ok({}));
    const slots = await screen.findByRole('listitem', { name: 'Putaran slot' });
    expect(within(slots).getByTestId('mission-progress').textContent).toBe('RM 100.00 / RM 100.00');
    const weekly = screen.getByRole('listitem', { name: 'Log masuk' });
    expect(within(weekly).getByTestId('mission-progress').textContent).toBe('1 / 3');
    expect(within(weekly).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(within(weekly).queryByRole('button')).toBeNull();

    fireEvent.click(within(slots).getByRole('button', { name: 'Tuntut RM 5.00' }));
    expect(await screen.findByText('RM 5.00 telah dimasukkan ke dompet utama anda.')).toBeTruthy();
    expect(await within(slots).findByText('Sudah dituntut untuk tempoh ini')).toBeTruthy();
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
  });

  it('shows the board with masked accounts and the member’s own rank', async () => {
    renderPage(() => ok({}));
    expect((await screen.findByTestId('my-rank')).textContent).toBe(
      'Kedudukan anda: 1 (RM 900.00)',
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('ot***er')).toBeTruthy();
  });

  it("tells the server's refusal in the member's language", async () => {
    renderPage(() => failure('MISSION_ALREADY_CLAIMED', 409));
    fireEvent.click(await screen.findByRole('button', { name: 'Tuntut RM 5.00' }));
    expect(await screen.findByText('Anda telah menuntut misi ini untuk tempoh ini.')).toBeTruthy();
  });
});
