import { POINT_MALL_PATHS, type PointGoodsPage, type PointGoodsQuery } from '@wps/shared-types';
import { api } from '../../api/client';

export const pointMallKeys = {
  goods: (query: PointGoodsQuery) => ['pointMall', 'goods', query] as const,
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
