import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockRequest } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import {
  game,
  hiddenCoin,
  logInAsMember,
  magicWolf,
  mockLobby,
  slotsLane,
} from '../../test/lobby-api';
import { renderApp } from '../../test/render';
import { clampPage, pageNumbers } from '../../ui/page-numbers';
import { currentAccessDialog } from '../session/access-dialogs';

const listTabs = () => screen.getByRole('tablist', { name: 'Senarai permainan' });
const vendorTabs = () => screen.getByRole('tablist', { name: 'Penyedia permainan' });
const lastListQuery = (api: { to: (key: string) => MockRequest[] }) =>
  Object.fromEntries(api.to('GET /wps/games/list').at(-1)!.query);
const play = (name: string) => screen.findByRole('button', { name: `Main ${name}` });
const currentPage = () =>
  screen
    .getByRole('navigation', { name: 'Halaman' })
    .querySelector('[aria-current="page"]')
    ?.getAttribute('aria-label');

async function openSlots(path = '/rng') {
  const view = renderApp(path);
  await play('Hidden Coin');
  return view;
}

describe('list tabs', () => {
  it('shows a visitor All and Recent only, without hot games', async () => {
    mockLobby();
    await openSlots();
    expect(
      within(listTabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Semua', 'Terkini']);
  });

  it('adds Hot Games when the category has hot games, showing them as one page', async () => {
    mockLobby({ hot: [game('91', 'Silver Koi')], totalPages: 5 });
    await openSlots();
    fireEvent.click(await within(listTabs()).findByRole('tab', { name: 'Permainan Popular' }));
    expect(await play('Silver Koi')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Halaman' })).toBeNull();
  });

  it('offers Save this game to a logged-in member and lists the saved games', async () => {
    logInAsMember();
    mockLobby({ favourites: [magicWolf] });
    await openSlots();
    fireEvent.click(within(listTabs()).getByRole('tab', { name: 'Simpan permainan ini' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Main Hidden Coin' })).toBeNull(),
    );
    expect(await play('Magic Wolf')).toBeTruthy();
  });

  it('asks a visitor to log in for the Recent tab', async () => {
    const api = mockLobby();
    await openSlots();
    fireEvent.click(within(listTabs()).getByRole('tab', { name: 'Terkini' }));
    expect(currentAccessDialog()?.name).toBe('loginPopupModal');
    const all = within(listTabs()).getByRole('tab', { name: 'Semua' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(api.to('GET /wps/games/recent')).toHaveLength(0);
  });

  it('loads recent games page after page until the last', async () => {
    logInAsMember();
    mockLobby(
      {},
      {
        'GET /wps/games/recent': ({ query }) =>
          ok({
            list: [game(query.get('pageNo')!, `Played ${query.get('pageNo')}`)],
            totalPages: 2,
          }),
      },
    );
    await openSlots();
    fireEvent.click(within(listTabs()).getByRole('tab', { name: 'Terkini' }));
    expect(await play('Played 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Muat lagi' }));
    expect(await play('Played 2')).toBeTruthy();
    expect(await play('Played 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Muat lagi' })).toBeNull();
  });

  it('starts a switched tab on page 1 without filters', async () => {
    const api = mockLobby({ hot: [game('91', 'Silver Koi')], totalPages: 3 });
    await openSlots();
    fireEvent.change(screen.getByLabelText('Taruhan minimum'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    expect(await play('All page 2')).toBeTruthy();
    expect(lastListQuery(api)).toMatchObject({ minBet: '0.5' });

    fireEvent.click(within(listTabs()).getByRole('tab', { name: 'Permainan Popular' }));
    await play('Silver Koi');
    fireEvent.click(within(listTabs()).getByRole('tab', { name: 'Semua' }));
    expect(await play('Hidden Coin')).toBeTruthy();
    expect(currentPage()).toBe('Halaman 1');
    expect(screen.getByLabelText<HTMLSelectElement>('Taruhan minimum').value).toBe('All');
  });
});

describe('vendors and filters', () => {
  it('puts the chosen vendor in the URL (page= on /rng) and lists it from page 1', async () => {
    const api = mockLobby({ totalPages: 3 });
    const { router } = await openSlots();
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 3' }));
    expect(await play('All page 3')).toBeTruthy();

    fireEvent.click(within(vendorTabs()).getByRole('tab', { name: 'PP Gaming' }));
    expect(await play('PP page 1')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=PP');
    expect(lastListQuery(api)).toMatchObject({ vassalage: 'PP', gameType: 'RNG' });

    fireEvent.click(within(vendorTabs()).getByRole('tab', { name: 'Semua' }));
    expect(await play('Hidden Coin')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('uses ?vendor= outside /rng and shows carousel arrows only above 7 vendors', async () => {
    const fishLane = {
      ...slotsLane,
      gameCategory: 'FISH' as const,
      title: 'FISH',
      cards: Array.from({ length: 8 }, (_, index) => ({
        ...slotsLane.cards[0],
        vassalage: `V${index}`,
        name: `Vendor ${index}`,
      })),
    };
    const api = mockLobby({ lanes: [slotsLane, fishLane] });
    renderApp('/fish?vendor=V3');
    expect(await play('V3 page 1')).toBeTruthy();
    expect(lastListQuery(api)).toMatchObject({ gameType: 'FISH', vassalage: 'V3' });
    const chosen = within(vendorTabs()).getByRole('tab', { name: 'Vendor 3' });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Penyedia seterusnya' })).toBeTruthy();
  });

  it('hides the carousel arrows with 7 vendors or fewer', async () => {
    mockLobby();
    await openSlots();
    expect(screen.queryByRole('button', { name: 'Penyedia seterusnya' })).toBeNull();
  });

  it('offers the game types of the chosen vendor', async () => {
    mockLobby();
    renderApp('/rng?page=PG');
    await play('PG page 1');
    const options = () =>
      within(screen.getByLabelText('Jenis permainan'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Semua', 'Mesin Slot']);
    fireEvent.click(within(vendorTabs()).getByRole('tab', { name: 'PP Gaming' }));
    await waitFor(() => expect(options()).toEqual(['Semua', 'Kad Gores', 'Mesin Slot']));
  });

  it('searches by name from page 1, and only when the name changed', async () => {
    const api = mockLobby({ totalPages: 2 });
    await openSlots();
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await play('All page 2');

    fireEvent.change(screen.getByLabelText('Nama permainan'), { target: { value: ' koi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await play('Hidden Coin')).toBeTruthy();
    expect(lastListQuery(api)).toMatchObject({ gameName: 'koi', pageNo: '1' });
    const calls = api.to('GET /wps/games/list').length;

    fireEvent.change(screen.getByLabelText('Nama permainan'), { target: { value: 'koi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    fireEvent.change(screen.getByLabelText('Taruhan minimum'), { target: { value: '0.01' } });
    await waitFor(() => expect(lastListQuery(api).minBet).toBe('0.01'));
    expect(api.to('GET /wps/games/list')).toHaveLength(calls + 1);
  });

  it('shows the empty text on the games page, which has no filters', async () => {
    mockLobby({}, { 'GET /wps/games/list': () => ok({ games: [], totalPages: 0 }) });
    renderApp('/live');
    expect(await screen.findByText('Tiada permainan dijumpai.')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('pages', () => {
  it('keeps previous and next between 1 and the last page', async () => {
    mockLobby({ totalPages: 2 });
    await openSlots();
    const previous = screen.getByRole('button', { name: 'Halaman sebelumnya' });
    const next = screen.getByRole('button', { name: 'Halaman seterusnya' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    expect(await play('All page 2')).toBeTruthy();
    expect(currentPage()).toBe('Halaman 2');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(previous);
    expect(await play('Hidden Coin')).toBeTruthy();
    expect(currentPage()).toBe('Halaman 1');
  });

  it('clamps and abbreviates page numbers', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(1, 0)).toBe(1);
    expect(pageNumbers(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });
});

describe('favourites', () => {
  it('removes a saved game and saves another, each by nodeId, vendor and category', async () => {
    logInAsMember();
    const api = mockLobby(
      { favourites: [hiddenCoin] },
      {
        'POST /wps/games/favourites/add': () => ok(null),
        'POST /wps/games/favourites/remove': () => ok(null),
      },
    );
    await openSlots();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Simpan Hidden Coin', pressed: true }),
    );
    await waitFor(() => expect(api.to('POST /wps/games/favourites/remove')).toHaveLength(1));
    expect(api.to('POST /wps/games/favourites/remove')[0].body).toEqual({
      nodeId: '64',
      vendor: 'PG',
      gameType: 'RNG',
    });
    // The saved list is read again after the call.
    await waitFor(() => expect(api.to('GET /wps/games/favourites').length).toBeGreaterThan(1));
    const readsAfterRemove = api.to('GET /wps/games/favourites').length;

    fireEvent.click(screen.getByRole('button', { name: 'Simpan Magic Wolf', pressed: false }));
    await waitFor(() => expect(api.to('POST /wps/games/favourites/add')).toHaveLength(1));
    expect(api.to('POST /wps/games/favourites/add')[0].body).toMatchObject({ nodeId: '70' });
    await waitFor(() =>
      expect(api.to('GET /wps/games/favourites').length).toBeGreaterThan(readsAfterRemove),
    );
  });

  it('shows no hearts to a visitor', async () => {
    mockLobby();
    await openSlots();
    expect(screen.queryByRole('button', { name: /^Simpan / })).toBeNull();
  });

  it('warns a demo account instead of saving', async () => {
    window.sessionStorage.setItem('token', 't');
    window.sessionStorage.setItem('isAgent', '4');
    const api = mockLobby({}, { 'GET /wps/member/info': () => ok({ ...memberInfo, type: 4 }) });
    await openSlots();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Hidden Coin' }));
    expect(currentAccessDialog()?.name).toBe('needTrueAccount');
    expect(api.to('POST /wps/games/favourites/add')).toHaveLength(0);
    expect(api.to('GET /wps/games/favourites')).toHaveLength(0);
  });
});
