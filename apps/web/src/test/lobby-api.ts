import type { GameObject, VendorLane } from '@wps/shared-types';
import { mockApi } from './api-mock';
import { memberInfo, ok } from './fixtures';

/** A catalogue game of vendor PG in the slots category. */
export function game(
  nodeId: string,
  gameName: string,
  overrides: Partial<GameObject> = {},
): GameObject {
  return {
    nodeId,
    gameType: 'RNG',
    isGame: 'GAME',
    vendor: 'PG',
    gameCode: `PG_${nodeId}`,
    gameName,
    imageUrl: `/media/games/PG/${nodeId}.svg`,
    defaultPlayType: null,
    vassalage: 'PG',
    ...overrides,
  };
}

export const slotsLane: VendorLane = {
  title: 'RNG',
  gameCategory: 'RNG',
  cards: ['PG', 'PP', 'JILI'].map((code) => ({
    vassalage: code,
    name: `${code} Gaming`,
    logoUrl: `/media/vendors/${code}.svg`,
    isHot: 0 as const,
  })),
  gameClassify: [
    { code: 'SC', vendors: ['PP'] },
    { code: 'JP', vendors: ['PG', 'PP'] },
  ],
};

export const hiddenCoin = game('64', 'Hidden Coin');
export const magicWolf = game('70', 'Magic Wolf');

interface LobbyApi {
  hot?: GameObject[];
  totalPages?: number;
  favourites?: GameObject[];
  lanes?: VendorLane[];
}

/**
 * The lobby API of one slots lane. The list's first page without a vendor holds Hidden Coin and
 * Magic Wolf; any other page one game named after it ("PP page 1", "All page 2").
 */
export function mockLobby(
  options: LobbyApi = {},
  extra: Parameters<typeof mockApi>[0] = {},
  site: Parameters<typeof mockApi>[1] = {},
) {
  return mockApi(
    {
      'GET /wps/games/vendors': () => ok({ data: { lanes: options.lanes ?? [slotsLane] } }),
      'GET /wps/games/list': ({ query }) => {
        const vendor = query.get('vassalage') ?? 'All';
        const page = query.get('pageNo') ?? '1';
        const games =
          vendor === 'All' && page === '1'
            ? [hiddenCoin, magicWolf]
            : [game(`${vendor}-${page}`, `${vendor} page ${page}`)];
        return ok({ games, totalPages: options.totalPages ?? 1 });
      },
      'GET /wps/games/hot': () => ok({ list: options.hot ?? [] }),
      'GET /wps/games/favourites': () =>
        ok({ content: options.favourites ?? [], totalPages: options.favourites?.length ? 1 : 0 }),
      'GET /wps/member/info': () => ok(memberInfo),
      ...extra,
    },
    site,
  );
}

/** A logged-in real member (isAgent 0). */
export function logInAsMember() {
  window.sessionStorage.setItem('token', 't');
  window.sessionStorage.setItem('isAgent', '0');
}
