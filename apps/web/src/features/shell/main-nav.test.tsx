import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameCategory, VendorLane } from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { resizeWindow } from '../../test/window';
import { currentAccessDialog } from '../session/access-dialogs';

function lane(gameCategory: GameCategory, vendors: number | string[]): VendorLane {
  const codes =
    typeof vendors === 'number'
      ? Array.from({ length: vendors }, (_, index) => `${gameCategory}${index + 1}`)
      : vendors;
  return {
    title: gameCategory,
    gameCategory,
    cards: codes.map((code) => ({
      vassalage: code,
      name: `${code} Gaming`,
      logoUrl: `/media/vendors/${code}.svg`,
      isHot: 0 as const,
    })),
    gameClassify: [],
  };
}

const lanes = [
  lane('RNG', 14),
  lane('FISH', 10),
  lane('LIVE', 11),
  lane('PVP', 5),
  lane('COCKFIGHT', ['DS88']),
  lane('LOTT', ['LOTT', 'TCG_SEA']),
  lane('ELOTT', ['ELOTT', 'TCG_LOTTO_VN']),
];

function mockNav(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /wps/games/vendors': () => ok({ data: { lanes } }),
    'GET /wps/member/info': () => ok(memberInfo),
    ...extra,
  });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Navigasi utama' });

async function openDropdown(category: string) {
  const toggle = await within(mainNav()).findByRole('button', { name: `Penyedia ${category}` });
  fireEvent.click(toggle);
  return { toggle, vendors: screen.getByRole('list', { name: `Penyedia ${category}` }) };
}

describe('header game categories', () => {
  it('lists at most 11 vendors and a "more" link to the category page from 11 vendors on', async () => {
    mockNav();
    renderApp('/');

    const slots = await openDropdown('Slot');
    expect(slots.toggle.getAttribute('aria-expanded')).toBe('true');
    const vendorLinks = within(slots.vendors).getAllByRole('link');
    expect(vendorLinks).toHaveLength(11);
    expect(vendorLinks[0].getAttribute('href')).toBe('/rng?page=RNG1');
    expect(within(mainNav()).getByRole('link', { name: 'Lagi' }).getAttribute('href')).toBe('/rng');

    const live = await openDropdown('Kasino Langsung');
    expect(within(live.vendors).getAllByRole('link')).toHaveLength(11);
    expect(within(mainNav()).getByRole('link', { name: 'Lagi' }).getAttribute('href')).toBe(
      '/live',
    );

    const fishing = await openDropdown('Memancing');
    expect(within(fishing.vendors).getAllByRole('link')).toHaveLength(10);
    expect(within(fishing.vendors).getAllByRole('link')[0].getAttribute('href')).toBe(
      '/fish?vendor=FISH1',
    );
    expect(within(mainNav()).queryByRole('link', { name: 'Lagi' })).toBeNull();
  });

  it('shows one dropdown at a time and closes it with Escape', async () => {
    mockNav();
    renderApp('/');
    const slots = await openDropdown('Slot');
    await openDropdown('Permainan Kad');
    expect(slots.toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Penyedia Slot' })).toBeNull();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Penyedia Permainan Kad' })).toBeNull();
  });

  it('shows only the categories the operator offers, lottery entries opening the first vendor', async () => {
    mockNav();
    renderApp('/');
    const nav = mainNav();
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Sukan' })).toBeNull());
    expect(within(nav).queryByRole('link', { name: 'E-Sukan' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Loteri' }).getAttribute('href')).toBe(
      '/lottery?vendor=LOTT',
    );
    expect(within(nav).getByRole('link', { name: 'E-Loteri' }).getAttribute('href')).toBe(
      '/lottery?vendor=ELOTT',
    );
    const lottery = await openDropdown('E-Loteri');
    expect(
      within(lottery.vendors)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/lottery?vendor=ELOTT', '/lottery?vendor=TCG_LOTTO_VN']);
  });

  it('asks a visitor to log in before cockfight starts', async () => {
    const api = mockNav();
    renderApp('/');
    fireEvent.click(await within(mainNav()).findByRole('button', { name: 'Sabung Ayam' }));
    expect(currentAccessDialog()?.name).toBe('loginPopupModal');
    expect(api.to('POST /wps/game/launchGame')).toHaveLength(0);
  });

  it('starts the DS88 game for a member and opens the answer', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '0');
    const api = mockNav({
      'POST /wps/game/launchGame': () => ok({ content: '/game?vendor=DS88&gameCode=DS88_ARENA' }),
    });
    const { router } = renderApp('/');
    fireEvent.click(await within(mainNav()).findByRole('button', { name: 'Sabung Ayam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(router.state.location.search).toBe('?vendor=DS88&gameCode=DS88_ARENA');
    expect(api.to('POST /wps/game/launchGame')[0].body).toMatchObject({ vendor: 'DS88' });
  });

  it('starts cockfight from the home page tile too', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '0');
    const api = mockNav({
      'POST /wps/game/launchGame': () => ok({ content: '/game?vendor=DS88&gameCode=DS88_ARENA' }),
    });
    const { router } = renderApp('/');
    const categories = await screen.findByRole('region', { name: 'Kategori Permainan' });
    fireEvent.click(within(categories).getByRole('button', { name: /Sabung Ayam/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    expect(api.to('POST /wps/game/launchGame')[0].body).toMatchObject({ vendor: 'DS88' });
  });

  it('hides the navigation on /lottery', async () => {
    mockNav();
    renderApp('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loteri' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();
  });
});

describe('main navigation on a phone', () => {
  it('folds behind the menu button, and choosing an entry folds it again', async () => {
    resizeWindow({ width: 360, height: 800 });
    mockNav();
    const { router } = renderApp('/');
    const toggle = await within(screen.getByRole('banner')).findByRole('button', {
      name: 'Menu',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(mainNav().id);
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Promosi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Promosi' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotions');
    expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
