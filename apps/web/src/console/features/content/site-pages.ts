import {
  BANNER_GROUP_BY_ROUTE,
  DIALOG_BANNER_GROUPS,
  PROMOTION_DETAIL_QUERY,
  type BannerGroup,
  type ConsoleAnnouncementType,
} from '@wps/shared-types';

// Where players see each kind of content: the routes of apps/web/src/app/routes.tsx. The links
// open the player site in a new tab, in the language the console shows (one browser setting).

export const SITE_PAGES = {
  home: '/',
  notices: '/noticePage',
  promotionDetail: '/promoDetail',
  help: '/help',
  vip: '/vip',
  pointMall: '/pointMall',
} as const;

// /login and /register open their dialog; the forgotten-password dialog opens from the login one.
const DIALOG_PAGES: Partial<Record<BannerGroup, string>> = {
  [DIALOG_BANNER_GROUPS.login]: '/login',
  [DIALOG_BANNER_GROUPS.register]: '/register',
  [DIALOG_BANNER_GROUPS.forgotPassword]: '/login',
};

/** The page (or the page opening the dialog) that shows a banner group. */
export function bannerPage(group: BannerGroup): string {
  const route = Object.entries(BANNER_GROUP_BY_ROUTE).find(([, shown]) => shown === group)?.[0];
  return route ?? DIALOG_PAGES[group] ?? SITE_PAGES.home;
}

/**
 * Notices run in the marquee and on /noticePage, popups open on the home page (once a browser
 * session); promotion notices are in the API's answer but no player page shows them yet.
 */
export function announcementPage(type: ConsoleAnnouncementType): string | null {
  if (type === 'PL') return SITE_PAGES.notices;
  if (type === 'PU') return SITE_PAGES.home;
  return null;
}

export const promotionPage = (id: number) =>
  `${SITE_PAGES.promotionDetail}?${PROMOTION_DETAIL_QUERY}=${id}`;

/** A help section's anchor on /help. */
export const helpPage = (sectionCode: string) => `${SITE_PAGES.help}#${sectionCode}`;
