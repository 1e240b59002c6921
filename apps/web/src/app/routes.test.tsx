import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, siteInfo, systemStatus } from '../test/fixtures';
import { mockApi } from '../test/api-mock';
import { mockLobby } from '../test/lobby-api';
import { renderApp } from '../test/render';

// Every route of both specification documents and the heading its page shows (MS texts).
const PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Selamat datang ke Demo Casino'],
  ['/index', 'Selamat datang ke Demo Casino'],
  ['/index.html', 'Selamat datang ke Demo Casino'],
  ['/home', 'Selamat datang ke Demo Casino'],
  ['/register', 'Selamat datang ke Demo Casino'],
  ['/register.html', 'Selamat datang ke Demo Casino'],
  ['/noticePage', 'Pengumuman'],
  ['/vip', 'Kelab VIP'],
  ['/pointMall', 'Kedai Mata Ganjaran'],
  ['/promotions', 'Promosi'],
  ['/promoDetail', 'Butiran Promosi'],
  ['/live', 'Kasino Langsung'],
  ['/sports', 'Sukan'],
  ['/esports', 'E-Sukan'],
  ['/rng', 'Slot'],
  ['/fish', 'Memancing'],
  ['/pvp', 'Permainan Kad'],
  ['/lottery', 'Loteri'],
  ['/vnlottery', 'Loteri Vietnam'],
  ['/seamless', 'Lobi Permainan'],
  ['/fbsports', 'Sukan FB'],
  ['/help', 'Pusat Bantuan'],
  ['/helpmc', 'Pusat Bantuan'],
  ['/responsibleGaming', 'Permainan Bertanggungjawab'],
  ['/down', 'Muat Turun Aplikasi'],
  ['/join', 'Sertai Sebagai Ejen'],
  ['/game', 'Tiada permainan dibuka'],
  ['/agentHome', 'Laman Ejen'],
  ['/login', 'Log Masuk'],
  ['/elott', 'E-Loteri'],
  ['/no-such-page', 'Halaman Tidak Ditemui'],
];

async function pageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('routes', () => {
  it.each(PAGES)('%s renders its page', async (path, heading) => {
    renderApp(path);
    expect(await pageHeading(heading)).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('opens the registration modal on /register', async () => {
    renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Daftar Akaun' });
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeTruthy();
  });

  it('opens the login modal on /login and returns to / when it closes', async () => {
    const { router } = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log Masuk' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the full frame on ordinary pages', async () => {
    renderApp('/promotions');
    await pageHeading('Promosi');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeTruthy();
    // The footer follows in the browser's first idle moment.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    // The side menu appears whole once the site status is in.
    expect(await screen.findByRole('complementary', { name: 'Pintasan' })).toBeTruthy();
  });

  it('shows only the resources the operator configured', async () => {
    renderApp('/promotions');
    await pageHeading('Promosi');
    const sideMenu = await screen.findByRole('complementary', { name: 'Pintasan' });
    expect(await within(sideMenu).findByRole('link', { name: 'Facebook kami' })).toBeTruthy();
    expect(within(sideMenu).queryByRole('link', { name: 'Telegram kami' })).toBeNull();
    expect(within(sideMenu).getByRole('button', { name: 'Sembang Langsung' })).toBeTruthy();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Malta' }).getAttribute('src')).toBe(
      'https://licence.example.test/mt',
    );
    expect(within(footer).queryByRole('img', { name: 'Filipina' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeTruthy();
  });

  it('has no side menu on /pointMall', async () => {
    renderApp('/pointMall');
    await pageHeading('Kedai Mata Ganjaran');
    // The footer's licence comes with the site status, as the side menu would.
    await within(await screen.findByRole('contentinfo')).findByRole('img', { name: 'Malta' });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it.each(['/lottery', '/seamless'])('shows the header without navigation on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Navigasi utama' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(['/vnlottery', '/fbsports'])('shows the header only on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('navigation', { name: 'Navigasi utama' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows /helpmc on its own, without header or footer', async () => {
    renderApp('/helpmc');
    await pageHeading('Pusat Bantuan');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('selects the vendor tab that /rng takes from ?page=', async () => {
    mockLobby();
    renderApp('/rng?page=PG');
    await pageHeading('Slot');
    const vendors = await screen.findByRole('tablist', { name: 'Penyedia permainan' });
    const tab = await within(vendors).findByRole('tab', { name: 'PG Gaming' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('has the terms anchor on /help', async () => {
    mockApi({
      'GET /wps/system/helpCenter': () =>
        ok([{ code: 'term', title: 'Terma dan syarat', articles: [] }]),
    });
    renderApp('/help#term');
    await pageHeading('Pusat Bantuan');
    await waitFor(() => expect(document.getElementById('term')).not.toBeNull());
  });

  it('marks the current category in the header', async () => {
    renderApp('/live');
    await pageHeading('Kasino Langsung');
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    expect(
      within(nav).getByRole('link', { name: 'Kasino Langsung' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  describe('with the operator route guard on', () => {
    beforeEach(() => {
      const status = systemStatus({ info: { ...siteInfo, routeGuard: true } });
      mockApi({}, { status });
    });

    it('sends a visitor without a session to /login', async () => {
      const { router } = renderApp('/vip');
      await pageHeading('Log Masuk');
      expect(router.state.location.pathname).toBe('/login');
    });

    it('lets a visitor open /register', async () => {
      const { router } = renderApp('/register');
      await screen.findByRole('dialog', { name: 'Daftar Akaun' });
      expect(router.state.location.pathname).toBe('/register');
    });

    it('lets a logged-in player through', async () => {
      window.sessionStorage.setItem('token', 'session-token');
      const { router } = renderApp('/vip');
      await pageHeading('Kelab VIP');
      await waitFor(() => expect(screen.getByText('Mata wang: MYR (RM)')).toBeTruthy());
      expect(router.state.location.pathname).toBe('/vip');
    });
  });
});
