import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  isPromotionType,
  PROMOTION_DETAIL_QUERY,
  PROMOTION_PAGE_SIZE,
  type PromotionListQuery,
  type PromotionType,
} from '@wps/shared-types';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BannerCard } from '../../../ui/BannerCard';
import { FilterTabs } from '../../../ui/FilterTabs';
import { PagedList } from '../../../ui/PagedList';
import { useLanguage } from '../../i18n';
import { fetchPromotionPage, promotionKeys } from '../api';
import { usePromotionTypes } from '../hooks/usePromotionTypes';
import { PROMOTION_TYPE_LABELS } from '../promotion-labels';
import { PromotionLabels, PromotionPeriod } from './PromotionLabels';
import styles from './Promotions.module.css';

/** Reads the type filter and the page from the address, so back from a detail returns here. */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type = isPromotionType(typeParam) ? typeParam : undefined;
  const pageNo = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { type?: PromotionType; pageNo: number }) => {
    const search = new URLSearchParams();
    if (next.type) search.set('type', next.type);
    if (next.pageNo > 1) search.set('page', String(next.pageNo));
    setParams(search);
  };
  return { type, pageNo, go };
}

/** /promotions: type filter tabs and the promotion cards, a page at a time. */
export function PromotionList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { type, pageNo, go } = useListAddress();
  const types = usePromotionTypes();
  const query: PromotionListQuery = { language, type, pageNo, pageSize: PROMOTION_PAGE_SIZE };
  const { data, isError } = useQuery({
    queryKey: promotionKeys.page(query),
    queryFn: ({ signal }) => fetchPromotionPage(query, signal),
    placeholderData: keepPreviousData,
  });

  const options = [
    { value: null, label: t('promotions.allTypes') },
    ...(types?.types ?? []).map((value) => ({ value, label: t(PROMOTION_TYPE_LABELS[value]) })),
  ];

  return (
    <>
      {options.length > 2 && (
        <FilterTabs
          label={t('promotions.filter')}
          options={options}
          value={type ?? null}
          onChange={(value) => go({ type: value ?? undefined, pageNo: 1 })}
        />
      )}
      <PagedList
        label={t('promotions.list')}
        className={styles.grid}
        page={data}
        failed={isError}
        failedText={t('promotions.loadFailed')}
        emptyText={t('promotions.empty')}
        onChoose={(page) => go({ type, pageNo: page })}
      >
        {(promotion) => (
          <BannerCard key={promotion.id} image={promotion.image} bodyClassName={styles.cardBody}>
            <PromotionLabels promotion={promotion} />
            <h2 className={styles.cardTitle}>
              <Link
                to={`/promoDetail?${PROMOTION_DETAIL_QUERY}=${encodeURIComponent(promotion.id)}`}
              >
                {promotion.title}
              </Link>
            </h2>
            <p className={styles.summary}>{promotion.summary}</p>
            <PromotionPeriod promotion={promotion} />
          </BannerCard>
        )}
      </PagedList>
    </>
  );
}
