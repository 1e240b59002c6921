import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BetRefusal, PlaySessionStatus } from '@wps/shared-types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { BET_REFUSAL_POLL_MS } from './hooks/useBetRefusal';

const MINUTE = 60_000;
const GAME = `/game?url=${encodeURIComponent('/play?token=abc')}&name=Hidden%20Coin`;
const SESSION = 'GET /wps/member/protection/session';
const REFUSAL = 'GET /wps/member/protection/session/refusal';

const status = (overrides: Partial<PlaySessionStatus>): PlaySessionStatus => ({
  startedAt: '2026-05-01T10:00:00.000Z',
  minutesPlayed: 0,
  netResult: '0.00',
  realityCheckMinutes: 5,
  sessionEndsAt: null,
  ...overrides,
});

/** A member in the game; the session answers come in turn (the last one repeats). */
function playAsMember(
  sessions: PlaySessionStatus[],
  refusal: () => BetRefusal | null = () => null,
) {
  window.sessionStorage.setItem('token', 't');
  window.sessionStorage.setItem('isAgent', '0');
  let answered = 0;
  return mockApi({
    'GET /wps/member/info': () => ok(memberInfo),
    [SESSION]: () => ok(sessions[Math.min(answered++, sessions.length - 1)]),
    [REFUSAL]: () => ok({ refusal: refusal() }),
  });
}

const advance = (milliseconds: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(milliseconds);
  });

const realityCheck = () => screen.queryByRole('dialog', { name: 'Semakan realiti' });

/** The figure under a label of the reality check. */
const figure = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the reality check in the game frame', () => {
  it("falls due when the session completes the member's interval, with the time and net result fetched then", async () => {
    const api = playAsMember([
      status({ minutesPlayed: 2 }),
      status({ minutesPlayed: 5, netResult: '-12.50' }),
      status({ minutesPlayed: 10, netResult: '1234.00' }),
    ]);
    renderApp(GAME);
    await waitFor(() => expect(api.to(SESSION)).toHaveLength(1));

    // Two of the five minutes were played before the game opened: three are left.
    await advance(3 * MINUTE - 1_000);
    expect(realityCheck()).toBeNull();
    expect(api.to(SESSION)).toHaveLength(1);
    await advance(1_000);
    const dialog = await screen.findByRole('dialog', { name: 'Semakan realiti' });
    expect(api.to(SESSION)).toHaveLength(2);
    await waitFor(() => expect(figure(dialog, 'Masa bermain')).toBe('5 minit'));
    expect(figure(dialog, 'Keputusan bersih')).toBe('-RM 12.50');

    // Continue: the next check comes a whole interval later.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Teruskan bermain' }));
    expect(realityCheck()).toBeNull();
    await advance(5 * MINUTE - 1_000);
    expect(realityCheck()).toBeNull();
    await advance(1_000);
    const next = await screen.findByRole('dialog', { name: 'Semakan realiti' });
    await waitFor(() => expect(figure(next, 'Masa bermain')).toBe('10 minit'));
    expect(figure(next, 'Keputusan bersih')).toBe('RM 1,234.00');
  });

  it('shows hours and minutes of a long session', async () => {
    playAsMember([
      status({ minutesPlayed: 119, realityCheckMinutes: 60 }),
      status({ minutesPlayed: 120 }),
    ]);
    renderApp(GAME);
    await advance(MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Semakan realiti' });
    await waitFor(() => expect(figure(dialog, 'Masa bermain')).toBe('2 jam 0 minit'));
  });

  it('stops playing: back to the page the game was launched from', async () => {
    playAsMember([status({})]);
    const { router } = renderApp('/rng');
    await router.navigate(GAME);
    await screen.findByTitle('Hidden Coin');
    await advance(5 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Semakan realiti' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Berhenti bermain' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(realityCheck()).toBeNull();
  });

  it('still asks when the figures cannot be fetched', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '0');
    let calls = 0;
    mockApi({
      'GET /wps/member/info': () => ok(memberInfo),
      [SESSION]: () => (calls++ === 0 ? ok(status({})) : failure('SERVICE_UNAVAILABLE', 503)),
      [REFUSAL]: () => ok({ refusal: null }),
    });
    renderApp(GAME);
    await advance(5 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Semakan realiti' });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Teruskan bermain' })).toBeTruthy();
  });

  it('does not watch a visitor or a demo account', async () => {
    const visitor = mockApi();
    const view = renderApp(GAME);
    await screen.findByTitle('Hidden Coin');
    await advance(60 * MINUTE);
    expect(visitor.to(SESSION)).toHaveLength(0);
    expect(visitor.to(REFUSAL)).toHaveLength(0);
    view.unmount();

    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '4');
    const demo = mockApi({ 'GET /wps/member/info': () => ok({ ...memberInfo, type: 4 }) });
    renderApp(GAME);
    await screen.findByTitle('Hidden Coin');
    await advance(60 * MINUTE);
    expect(demo.to(SESSION)).toHaveLength(0);
    expect(realityCheck()).toBeNull();
  });
});

describe('a bet the wallet refused', () => {
  const OLD: BetRefusal = {
    code: 'PLAY_LIMIT_REACHED',
    at: '2026-05-01T09:00:00.000Z',
    kind: 'WAGER_WEEK',
    limit: '500.00',
  };

  it('says which limit refused it, for refusals since the game opened, until closed', async () => {
    let latest: BetRefusal | null = OLD;
    const api = playAsMember([status({ realityCheckMinutes: 60 })], () => latest);
    renderApp(GAME);
    await waitFor(() => expect(api.to(REFUSAL)).toHaveLength(1));
    // The refusal from before the game opened is old news.
    await advance(BET_REFUSAL_POLL_MS);
    expect(screen.queryByRole('alert')).toBeNull();

    latest = {
      code: 'PLAY_LIMIT_REACHED',
      at: '2026-05-01T10:05:00.000Z',
      kind: 'LOSS_DAY',
      limit: '10.00',
    };
    await advance(BET_REFUSAL_POLL_MS);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'Pertaruhan anda ditolak: ia akan melebihi had kerugian harian anda sebanyak RM 10.00.',
    );

    fireEvent.click(within(notice).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(2 * BET_REFUSAL_POLL_MS);
    expect(screen.queryByRole('alert')).toBeNull();

    // A later refusal shows again.
    latest = { ...latest, at: '2026-05-01T10:06:00.000Z', kind: 'WAGER_MONTH', limit: '2000.00' };
    await advance(BET_REFUSAL_POLL_MS);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'had pertaruhan bulanan anda sebanyak RM 2,000.00.',
    );
  });

  it('says until when a time-out or self-exclusion stops play', async () => {
    let latest: BetRefusal | null = null;
    playAsMember([status({ realityCheckMinutes: 60 })], () => latest);
    renderApp(GAME);
    await advance(BET_REFUSAL_POLL_MS);
    latest = {
      code: 'PLAY_EXCLUDED',
      at: '2026-05-01T10:05:00.000Z',
      exclusion: {
        kind: 'TIME_OUT',
        startsAt: '2026-05-01T10:04:00.000Z',
        endsAt: '2026-05-02T10:04:00.000Z',
      },
    };
    await advance(BET_REFUSAL_POLL_MS);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Pertaruhan anda ditolak: rehat anda berkuat kuasa sehingga .*2026/,
    );

    latest = {
      code: 'PLAY_EXCLUDED',
      at: '2026-05-01T10:06:00.000Z',
      exclusion: { kind: 'SELF_EXCLUSION', startsAt: '2026-05-01T10:06:00.000Z', endsAt: null },
    };
    await advance(BET_REFUSAL_POLL_MS);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Pertaruhan anda ditolak: pengecualian diri anda adalah kekal.',
      ),
    );
  });
});
