import {
  PROMOTION_PATHS,
  type Language,
  type PromotionDetail,
  type PromotionListQuery,
  type PromotionPage,
  type PromotionTypesValue,
} from '@wps/shared-types';
import { api } from '../../api/client';

export const promotionKeys = {
  types: ['promotions', 'types'] as const,
  page: (query: PromotionListQuery) => ['promotions', 'page', query] as const,
  detail: (id: string, language: Language) => ['promotions', 'detail', id, language] as const,
};

/** GET the promotion types on show and whether the referral promotion runs. */
export function fetchPromotionTypes(signal?: AbortSignal): Promise<PromotionTypesValue> {
  return api.get(PROMOTION_PATHS.types, { signal });
}

/** GET one page of promotions, of one type when given. */
export function fetchPromotionPage(
  query: PromotionListQuery,
  signal?: AbortSignal,
): Promise<PromotionPage> {
  return api.get(PROMOTION_PATHS.list, {
    query: {
      language: query.language,
      type: query.type,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
    signal,
  });
}

/** GET one promotion with its description and terms. */
export function fetchPromotion(
  id: string,
  language: Language,
  signal?: AbortSignal,
): Promise<PromotionDetail> {
  return api.get(PROMOTION_PATHS.detail(id), { query: { language }, signal });
}
