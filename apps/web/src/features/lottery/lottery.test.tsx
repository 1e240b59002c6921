import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  LotteryMenuGame,
  LotteryMenuResponse,
  OpenedNumeroEntry,
  VendorLane,
} from '@wps/shared-types';
import { mockApi } from '../../test/api-mock';
import { memberInfo, ok } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { currentAccessDialog } from '../session/access-dialogs';

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

function menuGame(
  gameId: string,
  gameName: string,
  vendor: string,
  overrides: Partial<LotteryMenuGame> = {},
): LotteryMenuGame {
  return {
    gameId,
    gameCode: `${vendor}_${gameId}`,
    gameName,
    vendor,
    gameType: vendor === 'LOTT' ? 'LOTT' : 'ELOTT',
    defaultPlayType: 'BIG',
    imageUrl: `/media/games/${gameId}.svg`,
    drawIntervalSeconds: null,
    nextNumero: `2026112${gameId}`,
    nextDrawAt: inAnHour(),
    lastDraw: { numero: `2026111${gameId}`, numbers: ['1234', '5678'], openedAt: inAnHour() },
    ...overrides,
  };
}

const magnum = menuGame('31', 'Magnum 4D', 'LOTT');
const damacai = menuGame('32', 'Da Ma Cai 4D', 'LOTT', { defaultPlayType: 'SMALL' });
const northVietnam = menuGame('51', 'North Vietnam Lottery', 'TCG_LOTTO_VN', {
  defaultPlayType: 'LO_2D',
});

const menus: LotteryMenuResponse = {
  prizeMode: 'Elott',
  groups: [
    { groupCode: 'MY_4D', groupName: 'Malaysia 4D', gameMenus: [magnum, damacai] },
    { groupCode: 'VN_TRADITIONAL', groupName: 'Vietnam lotteries', gameMenus: [northVietnam] },
  ],
};

const vietnamDraws: OpenedNumeroEntry[] = [
  {
    gameCode: northVietnam.gameCode,
    gameName: northVietnam.gameName,
    numero: '20261121',
    numbers: ['42418', '97233'],
    openedAt: '2026-11-21T11:15:00.000Z',
  },
];

const lottLane = (cards: string[], gameCategory: 'LOTT' | 'ELOTT'): VendorLane => ({
  title: gameCategory,
  gameCategory,
  cards: cards.map((vassalage) => ({ vassalage, name: vassalage, logoUrl: null, isHot: 0 })),
  gameClassify: [],
});

// An ELOTT lane holding TCG_LOTTO_VN puts the site in the e-lottery prize mode (spec 2 §4).
const electronicLotteryLanes = [
  lottLane(['LOTT'], 'LOTT'),
  lottLane(['ELOTT', 'TCG_LOTTO_VN'], 'ELOTT'),
];

function mockLottery(
  options: { lanes?: VendorLane[]; answer?: LotteryMenuResponse; account?: string } = {},
) {
  return mockApi({
    'GET /wps/games/vendors': () =>
      ok({ data: { lanes: options.lanes ?? electronicLotteryLanes } }),
    'GET /wps/member/info': () => ok({ ...memberInfo, account: options.account ?? 'player1' }),
    'GET /lgw/games/game_menus': () => ok(options.answer ?? menus),
    'GET /lgw/games/popular': () => ok({ list: [damacai] }),
    'GET /lgw/vn/numeros/opened/game': () => ok({ list: vietnamDraws }),
    'GET /lgw/vn/games/game_menu/recent': () => ok({ gameMenus: [] }),
    'GET /lotto/lgw/games/opened/numero': () =>
      ok({
        gameCode: magnum.gameCode,
        gameName: magnum.gameName,
        lastDraw: { numero: '20261119', numbers: ['9999'], openedAt: '2026-11-19T11:00:00.000Z' },
        nextNumero: magnum.nextNumero,
        nextDrawAt: magnum.nextDrawAt,
      }),
  });
}

function logIn(account = 'player1') {
  window.sessionStorage.setItem('token', 't');
  window.sessionStorage.setItem('isAgent', '0');
  window.sessionStorage.setItem('account', account);
}

// The board is the region named after the game it shows.
const board = (gameName: string) => screen.findByRole('region', { name: gameName });
const gameButtons = (name: string) => screen.findAllByRole('button', { name });
const groupTitles = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('lottery page', () => {
  it('sends the prize mode of the vendor lanes and device WEB with every lottery call', async () => {
    logIn();
    const api = mockLottery();
    renderApp(`/lottery?gameCode=${magnum.gameCode}`);
    await screen.findByRole('table');

    const calls = [
      'GET /lgw/games/game_menus',
      'GET /lgw/games/popular',
      'GET /lgw/vn/games/game_menu/recent',
      'GET /lotto/lgw/games/opened/numero',
    ];
    for (const call of calls) {
      const [request] = api.to(call);
      expect(request?.query.get('prizeMode'), call).toBe('Elott');
      expect(request?.query.get('device'), call).toBe('WEB');
    }
    expect(api.to('GET /lgw/games/popular')[0].query.get('count')).toBe('20');
  });

  it('uses the lottery prize mode when no e-lottery lane holds a Vietnamese or LOTT card', async () => {
    const api = mockLottery({ lanes: [lottLane(['LOTT'], 'LOTT'), lottLane(['ELOTT'], 'ELOTT')] });
    renderApp('/lottery');
    await waitFor(() => expect(api.to('GET /lgw/games/game_menus')).toHaveLength(1));
    expect(api.to('GET /lgw/games/game_menus')[0].query.get('prizeMode')).toBe('Lott');
  });

  it('shows the menus and the chosen vendor’s first game with its last 100 results', async () => {
    const api = mockLottery();
    renderApp('/lottery?vendor=TCG_LOTTO_VN');

    const menu = await screen.findByRole('navigation', { name: 'Permainan loteri' });
    expect(within(menu).getByRole('heading', { name: '4D Malaysia & Singapura' })).toBeTruthy();
    expect(within(menu).getByRole('heading', { name: 'Loteri Vietnam' })).toBeTruthy();
    await board('North Vietnam Lottery');

    const results = await screen.findByRole('table');
    expect(within(results).getByText('20261121')).toBeTruthy();
    expect(within(results).getByText('42418')).toBeTruthy();
    const [opened] = api.to('GET /lgw/vn/numeros/opened/game');
    expect(opened.query.get('count')).toBe('100');
    expect(opened.query.get('gameCode')).toBe(northVietnam.gameCode);
  });

  // Two language switches, each loading a language's texts: a walk, given a walk's time.
  it(
    'names the lottery groups in the chosen language, never by their codes',
    { timeout: 20_000 },
    async () => {
      mockLottery({
        answer: {
          ...menus,
          groups: [
            ...menus.groups,
            // A group the site has no text for yet: the server's name.
            { groupCode: 'NEW_GROUP', groupName: 'New lotteries', gameMenus: [] },
          ],
        },
      });
      renderApp('/lottery');
      const menu = await screen.findByRole('navigation', { name: 'Permainan loteri' });
      expect(groupTitles(menu)).toEqual([
        '4D Malaysia & Singapura',
        'Loteri Vietnam',
        'New lotteries',
      ]);

      fireEvent.change(screen.getByRole('combobox', { name: 'Bahasa' }), {
        target: { value: 'CN' },
      });
      expect(await screen.findByRole('heading', { name: '马来西亚和新加坡 4D' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: '越南彩票' })).toBeTruthy();
      fireEvent.change(screen.getByRole('combobox', { name: '语言' }), {
        target: { value: 'EN' },
      });
      expect(await screen.findByRole('heading', { name: 'Malaysia & Singapore 4D' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Vietnam lotteries' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'New lotteries' })).toBeTruthy();
    },
  );

  it('opens the first game without a query and puts a chosen game in the address', async () => {
    mockLottery();
    const { router } = renderApp('/lottery');
    expect(within(await board('Magnum 4D')).getByText('BIG')).toBeTruthy();

    fireEvent.click((await gameButtons('Da Ma Cai 4D'))[0]);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        gameCode: damacai.gameCode,
        vendor: 'LOTT',
        playType: 'SMALL',
      }),
    );
    expect(within(await board('Da Ma Cai 4D')).getByText('SMALL')).toBeTruthy();
  });

  it('asks a visitor to log in before keeping a favourite', async () => {
    mockLottery();
    renderApp('/lottery');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Kegemaran: Magnum 4D' }))[0]);
    expect(currentAccessDialog()?.name).toBe('loginPopupModal');
    // Nothing kept on the device for the visitor (the browser's device id aside).
    expect(Object.keys(window.localStorage).filter((key) => key !== 'deviceId')).toEqual([]);
  });

  it('keeps a lottery favourite for the logged-in username and lists it first', async () => {
    logIn('player1');
    mockLottery();
    renderApp('/lottery');
    const menu = await screen.findByRole('navigation', { name: 'Permainan loteri' });
    const star = within(menu).getByRole('button', { name: 'Kegemaran: Da Ma Cai 4D' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);

    expect(JSON.parse(window.localStorage.getItem('lotteryFavourites:player1')!)).toEqual(['32']);
    expect(groupTitles(menu)).toEqual(['Kegemaran', '4D Malaysia & Singapura', 'Loteri Vietnam']);
    const favourites = within(menu).getAllByRole('list')[0];
    expect(within(favourites).getByRole('button', { name: 'Da Ma Cai 4D' })).toBeTruthy();

    fireEvent.click(within(favourites).getByRole('button', { name: 'Kegemaran: Da Ma Cai 4D' }));
    expect(JSON.parse(window.localStorage.getItem('lotteryFavourites:player1')!)).toEqual([]);
    expect(groupTitles(menu)).toEqual(['4D Malaysia & Singapura', 'Loteri Vietnam']);
  });

  it('shows each player the favourites kept under their own username', async () => {
    window.localStorage.setItem('lotteryFavourites:player1', JSON.stringify(['31']));
    window.localStorage.setItem('lotteryFavourites:player2', JSON.stringify(['51']));
    logIn('player2');
    mockLottery({ account: 'player2' });
    renderApp('/lottery');
    const menu = await screen.findByRole('navigation', { name: 'Permainan loteri' });
    const favourites = within(menu).getAllByRole('list')[0];
    expect(groupTitles(menu)[0]).toBe('Kegemaran');
    expect(within(favourites).getByRole('button', { name: 'North Vietnam Lottery' })).toBeTruthy();
    expect(within(favourites).queryByRole('button', { name: 'Magnum 4D' })).toBeNull();
  });

  it('asks for new results once a draw closes', async () => {
    const api = mockLottery({
      answer: {
        ...menus,
        groups: [
          {
            groupCode: 'FAST',
            groupName: 'Fast',
            gameMenus: [
              menuGame('45', 'Fast 3', 'ELOTT', {
                nextDrawAt: new Date(Date.now() + 500).toISOString(),
              }),
            ],
          },
        ],
      },
    });
    renderApp('/lottery');
    await board('Fast 3');
    await waitFor(() => expect(api.to('GET /lgw/games/game_menus').length).toBeGreaterThan(1), {
      timeout: 8_000,
    });
  }, 10_000);
});
