import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberMissionView } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { GAME_CATEGORY_LINKS } from '../../games';
import { useLanguage } from '../../i18n';
import { useAttemptKey } from '../../transfer-upline';
import { useMoneyFormat, walletKeys } from '../../wallet';
import { claimMission, fetchMissions, missionKeys } from '../api';
import { missionTitle, progressPercent } from '../mission-view';
import { registerMissionTexts } from '../texts';
import { Leaderboard } from './Leaderboard';
import styles from './Missions.module.css';

registerMissionTexts();

// Progress follows settled bets and approved deposits while the page is open.
const LIVE_REFRESH_MS = 15_000;

const KIND_KEYS = {
  SIGN_IN: 'missions.kind.SIGN_IN',
  DEPOSIT_AMOUNT: 'missions.kind.DEPOSIT_AMOUNT',
  DEPOSIT_COUNT: 'missions.kind.DEPOSIT_COUNT',
  CATEGORY_TURNOVER: 'missions.kind.CATEGORY_TURNOVER',
  GAME_ROUNDS: 'missions.kind.GAME_ROUNDS',
} as const;

const PERIOD_KEYS = { DAILY: 'missions.period.DAILY', WEEKLY: 'missions.period.WEEKLY' } as const;

/** Missions and leaderboard (mission_activity): this period's missions, claims, the board. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const { t: missionT } = useTranslation('missions');
  const missions = useQuery({
    queryKey: missionKeys.summary,
    queryFn: ({ signal }) => fetchMissions(signal),
    refetchInterval: LIVE_REFRESH_MS,
  });

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.missionLeaderboard')}</h3>
      <section aria-labelledby="missions-list" className={styles.section}>
        <h4 id="missions-list" className={styles.subTitle}>
          {missionT('missions.missions')}
        </h4>
        {missions.isPending && <p>{t('shell.loading')}</p>}
        {missions.isError && <FormMessage>{errorText(t, missions.error)}</FormMessage>}
        {missions.data?.list.length === 0 && (
          <p className={styles.hint}>{missionT('missions.empty')}</p>
        )}
        {missions.data && missions.data.list.length > 0 && (
          <ul className={styles.list}>
            {missions.data.list.map((mission) => (
              <MissionCard key={mission.id} mission={mission} />
            ))}
          </ul>
        )}
      </section>
      <Leaderboard />
    </div>
  );
}

function MissionCard({ mission }: { mission: MemberMissionView }) {
  const { t } = useTranslation('missions');
  const { t: siteT } = useTranslation();
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const claim = useClaim(mission.id);
  const title = missionTitle(mission.titles, language);
  const isMoney = mission.kind === 'DEPOSIT_AMOUNT' || mission.kind === 'CATEGORY_TURNOVER';
  const shown = (value: string) => (isMoney ? money(value) : value);
  const category = GAME_CATEGORY_LINKS.find((entry) => entry.category === mission.categoryCode);
  const percent = progressPercent(mission);

  return (
    <li className={styles.card} aria-label={title} data-testid={`mission-${mission.id}`}>
      <div className={styles.cardHead}>
        <strong>{title}</strong>
        <span className={styles.badge}>{t(PERIOD_KEYS[mission.period])}</span>
      </div>
      <p className={styles.hint}>
        {t(KIND_KEYS[mission.kind], {
          target: shown(mission.target),
          category: category ? siteT(category.labelKey) : t('missions.allCategories'),
          game: mission.gameName ?? t('missions.anyGame'),
        })}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('missions.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.figures}>
        <span data-testid="mission-progress">
          {shown(mission.progress)} / {shown(mission.target)}
        </span>
        <span>
          {t('missions.reward', { amount: money(mission.rewardAmount) })}
          {mission.turnoverMultiplier > 0 &&
            ` · ${t('missions.turnover', { multiplier: mission.turnoverMultiplier })}`}
        </span>
      </p>
      <div className={styles.actions}>
        {mission.status === 'COMPLETED' && (
          <button
            type="button"
            className="button button--primary"
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
          >
            {t('missions.claim', { amount: money(mission.rewardAmount) })}
          </button>
        )}
        {mission.status === 'CLAIMED' && (
          <span className={styles.done} role="status">
            {t('missions.claimed')}
          </span>
        )}
        {mission.status === 'IN_PROGRESS' && (
          <span className={styles.hint}>{t('missions.inProgress')}</span>
        )}
      </div>
      {claim.isError && <FormMessage>{errorText(siteT, claim.error)}</FormMessage>}
      {claim.isSuccess && (
        <FormMessage tone="success">
          {t('missions.paid', { amount: money(claim.data.amount) })}
        </FormMessage>
      )}
    </li>
  );
}

/** A mission's claim: one key per attempt, so a retry after a lost answer pays once. */
function useClaim(missionId: number) {
  const client = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: () => claimMission(missionId, attempt.keyFor(`mission-${missionId}`)),
    onSuccess: () => {
      attempt.done();
      void client.invalidateQueries({ queryKey: missionKeys.all });
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
