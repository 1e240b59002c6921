import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  type LeaderboardMetric,
  type LeaderboardPeriod,
} from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { useMoneyFormat } from '../../wallet';
import { fetchLeaderboard, missionKeys } from '../api';
import { registerMissionTexts } from '../texts';
import styles from './Missions.module.css';

registerMissionTexts();

const PERIOD_KEYS = {
  TODAY: 'missions.board.period.TODAY',
  WEEK: 'missions.board.period.WEEK',
} as const;
const METRIC_KEYS = {
  TURNOVER: 'missions.board.metric.TURNOVER',
  WINS: 'missions.board.metric.WINS',
} as const;

/** The leaderboard of today or this week by valid turnover or wins, and the member's rank. */
export function Leaderboard() {
  const { t } = useTranslation('missions');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const [period, setPeriod] = useState<LeaderboardPeriod>('TODAY');
  const [metric, setMetric] = useState<LeaderboardMetric>('TURNOVER');
  const board = useQuery({
    queryKey: missionKeys.leaderboard(period, metric),
    queryFn: ({ signal }) => fetchLeaderboard(period, metric, signal),
  });

  return (
    <section aria-labelledby="missions-board" className={styles.section}>
      <h4 id="missions-board" className={styles.subTitle}>
        {t('missions.board.title')}
      </h4>
      <div className={styles.toggles}>
        <div role="group" aria-label={t('missions.board.periodLabel')}>
          {LEADERBOARD_PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              className="button"
              aria-pressed={period === value}
              onClick={() => setPeriod(value)}
            >
              {t(PERIOD_KEYS[value])}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('missions.board.metricLabel')}>
          {LEADERBOARD_METRICS.map((value) => (
            <button
              key={value}
              type="button"
              className="button"
              aria-pressed={metric === value}
              onClick={() => setMetric(value)}
            >
              {t(METRIC_KEYS[value])}
            </button>
          ))}
        </div>
      </div>
      {board.isError && <FormMessage>{errorText(siteT, board.error)}</FormMessage>}
      {board.data && (
        <>
          <p className={styles.mine} data-testid="my-rank">
            {board.data.me.rank === null
              ? t('missions.board.notRanked')
              : t('missions.board.myRank', {
                  rank: board.data.me.rank,
                  value: money(board.data.me.value),
                })}
          </p>
          {board.data.entries.length === 0 ? (
            <p className={styles.hint}>{t('missions.board.empty')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('missions.board.rank')}</th>
                  <th scope="col">{t('missions.board.account')}</th>
                  <th scope="col">{t(METRIC_KEYS[metric])}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.entries.map((entry) => (
                  <tr key={entry.rank}>
                    <td>{entry.rank}</td>
                    <td>{entry.account}</td>
                    <td className={styles.amount}>{money(entry.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
