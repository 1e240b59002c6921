import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../session';
import { useMoneyFormat } from '../../wallet';
import { fetchVipRanks, vipKeys } from '../api';
import styles from './VipRanks.module.css';

/** The operator's VIP ranks with what each requires; the member's own rank is marked. */
export function VipRanks() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const ranks = useQuery({
    queryKey: vipKeys.ranks,
    queryFn: ({ signal }) => fetchVipRanks(signal),
  });
  const memberRank = useMemberInfo().data?.clubLabel?.rankLevel;

  if (ranks.isPending) return <p className={styles.note}>{t('shell.loading')}</p>;
  if (ranks.isError)
    return (
      <p className={styles.note} role="alert">
        {t('vip.loadFailed')}
      </p>
    );

  return (
    <ol className={styles.ranks} aria-label={t('vip.ranks')}>
      {ranks.data.map((rank) => {
        const current = rank.rankLevel === memberRank;
        return (
          <li
            key={rank.rankLevel}
            className={current ? `${styles.rank} ${styles.current}` : styles.rank}
            aria-current={current ? 'true' : undefined}
          >
            <h2 className={styles.name}>
              <span
                className={styles.badge}
                style={{ background: rank.color }}
                aria-hidden="true"
              />
              {rank.labelName}
              <span className={styles.level}>{t('vip.level', { level: rank.rankLevel })}</span>
            </h2>
            {current && <p className={styles.yours}>{t('vip.yourRank')}</p>}
            <dl className={styles.requirements}>
              <dt>{t('vip.depositTotal')}</dt>
              <dd>{money(rank.requirements.depositTotal)}</dd>
              <dt>{t('vip.validBetTotal')}</dt>
              <dd>{money(rank.requirements.validBetTotal)}</dd>
            </dl>
            {rank.vipService && <p className={styles.benefit}>{t('vip.vipService')}</p>}
          </li>
        );
      })}
    </ol>
  );
}
