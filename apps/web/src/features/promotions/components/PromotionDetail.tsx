import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PromotionDetail as Promotion } from '@wps/shared-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '../../../api/client';
import { useLanguage } from '../../i18n';
import { openAccessDialog, useActionGuard } from '../../session';
import { PageTitle } from '../../system';
import { fetchPromotion, promotionKeys } from '../api';
import { PromotionLabels, PromotionPeriod } from './PromotionLabels';
import pageStyles from '../../../ui/Page.module.css';
import styles from './Promotions.module.css';

// Ids are positive whole numbers; anything else is not asked for.
const PROMOTION_ID = /^[1-9]\d{0,8}$/;

/** /promoDetail?id=: one promotion with its description and terms. */
export function PromotionDetail({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const validId = id !== null && PROMOTION_ID.test(id) ? id : null;
  const promotion = useQuery({
    queryKey: promotionKeys.detail(validId ?? '', language),
    queryFn: ({ signal }) => fetchPromotion(validId!, language, signal),
    enabled: validId !== null,
    retry: (count, error) => !(isApiError(error) && error.code === 'NOT_FOUND') && count < 2,
  });

  if (validId !== null && promotion.isPending) {
    return <DetailFrame title={t('promotions.detailTitle')} busy />;
  }
  if (!promotion.data) {
    const notFound =
      validId === null || (isApiError(promotion.error) && promotion.error.code === 'NOT_FOUND');
    return (
      <DetailFrame title={t('promotions.detailTitle')}>
        <p role="alert">{notFound ? t('promotions.notFound') : t('promotions.loadFailed')}</p>
      </DetailFrame>
    );
  }
  return (
    <DetailFrame title={promotion.data.title}>
      <PromotionArticle promotion={promotion.data} />
    </DetailFrame>
  );
}

function DetailFrame({
  title,
  busy = false,
  children,
}: {
  title: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={pageStyles.page} aria-busy={busy || undefined}>
      <PageTitle title={title} />
      <p className={styles.back}>
        <Link to="/promotions">{t('promotions.backToList')}</Link>
      </p>
      <div className={pageStyles.pageHeader}>
        <h1 className={pageStyles.title}>{title}</h1>
      </div>
      {busy ? <p>{t('shell.loading')}</p> : children}
    </div>
  );
}

function PromotionArticle({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  return (
    <article className={styles.detail}>
      <img
        className={styles.detailImage}
        src={promotion.image}
        alt=""
        width={1200}
        height={400}
        decoding="async"
      />
      <PromotionLabels promotion={promotion} />
      <PromotionPeriod promotion={promotion} />
      <p className={styles.lead}>{promotion.summary}</p>
      {promotion.description.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {promotion.terms.length > 0 && (
        <section aria-labelledby="promotion-terms">
          <h2 id="promotion-terms" className={styles.termsTitle}>
            {t('promotions.terms')}
          </h2>
          <ol className={styles.terms}>
            {promotion.terms.map((term, index) => (
              <li key={index}>{term}</li>
            ))}
          </ol>
        </section>
      )}
      {promotion.status === 'IN_PROCESS' && <ClaimButton promotion={promotion} />}
    </article>
  );
}

/**
 * Joining and claiming belong to the member centre: the button opens its page (referral for the
 * referral promotion, bonus details otherwise), after the login popup for a visitor.
 */
function ClaimButton({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const guard = useActionGuard();
  const page = promotion.type === 'REFERRAL' ? 'referral' : 'bonusDetails';
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--primary"
        onClick={() => guard(() => openAccessDialog('memberCentre', { page }))}
      >
        {t('promotions.claim')}
      </button>
      <p className={styles.note}>{t('promotions.claimNote')}</p>
    </div>
  );
}
