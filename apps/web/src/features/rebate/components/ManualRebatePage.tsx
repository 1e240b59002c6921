import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RebateView } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { GAME_CATEGORY_LINKS } from '../../games';
import { useAttemptKey } from '../../transfer-upline';
import { useMoneyFormat, walletKeys } from '../../wallet';
import { claimRebate, fetchRebate, fetchRebateClaims, rebateKeys } from '../api';
import { rebateClaimState, shownCategories } from '../rebate-view';
import { registerRebateTexts } from '../texts';
import styles from '../../../ui/CentrePage.module.css';

registerRebateTexts();

// Bets settle while the page is open: the amount follows them without a reload.
const LIVE_REFRESH_MS = 15_000;

const STATE_KEYS = {
  disabled: 'rebate.disabled',
  claimed: 'rebate.claimedThisPeriod',
  nothing: 'rebate.nothing',
} as const;

const PERIOD_KEYS = { DAILY: 'rebate.period.DAILY', WEEKLY: 'rebate.period.WEEKLY' } as const;

function useTime() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );
}

function useCategoryLabel() {
  const { t } = useTranslation();
  return (code: string) => {
    const link = GAME_CATEGORY_LINKS.find((entry) => entry.category === code);
    return link ? t(link.labelKey) : code;
  };
}

/** Manual rebate: the amount per category from valid turnover, the claim, the claims made. */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const rebate = useQuery({
    queryKey: rebateKeys.view,
    queryFn: ({ signal }) => fetchRebate(signal),
    refetchInterval: LIVE_REFRESH_MS,
  });

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.manualRebate')}</h3>
      {rebate.isPending && <p>{t('shell.loading')}</p>}
      {rebate.isError && <FormMessage>{errorText(t, rebate.error)}</FormMessage>}
      {rebate.data && <RebateSummary view={rebate.data} />}
      <ClaimHistory />
    </div>
  );
}

function RebateSummary({ view }: { view: RebateView }) {
  const { t } = useTranslation('rebate');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const time = useTime();
  const categoryLabel = useCategoryLabel();
  const claim = useClaim();
  const state = rebateClaimState(view);
  const lines = shownCategories(view);

  return (
    <section aria-labelledby="rebate-now" className={styles.history}>
      <h4 id="rebate-now" className={styles.subTitle}>
        {t('rebate.available')}
      </h4>
      <dl className={styles.summary}>
        <div>
          <dt>{t('rebate.rank')}</dt>
          <dd>{view.rankName ?? String(view.rankLevel)}</dd>
        </div>
        <div>
          <dt>{t('rebate.counted')}</dt>
          <dd>
            {view.since ? t('rebate.since', { time: time(view.since) }) : t('rebate.sinceStart')}
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{t(PERIOD_KEYS[view.period])}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('rebate.columns.category')}</th>
            <th scope="col">{t('rebate.columns.turnover')}</th>
            <th scope="col">{t('rebate.columns.percent')}</th>
            <th scope="col">{t('rebate.columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.categoryCode}>
              <th scope="row">{categoryLabel(line.categoryCode)}</th>
              <td className={styles.amount}>{money(line.validTurnover)}</td>
              <td className={styles.amount}>{`${line.percent}%`}</td>
              <td className={styles.amount}>{money(line.amount)}</td>
            </tr>
          ))}
          {/[1-9]/.test(view.adjustment) ? (
            // Rounds an earlier claim counted and the vendor has since rolled back.
            <tr data-testid="rebate-adjustment">
              <th scope="row">{t('rebate.adjustment')}</th>
              <td />
              <td />
              <td className={styles.amount}>{money(view.adjustment)}</td>
            </tr>
          ) : null}
          <tr className={styles.total}>
            <th scope="row">{t('rebate.total')}</th>
            <td className={styles.amount}>{money(view.totalTurnover)}</td>
            <td />
            <td className={styles.amount} data-testid="rebate-total">
              {money(view.totalAmount)}
            </td>
          </tr>
        </tbody>
      </table>
      {state === 'ready' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
          >
            {t('rebate.claim', { amount: money(view.totalAmount) })}
          </button>
        </div>
      ) : (
        <p className={styles.hint} role="status">
          {t(STATE_KEYS[state], { time: time(view.nextClaimAt) })}
        </p>
      )}
      {claim.isError && <FormMessage>{errorText(siteT, claim.error)}</FormMessage>}
      {claim.isSuccess && (
        <FormMessage tone="success">
          {t('rebate.claimed', { amount: money(claim.data.amount) })}
        </FormMessage>
      )}
    </section>
  );
}

/**
 * The claim, kept above the button: once paid, the refetched view hides the button, and the
 * confirmation stays.
 */
function useClaim() {
  const client = useQueryClient();
  // One key per attempt: a retry after a lost answer sends the same key, so it pays once.
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: () => claimRebate(attempt.keyFor('rebate')),
    onSuccess: () => {
      attempt.done();
      void client.invalidateQueries({ queryKey: rebateKeys.all });
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

function ClaimHistory() {
  const { t } = useTranslation('rebate');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const time = useTime();
  const [pageNo, setPageNo] = useState(1);
  const claims = useQuery({
    queryKey: rebateKeys.claims(pageNo),
    queryFn: ({ signal }) => fetchRebateClaims(pageNo, signal),
  });

  return (
    <section className={styles.history} aria-labelledby="rebate-history">
      <h4 id="rebate-history" className={styles.subTitle}>
        {t('rebate.history')}
      </h4>
      {claims.isError && <FormMessage>{errorText(siteT, claims.error)}</FormMessage>}
      {claims.data?.list.length === 0 && <p className={styles.hint}>{t('rebate.empty')}</p>}
      {claims.data && claims.data.list.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('rebate.columns.time')}</th>
              <th scope="col">{t('rebate.columns.turnover')}</th>
              <th scope="col">{t('rebate.columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {claims.data.list.map((claim) => (
              <tr key={claim.id}>
                <td>{time(claim.createdAt)}</td>
                <td className={styles.amount}>{money(claim.totalTurnover)}</td>
                <td className={styles.amount}>{money(claim.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={claims.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}
