import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BANNER_AUTOPLAY_MILLISECONDS,
  CONTENT_PATHS,
  type AnnouncementPayload,
  type Banner,
} from '@wps/shared-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { openAccessDialog } from '../session';

const banner = (bannerId: string, groupName: Banner['groupName'], title: string): Banner => ({
  bannerId,
  url: `/media/banners/${bannerId}.svg`,
  title,
  groupName,
  linkageType: groupName === 'w_home' ? 'ROUTE' : null,
  linkageTarget: groupName === 'w_home' ? '/promotions' : null,
});

function contentApi(banners: Banner[]) {
  return mockApi({
    [`GET ${CONTENT_PATHS.announcements}`]: () =>
      ok<AnnouncementPayload>({ player: [], banners, popup: [], promotion: [] }),
  });
}

const carousel = () => screen.findByRole('region', { name: 'Sepanduk' });

describe('banner carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the route's banners, switches with the dots and links to the target", async () => {
    const api = contentApi([
      banner('1', 'w_home', 'Bonus Selamat Datang'),
      banner('2', 'w_home', 'Bonus Harian'),
      banner('3', 'w_rng', 'Cashback Slot'),
    ]);
    const { router } = renderApp('/');
    const region = await carousel();
    expect(within(region).getByRole('img', { name: 'Bonus Selamat Datang' })).toBeTruthy();
    expect(api.to(`GET ${CONTENT_PATHS.announcements}`)[0]?.query.get('types')).toBe('B,PL,PU,PR');

    fireEvent.click(within(region).getByRole('button', { name: 'Tunjukkan sepanduk 2' }));
    expect(within(region).getByRole('img', { name: 'Bonus Harian' })).toBeTruthy();
    expect(within(region).queryByRole('img', { name: 'Cashback Slot' })).toBeNull();

    fireEvent.click(within(region).getByRole('link', { name: 'Bonus Harian' }));
    expect(router.state.location.pathname).toBe('/promotions');
    // /promotions has its own group, which has no banners here: no carousel.
    expect(screen.queryByRole('region', { name: 'Sepanduk' })).toBeNull();
  });

  // Issue 22: the page below the carousel stays where it is when the banners arrive.
  it("keeps the carousel's place, hidden from screen readers, until the banners arrive", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      [`GET ${CONTENT_PATHS.announcements}`]: () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/');
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.firstElementChild?.getAttribute('aria-hidden')).toBe('true'));
    expect(screen.queryByRole('region', { name: 'Sepanduk' })).toBeNull();

    answer(
      ok<AnnouncementPayload>({
        player: [],
        banners: [banner('1', 'w_home', 'Bonus Selamat Datang')],
        popup: [],
        promotion: [],
      }),
    );
    const region = await carousel();
    expect(main.firstElementChild).toBe(region);
  });

  it('autoplays every 5,000 ms only with more than one banner', async () => {
    contentApi([
      banner('1', 'w_home', 'Satu'),
      banner('2', 'w_home', 'Dua'),
      banner('3', 'w_rng', 'Tiga'),
    ]);
    // Fake timers that still follow real time, so the page can load before the jump.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/');
    const region = await carousel();
    expect(within(region).getByRole('img', { name: 'Satu' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(BANNER_AUTOPLAY_MILLISECONDS);
    });
    expect(within(region).getByRole('img', { name: 'Dua' })).toBeTruthy();

    await act(() => router.navigate('/rng'));
    // The home carousel may still be on screen while /rng loads: wait for the new route's banner.
    await screen.findByRole('img', { name: 'Tiga' });
    const single = await carousel();
    // One banner: no dots, no autoplay, and it is a plain picture.
    expect(within(single).queryByRole('button')).toBeNull();
    expect(within(single).queryByRole('link')).toBeNull();
  });

  it('shows the login, register and forgot-password dialogs their own groups’ banners', async () => {
    contentApi([
      banner('1', 'w_home', 'Laman'),
      banner('2', 'w_login', 'Log Masuk Bonus'),
      banner('3', 'w_register', 'Daftar Bonus'),
      banner('4', 'w_forget', 'Lupa Bonus'),
    ]);
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Log Masuk' }));
    const login = await screen.findByRole('dialog', { name: 'Log Masuk' });
    expect(await within(login).findByRole('img', { name: 'Log Masuk Bonus' })).toBeTruthy();
    expect(within(login).queryByRole('img', { name: 'Laman' })).toBeNull();
    act(() => openAccessDialog('registerModal'));
    const register = await screen.findByRole('dialog', { name: 'Daftar Akaun' });
    expect(await within(register).findByRole('img', { name: 'Daftar Bonus' })).toBeTruthy();
    act(() => openAccessDialog('forgetPassModal'));
    const forgot = await screen.findByRole('dialog', { name: /Lupa/ });
    expect(await within(forgot).findByRole('img', { name: 'Lupa Bonus' })).toBeTruthy();
  });
});
