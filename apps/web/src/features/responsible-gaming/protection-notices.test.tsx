import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/date-time';
import { failure } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { overviewWith, renderMember } from '../../test/protection';
import { delayUntil, endedByLimit, sessionLimitNotice } from './session-limit';

// Each walk renders the site and loads the page's chunk: slow on a busy 2-core machine.
const WALK_TIMEOUT_MS = 20_000;

const HOUR = 3_600_000;

const section = (name: string) => screen.findByRole('region', { name });

afterEach(() => sessionLimitNotice.hide());

describe('the exclusion banner', { timeout: WALK_TIMEOUT_MS }, () => {
  it('shows a time-out under the header as soon as the member takes it', async () => {
    let endsAt = '';
    const { state } = renderMember('/responsibleGaming', overviewWith(), {
      'POST /wps/member/protection/exclusion': () => {
        endsAt = new Date(Date.now() + 24 * HOUR).toISOString();
        state.overview = overviewWith({
          exclusion: { kind: 'TIME_OUT', startsAt: new Date().toISOString(), endsAt },
        });
        return ok(state.overview);
      },
    });
    const timeOut = await screen.findByRole('form', { name: 'Ambil rehat' });
    expect(screen.queryByRole('region', { name: 'Rehat berkuat kuasa' })).toBeNull();
    fireEvent.click(within(timeOut).getByRole('radio', { name: '1 hari' }));
    fireEvent.click(within(timeOut).getByRole('button', { name: 'Mulakan rehat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mulakan rehat?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mulakan rehat' }));

    const banner = await section('Rehat berkuat kuasa');
    expect(banner.textContent).toContain(
      `Permainan dan deposit ditutup sehingga ${formatDateTime(endsAt)}.`,
    );
    expect(banner.textContent).toContain('Anda masih boleh log masuk dan mengeluarkan baki anda.');
  });

  it('shows the banner of a permanent self-exclusion on every page, with no way to shorten it', async () => {
    renderMember(
      '/promotions',
      overviewWith({
        exclusion: { kind: 'SELF_EXCLUSION', startsAt: '2026-01-01T00:00:00.000Z', endsAt: null },
      }),
    );
    const banner = await section('Pengecualian diri berkuat kuasa');
    expect(banner.textContent).toContain('Permainan dan deposit ditutup secara kekal.');
    fireEvent.click(within(banner).getByRole('link', { name: 'Permainan Bertanggungjawab' }));
    expect(
      await screen.findByText(
        /^Pengecualian diri berkuat kuasa: Permainan dan deposit ditutup secara kekal\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Pengecualian diri' })).toBeNull();
  });
});

describe('the session limit', { timeout: WALK_TIMEOUT_MS }, () => {
  it("times the session limit's end and tells an ending by the limit from a logout", () => {
    expect(delayUntil(10_000, 4_000)).toBe(6_000);
    expect(delayUntil(4_000, 10_000)).toBe(0);
    expect(delayUntil(Number.MAX_SAFE_INTEGER, 0)).toBe(2_147_483_647);
    expect(endedByLimit(null, Date.now())).toBe(false);
    expect(endedByLimit(Date.now() - 1_000, Date.now())).toBe(true);
    // A browser clock a little behind the server's: the server ended it first.
    expect(endedByLimit(Date.now() + 20_000, Date.now())).toBe(true);
    expect(endedByLimit(Date.now() + 10 * 60_000, Date.now())).toBe(false);
  });
  it('logs the member out when the session reaches its limit, and says why', async () => {
    const { router } = renderMember(
      '/responsibleGaming',
      overviewWith({ sessionEndsAt: new Date(Date.now() + 300).toISOString() }),
    );
    const notice = await screen.findByRole('dialog', { name: 'Had sesi dicapai' });
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(within(notice).getByText(/Had masa sesi anda telah dicapai/)).toBeTruthy();
    expect(await section('Log masuk untuk menggunakan alat ini')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Had sesi dicapai' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/responsibleGaming');
  });

  it.each([
    ['says why when the server ended the session at its limit first', 20_000, true],
    ['says nothing when a session ends long before its limit', 60 * 60_000, false],
  ])('%s', async (_name, untilEnd, told) => {
    const sessionEndsAt = new Date(Date.now() + untilEnd).toISOString();
    let refused = false;
    const { client } = renderMember('/responsibleGaming', overviewWith({ sessionEndsAt }), {
      'GET /wps/member/protection': () =>
        refused ? failure('UNAUTHENTICATED', 401) : ok(overviewWith({ sessionEndsAt })),
    });
    await section('Angka anda');
    // The browser's clock runs behind the server's: the server refuses the session first.
    refused = true;
    await client.invalidateQueries({ queryKey: ['member', 'protection'] });
    expect(await section('Log masuk untuk menggunakan alat ini')).toBeTruthy();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(Boolean(screen.queryByRole('dialog', { name: 'Had sesi dicapai' }))).toBe(told);
  });

  it('leaves a session without a limit alone', async () => {
    renderMember('/responsibleGaming');
    await section('Angka anda');
    expect(window.sessionStorage.getItem('token')).toBe('t');
    expect(screen.queryByRole('dialog', { name: 'Had sesi dicapai' })).toBeNull();
  });
});
