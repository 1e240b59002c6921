import { PROMOTION_DETAIL_QUERY } from '@wps/shared-types';
import { useSearchParams } from 'react-router-dom';
import { PromotionDetail } from '../features/promotions';

/** /promoDetail?id=<promotion id> */
export function PromoDetailPage() {
  const [params] = useSearchParams();
  return <PromotionDetail id={params.get(PROMOTION_DETAIL_QUERY)} />;
}
