import type { Language } from './languages.js';
import { isOneOf } from './one-of.js';

// Site content shared by the shell: banners, announcements, social and licence resources,
// customer service, and the site-wide constants of spec 1 §9.

// Banner group shown on each route (spec 1 §2). Routes not listed show no carousel.
export const BANNER_GROUP_BY_ROUTE = {
  '/': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
} as const;

// The login, register and forgot-password dialogs carry their own banner groups.
export const DIALOG_BANNER_GROUPS = {
  login: 'w_login',
  register: 'w_register',
  forgotPassword: 'w_forget',
} as const;

export type BannerRoute = keyof typeof BANNER_GROUP_BY_ROUTE;
export type BannerDialog = keyof typeof DIALOG_BANNER_GROUPS;
export type BannerGroup =
  (typeof BANNER_GROUP_BY_ROUTE)[BannerRoute] | (typeof DIALOG_BANNER_GROUPS)[BannerDialog];

// Every group an operator can upload banners to, routes first, then dialogs.
export const BANNER_GROUPS: readonly BannerGroup[] = [
  ...Object.values(BANNER_GROUP_BY_ROUTE),
  ...Object.values(DIALOG_BANNER_GROUPS),
];

export function isBannerGroup(value: unknown): value is BannerGroup {
  return isOneOf(BANNER_GROUPS, value);
}

// These paths all render the home page (the register paths open the register dialog on it).
const HOME_ROUTE_ALIASES: readonly string[] = [
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
];

// The banner group of a browser path, ignoring query, hash and a trailing slash; null when
// the route has no carousel.
export function bannerGroupForRoute(path: string): BannerGroup | null {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed =
    withoutQuery.length > 1 && withoutQuery.endsWith('/')
      ? withoutQuery.slice(0, -1)
      : withoutQuery;
  const route = HOME_ROUTE_ALIASES.includes(trimmed) ? '/' : trimmed;
  return Object.hasOwn(BANNER_GROUP_BY_ROUTE, route)
    ? BANNER_GROUP_BY_ROUTE[route as BannerRoute]
    : null;
}

export interface Banner {
  bannerId: string;
  // Image address.
  url: string;
  // The banner's headline: the picture's text alternative and the name of its link.
  title: string;
  groupName: BannerGroup;
  // A banner with a linkage type is clickable; null means a plain picture.
  linkageType: string | null;
  // Where a click leads (a route or an address); the spec does not name this field.
  linkageTarget: string | null;
}

export interface Notice {
  id: string;
  title: string;
  // The marquee shows only titles; the notice dialog and /noticePage show the content.
  content: string;
}

// Announcement types asked for in one call: banners, player notices, popups, promotions, and
// H, which the spec names without describing; the API answers it with an empty list.
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const ANNOUNCEMENT_TYPE_DESCRIPTIONS: Record<AnnouncementType, string> = {
  B: 'Banners',
  PL: 'Player notices (marquee and notice page)',
  PU: 'Popup announcement',
  PR: 'Promotion announcements',
  H: 'Not described by the spec; reserved',
};

/**
 * The operator's notices for agents (the agent centre's announcements): kept with the other
 * announcements but never answered to players, so not one of ANNOUNCEMENT_TYPES.
 */
export const AGENT_ANNOUNCEMENT_TYPE = 'AG';
/** Every announcement type the database keeps. */
export type StoredAnnouncementType = AnnouncementType | typeof AGENT_ANNOUNCEMENT_TYPE;

export const DEFAULT_ANNOUNCEMENT_EXECUTION_TYPE: AnnouncementType = 'B';

// Session-storage flag: the announcement popup (PU) shows once per browser session.
export const ANNOUNCEMENT_POPUP_SEEN_KEY = 'announcementPopupSeen';

// Platform code W (web) as sent in announcement, free-play and other calls (spec 1 §9).
export const PLATFORM_CODE = 'W';
export const DEVICE_TYPE = 'WEB';
export const LOTTERY_TYPE = 'SEA';

// The types asked for when a call names none (spec 2 §7); H has no list in the payload.
export const DEFAULT_ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['B', 'PL', 'PU', 'PR'];

export const CONTENT_PATHS = {
  announcements: '/wps/system/announcements',
  notices: '/wps/system/notices',
} as const;

// GET announcements. types is a comma list on the wire; group narrows the banners to one group
// (all groups when absent).
export interface AnnouncementQuery {
  types: AnnouncementType[];
  platform: typeof PLATFORM_CODE;
  execution: AnnouncementType;
  language: Language;
  group?: BannerGroup;
}

// GET notices: the player notices (PL) of /noticePage, one page at a time.
export interface NoticePageQuery {
  language: Language;
  pageNo: number;
  pageSize: number;
}

export interface NoticePage {
  list: Notice[];
  pageNo: number;
  totalPages: number;
}

// One answer fills the marquee, the carousel, the popup and the promotion list.
export interface AnnouncementPayload {
  player: Notice[];
  banners: Banner[];
  popup: Notice[];
  promotion: Notice[];
}

// Side-menu shortcuts and footer licence badges, each shown only when the operator set it.
export const RESOURCE_TYPES = [
  'FACEBOOK',
  'TELEGRAM',
  'YOUTUBE',
  'LICENSE_MALTA',
  'LICENSE_BRITISH_VIRGIN_ISLANDS',
  'LICENSE_PHILIPPINES',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export function isResourceType(value: unknown): value is ResourceType {
  return isOneOf(RESOURCE_TYPES, value);
}

// VIP members are served by the VIP channel, everyone else by live chat (see accounts.ts).
export const CUSTOMER_SERVICE_TYPES = ['VIP', 'LIVECHAT'] as const;
export type CustomerServiceType = (typeof CUSTOMER_SERVICE_TYPES)[number];

// The customer-service link opens in a pop-up of this size.
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

// The carousel autoplays only when a route has more than one banner.
export const BANNER_AUTOPLAY_MILLISECONDS = 5000;
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const FOOTER_VENDOR_SLIDES_PER_VIEW = 10;

// The jackpot counter on /rng rises by a fixed step on a timer, drawn as rolling digits.
export const JACKPOT_STEP = 165.11;
export const JACKPOT_STEP_MILLISECONDS = 3000;
export const JACKPOT_DIGIT_HEIGHT_PIXELS = 78;

// Remember-me cookies last one day.
export const REMEMBER_ME_MILLISECONDS = 86_400_000;

// Shown when the operator sets no currency symbol (decisions: the demo operator uses "RM").
export const DEFAULT_CURRENCY_SYMBOL = 'P';
