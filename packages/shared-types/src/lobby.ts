// Game lobby and lottery calls whose paths and payloads spec 2 leaves "not shown": the paths the
// API serves, the query and answer shapes beside the game-list contracts of games.ts.
import type { Notice } from './content.js';
import type { GameCategory, GameObject, GamePlatform, GameTypeCode, PrizeMode } from './games.js';
import type { Language } from './languages.js';

// Every lobby path of the API. `/lgw` and `/lotto` paths are the spec's own.
export const LOBBY_PATHS = {
  vendors: '/wps/games/vendors',
  gameTypes: '/wps/games/types',
  games: '/wps/games/list',
  hotGames: '/wps/games/hot',
  favourites: '/wps/games/favourites',
  addFavourite: '/wps/games/favourites/add',
  removeFavourite: '/wps/games/favourites/remove',
  recentGames: '/wps/games/recent',
  winners: '/wps/games/winners',
  gameAnnouncements: '/wps/games/announcements',
  lotteryMenus: '/lgw/games/game_menus',
  vietnameseLotteryMenu: '/lgw/vn/games/game_menu',
  vietnameseLotteryRecentMenu: '/lgw/vn/games/game_menu/recent',
  popularLotteries: '/lgw/games/popular',
  vietnameseOpenedNumeros: '/lgw/vn/numeros/opened/game',
  openedNumero: '/lotto/lgw/games/opened/numero',
  launchGame: '/wps/game/launchGame',
} as const;

// POST launch game (token). A game by nodeId; or, for the items that start a vendor directly
// (cockfight's DS88), the vendor alone, when the server picks that vendor's first game.
export interface LaunchGameRequest extends LobbyLaunchFields {
  nodeId?: string;
  vendor?: string;
  /** A card-game room (PVP_ROOM_PATHS.rooms) to sit in: the game is the room's. */
  roomId?: number;
  platform?: GamePlatform;
  language: Language;
}

// The lobby launch of spec 2 §7 (the VN lottery's lottoArea VN, launchMode LOTT, ...): the
// /vnlottery, /elott, /seamless and /fbsports pages open a vendor's lobby in a frame. With
// launchMode LOTT a lottery-type game opens in the game frame, not on the /lottery page.
export const LOTTO_AREAS = ['VN'] as const;
export type LottoArea = (typeof LOTTO_AREAS)[number];
// The vendor whose games a lotto area launches.
export const LOTTO_AREA_VENDORS: Readonly<Record<LottoArea, string>> = { VN: 'TCG_LOTTO_VN' };
export const LOTTO_LAUNCH_MODE = 'LOTT';
// betting: the game named by lottoGameCode; lobby: the vendor's lobby (its first game).
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;
export type LottoView = (typeof LOTTO_VIEWS)[number];
// backUrl: a path of the site (at most this long) the frame's back button returns to.
export const BACK_URL_MAX_LENGTH = 200;

export interface LobbyLaunchFields {
  lottoArea?: LottoArea;
  launchMode?: typeof LOTTO_LAUNCH_MODE;
  lottoPrizeMode?: PrizeMode;
  lottoGameCode?: string;
  lottoView?: LottoView;
  device?: typeof LOTTERY_DEVICE;
  backUrl?: string;
}

// `content` is the site path the web opens: `/game?url=&name=` for a game in the frame (url: the
// provider client's PROVIDER_CLIENT_PATH?token=<player token>, both URI-encoded; a lobby launch
// with backUrl adds `&back=<backUrl>`), `/lottery?…` (gameCode, vendor, playType) for
// lottery-type games.
export interface LaunchGameResponse {
  content: string;
}

// GET vendor list; the answer is games.ts' VendorListResponse.
export interface VendorListQuery {
  platform?: GamePlatform;
}

// GET game type list: the game-type filter the operator offers (BG only with the TY language).
export interface GameTypeEntry {
  code: GameTypeCode;
  name: string;
}

export interface GameTypeListResponse {
  list: GameTypeEntry[];
}

// isPlatform 2 asks for the site's hot list (the only value the spec shows).
export const HOT_LIST_PLATFORM = 2;

// GET hot games; one page, answered as HotListResponse. gameType narrows it to one category.
export interface HotGameQuery {
  merchantCode?: string;
  isPlatform?: typeof HOT_LIST_PLATFORM;
  vassalage?: string;
  gameType?: GameCategory;
  platform?: GamePlatform;
  language?: Language;
}

// GET favourites (token), answered as FavouriteListResponse, newest first.
export interface FavouriteListQuery {
  clientType?: number;
  // The spec's payload carries the session token too; the API reads the session from its header.
  token?: string;
  platform?: GamePlatform;
  language?: Language;
  gameType?: GameCategory;
  pageNo?: number;
  pageSize?: number;
}

// GET recent games (token), answered as RecentListResponse, last played first.
export interface RecentGameQuery {
  clientType?: number;
  vassalage?: string;
  language?: Language;
  pageNo?: number;
  pageSize?: number;
}

// A member keeps this many recent games; launching another drops the oldest.
export const RECENT_GAMES_KEPT = 50;

// GET winner board.
export const WINNER_BOARD_ALL = 'ALL';
export type WinnerBoardCategory = typeof WINNER_BOARD_ALL | GameCategory;

export interface WinnerBoardQuery {
  gameCategory: WinnerBoardCategory;
  language?: Language;
  limitNum: number;
}

export interface WinnerRecord {
  // Masked account name (first and last two characters).
  account: string;
  nodeId: string;
  gameName: string;
  gameType: GameCategory;
  vendor: string;
  // Decimal string with two decimals, never a float.
  winAmount: string;
  // ISO 8601.
  winTime: string;
}

// Each winner entry is wrapped in `vo`, as the spec's payload names it.
export interface WinnerEntry {
  vo: WinnerRecord;
}

export interface WinnerBoardResponse {
  list: WinnerEntry[];
}

// GET game announcements: the promotion announcements (type PR) of the lobby.
export interface GameAnnouncementQuery {
  language?: Language;
}

export interface GameAnnouncementResponse {
  promotion: Notice[];
}

// The answer a launch gets when the game or its vendor is under maintenance.
export const GAME_MAINTENANCE_MESSAGE = 'Game Under Maintenance';
export const MAINTENANCE_RECOMMENDATIONS = 6;

export interface GameMaintenanceValue {
  nodeId: string;
  vendor: string;
  // The games the operator chose for the vendor, then playable games of the same category, hot
  // ones first; unplayable ones are left out.
  recommended: GameObject[];
}

// ---------------------------------------------------------------- lottery

export const LOTTERY_DEVICE = 'WEB';

// Every lottery call: prizeMode (the web computes it with prizeModeFor; the server does when it
// is left out), device WEB and the language of names.
export interface LotteryQuery {
  prizeMode?: PrizeMode;
  device?: typeof LOTTERY_DEVICE;
  language?: Language;
}

export interface PopularLotteryQuery extends LotteryQuery {
  count?: number;
}

export interface OpenedNumerosQuery extends LotteryQuery {
  count?: number;
  // One game only; all Vietnamese lottery games when left out.
  gameCode?: string;
}

export interface OpenedNumeroQuery extends LotteryQuery {
  gameCode: string;
}

// One finished draw of a lottery game.
export interface LotteryDrawResult {
  numero: string;
  // Drawn numbers in prize order (first prize first), as zero-padded strings.
  numbers: string[];
  // ISO 8601.
  openedAt: string;
}

export interface LotteryMenuGame {
  gameId: string;
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType: GameCategory;
  defaultPlayType: string | null;
  imageUrl: string | null;
  // Seconds between draws for fast games; null for games drawn on set days.
  drawIntervalSeconds: number | null;
  nextNumero: string;
  nextDrawAt: string;
  lastDraw: LotteryDrawResult | null;
}

export interface LotteryMenuGroup {
  groupCode: string;
  groupName: string;
  gameMenus: LotteryMenuGame[];
}

export interface LotteryMenuResponse {
  prizeMode: PrizeMode;
  groups: LotteryMenuGroup[];
}

export interface LotteryRecentMenuResponse {
  gameMenus: LotteryMenuGame[];
}

export interface PopularLotteryResponse {
  list: LotteryMenuGame[];
}

export interface OpenedNumeroEntry extends LotteryDrawResult {
  gameCode: string;
  gameName: string;
}

export interface OpenedNumerosResponse {
  list: OpenedNumeroEntry[];
}

export interface OpenedNumeroResponse {
  gameCode: string;
  gameName: string;
  lastDraw: LotteryDrawResult | null;
  nextNumero: string;
  nextDrawAt: string;
}
