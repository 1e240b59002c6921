import {
  BANNER_IMAGE_FIELD,
  CONSOLE_CONTENT_PATHS,
  type ConsoleAnnouncement,
  type ConsoleAnnouncementInput,
  type ConsoleBanner,
  type ConsoleBannerImage,
  type ConsoleBannerInput,
  type ConsoleCustomerServiceChannel,
  type ConsoleCustomerServiceInput,
  type ConsoleHelpArticle,
  type ConsoleHelpArticleInput,
  type ConsoleHelpCategory,
  type ConsoleHelpCategoryInput,
  type ConsolePage,
  type ConsolePointGoods,
  type ConsolePointGoodsInput,
  type ConsolePromotion,
  type ConsolePromotionInput,
  type ConsoleVipRank,
  type ConsoleVipRankInput,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

/** Each list of the content page: a row as the API answers it and as POST / PUT take it. */
export interface ContentTypes {
  banners: { row: ConsoleBanner; input: ConsoleBannerInput };
  announcements: { row: ConsoleAnnouncement; input: ConsoleAnnouncementInput };
  promotions: { row: ConsolePromotion; input: ConsolePromotionInput };
  helpCategories: { row: ConsoleHelpCategory; input: ConsoleHelpCategoryInput };
  helpArticles: { row: ConsoleHelpArticle; input: ConsoleHelpArticleInput };
  vipRanks: { row: ConsoleVipRank; input: ConsoleVipRankInput };
  pointGoods: { row: ConsolePointGoods; input: ConsolePointGoodsInput };
  customerService: { row: ConsoleCustomerServiceChannel; input: ConsoleCustomerServiceInput };
}

export type ContentResource = keyof ContentTypes & keyof typeof CONSOLE_CONTENT_PATHS;
export type ContentRow<R extends ContentResource> = ContentTypes[R]['row'];
export type ContentInput<R extends ContentResource> = ContentTypes[R]['input'];

/** A list's filters by query name; an empty value is not sent. */
export type ContentFilters = Record<string, string>;

export const contentKeys = {
  /** Every page and filter of one list: a write reloads them all. */
  list: (resource: ContentResource) => ['console', 'content', resource] as const,
  page: (resource: ContentResource, filters: ContentFilters, page: number) =>
    ['console', 'content', resource, filters, page] as const,
};

export function fetchContentPage<R extends ContentResource>(
  resource: R,
  filters: ContentFilters,
  page: number,
  signal?: AbortSignal,
  pageSize?: number,
) {
  const query: Record<string, string | number> = { ...pageQuery(page) };
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  if (pageSize) query.pageSize = pageSize;
  return consoleApi.get<ConsolePage<ContentRow<R>>>(CONSOLE_CONTENT_PATHS[resource], {
    query,
    signal,
  });
}

/** The address of one row: its id, or a customer-service channel's type. */
const itemPath = (resource: ContentResource, itemId: number | string) =>
  `${CONSOLE_CONTENT_PATHS[resource]}/${encodeURIComponent(itemId)}`;

export const createContent = <R extends ContentResource>(resource: R, input: ContentInput<R>) =>
  consoleApi.post<ContentRow<R>>(CONSOLE_CONTENT_PATHS[resource], input);

/** PUT replaces the whole row (a field left out takes its default). */
export const replaceContent = <R extends ContentResource>(
  resource: R,
  itemId: number | string,
  input: ContentInput<R>,
) => consoleApi.put<ContentRow<R>>(itemPath(resource, itemId), input);

/** Deletes the row, or disables it where members' history points at it (promotions, goods). */
export const removeContent = (resource: ContentResource, itemId: number | string) =>
  consoleApi.delete<unknown>(itemPath(resource, itemId));

/** Uploads a picture (multipart) and answers the site path to put in a banner. */
export function uploadBannerImage(file: File) {
  const form = new FormData();
  form.append(BANNER_IMAGE_FIELD, file);
  return consoleApi.post<ConsoleBannerImage>(CONSOLE_CONTENT_PATHS.bannerImages, form);
}
