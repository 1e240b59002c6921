import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  POINT_GOODS_CATEGORIES,
  POINT_GOODS_PAGE_SIZE,
  type PointGoods,
  type PointGoodsCategory,
  type PointGoodsQuery,
} from '@wps/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLanguageOf } from '../../../lib/languages';
import { BannerCard } from '../../../ui/BannerCard';
import { FilterTabs } from '../../../ui/FilterTabs';
import { PagedList } from '../../../ui/PagedList';
import { useLanguage } from '../../i18n';
import { useActionGuard } from '../../session';
import { fetchPointGoods, pointMallKeys } from '../api';
import { GOODS_CATEGORY_LABELS } from '../labels';
import styles from './PointMall.module.css';

/** The mall's goods by category, a page at a time, each with its exchange button. */
export function PointGoodsList({ onExchange }: { onExchange: (goods: PointGoods) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [category, setCategory] = useState<PointGoodsCategory | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const query: PointGoodsQuery = {
    language,
    category: category ?? undefined,
    pageNo,
    pageSize: POINT_GOODS_PAGE_SIZE,
  };
  const { data, isError } = useQuery({
    queryKey: pointMallKeys.goods(query),
    queryFn: ({ signal }) => fetchPointGoods(query, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <FilterTabs
        label={t('pointMall.categories')}
        options={[
          { value: null, label: t('pointMall.allCategories') },
          ...POINT_GOODS_CATEGORIES.map((value) => ({
            value,
            label: t(GOODS_CATEGORY_LABELS[value]),
          })),
        ]}
        value={category}
        onChange={(value) => {
          setCategory(value);
          setPageNo(1);
        }}
      />
      <PagedList
        label={t('pointMall.goods')}
        className={styles.grid}
        page={data}
        failed={isError}
        failedText={t('pointMall.loadFailed')}
        emptyText={t('pointMall.empty')}
        onChoose={setPageNo}
      >
        {(goods) => <GoodsCard key={goods.id} goods={goods} onExchange={onExchange} />}
      </PagedList>
    </>
  );
}

function GoodsCard({
  goods,
  onExchange,
}: {
  goods: PointGoods;
  onExchange: (goods: PointGoods) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const guard = useActionGuard();
  const number = new Intl.NumberFormat(htmlLanguageOf(language));
  const soldOut = goods.stock === 0;
  const nameId = `goods-${goods.id}`;
  return (
    <BannerCard image={goods.image} bodyClassName={styles.body}>
      <p className={styles.category}>{t(GOODS_CATEGORY_LABELS[goods.category])}</p>
      <h3 id={nameId} className={styles.name}>
        {goods.name}
      </h3>
      <p className={styles.points}>
        {t('pointMall.points', { points: number.format(goods.pointsRequired) })}
      </p>
      <p className={styles.stock}>
        {soldOut
          ? t('pointMall.soldOut')
          : t('pointMall.stock', { stock: number.format(goods.stock) })}
      </p>
      {/* A visitor logs in first. */}
      <button
        type="button"
        className="button button--primary button--small"
        disabled={soldOut}
        aria-describedby={nameId}
        onClick={() => guard(() => onExchange(goods))}
      >
        {t('pointMall.exchange')}
      </button>
    </BannerCard>
  );
}
