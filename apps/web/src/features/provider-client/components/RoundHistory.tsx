import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderRoundRecord } from '@wps/shared-types';
import { errorMessageKey } from '../../../api/client';
import { Pager } from '../../../ui/Pager';
import { fetchRounds, providerKeys } from '../api';
import { useMoney } from '../hooks/useMoney';
import styles from './ProviderClient.module.css';

const STATUSES = {
  SETTLED: 'providerClient.history.statuses.settled',
  ROLLED_BACK: 'providerClient.history.statuses.rolledBack',
  OPEN: 'providerClient.history.statuses.open',
} as const satisfies Record<ProviderRoundRecord['status'], string>;

/** The player's rounds, newest first, each with what verifies it. */
export function RoundHistory({ token, currency }: { token: string; currency: string }) {
  const { t, i18n } = useTranslation('providerClient');
  const { t: siteT } = useTranslation();
  const money = useMoney(currency);
  const titleId = useId();
  const [pageNo, setPageNo] = useState(1);
  const rounds = useQuery({
    queryKey: providerKeys.rounds(token, pageNo),
    queryFn: ({ signal }) => fetchRounds(token, pageNo, signal),
    placeholderData: keepPreviousData,
  });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.panelTitle}>
        {t('providerClient.history.title')}
      </h3>
      {rounds.isPending && <p>{siteT('shell.loading')}</p>}
      {rounds.error && <p role="alert">{siteT(errorMessageKey(rounds.error))}</p>}
      {rounds.data?.list.length === 0 && <p>{t('providerClient.history.empty')}</p>}
      <ol className={styles.history}>
        {rounds.data?.list.map((round) => (
          <li key={round.roundId} className={styles.historyItem}>
            <p className={styles.historyHead}>
              <span>{time.format(new Date(round.playedAt))}</span>
              <span>{t(STATUSES[round.status])}</span>
            </p>
            <dl className={styles.seeds}>
              <dt>{t('providerClient.history.round')}</dt>
              <dd className={styles.code}>{round.roundId}</dd>
              <dt>{t('providerClient.history.stake')}</dt>
              <dd>{money(round.stake)}</dd>
              <dt>{t('providerClient.history.payout')}</dt>
              <dd>{money(round.payout)}</dd>
              <dt>{t('providerClient.fairness.serverSeedHash')}</dt>
              <dd className={styles.code}>{round.serverSeedHash}</dd>
              <dt>{t('providerClient.fairness.revealedSeed')}</dt>
              <dd className={styles.code}>
                {round.serverSeed ?? t('providerClient.history.seedHidden')}
              </dd>
              <dt>{t('providerClient.fairness.clientSeed')}</dt>
              <dd className={styles.code}>{round.clientSeed}</dd>
              <dt>{t('providerClient.fairness.nonce')}</dt>
              <dd>{round.nonce}</dd>
            </dl>
          </li>
        ))}
      </ol>
      <Pager page={pageNo} totalPages={rounds.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}
