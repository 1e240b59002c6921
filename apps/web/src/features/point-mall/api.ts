import {
  IDEMPOTENCY_KEY_HEADER,
  POINT_MALL_PATHS,
  POINT_PAGE_SIZE,
  POINT_PATHS,
  type ConvertPointRequest,
  type Language,
  type PointBalance,
  type PointConfig,
  type PointExchangeOrder,
  type PointExchangeOrderPage,
  type PointGoodsPage,
  type PointGoodsQuery,
  type PointHistoryPage,
  type RedeemPointRewardRequest,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

export const pointMallKeys = {
  goods: (query: PointGoodsQuery) => ['pointMall', 'goods', query] as const,
  // Under the member's keys, so logout forgets them with the rest of the member's data.
  member: [...memberKeys.all, 'points'] as const,
  balance: [...memberKeys.all, 'points', 'balance'] as const,
  config: [...memberKeys.all, 'points', 'config'] as const,
  orders: (language: Language, pageNo: number) =>
    [...memberKeys.all, 'points', 'orders', language, pageNo] as const,
  history: (pageNo: number) => [...memberKeys.all, 'points', 'history', pageNo] as const,
};

/** GET one page of the mall's goods, of one category when given. */
export function fetchPointGoods(
  query: PointGoodsQuery,
  signal?: AbortSignal,
): Promise<PointGoodsPage> {
  return api.get(POINT_MALL_PATHS.goods, {
    query: {
      language: query.language,
      category: query.category,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
    signal,
  });
}

export function fetchPointBalance(signal?: AbortSignal): Promise<PointBalance> {
  return api.get(POINT_PATHS.balance, { signal });
}

export function fetchPointConfig(signal?: AbortSignal): Promise<PointConfig> {
  return api.get(POINT_PATHS.config, { signal });
}

export function fetchPointOrders(
  language: Language,
  pageNo: number,
  signal?: AbortSignal,
): Promise<PointExchangeOrderPage> {
  return api.get(POINT_PATHS.redeemList, {
    query: { language, pageNo, pageSize: POINT_PAGE_SIZE },
    signal,
  });
}

export function fetchPointHistory(pageNo: number, signal?: AbortSignal): Promise<PointHistoryPage> {
  return api.get(POINT_PATHS.reward, { query: { pageNo, pageSize: POINT_PAGE_SIZE }, signal });
}

export function convertPoints(
  request: ConvertPointRequest,
  language: Language,
  idempotencyKey: string,
): Promise<PointExchangeOrder> {
  return api.post(POINT_PATHS.convert, request, {
    query: { language },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function redeemPointReward(
  request: RedeemPointRewardRequest,
  language: Language,
  idempotencyKey: string,
): Promise<PointExchangeOrder> {
  return api.post(POINT_PATHS.redeem, request, {
    query: { language },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
