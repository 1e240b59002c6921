import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RaffleState, RaffleView, RewardState, RewardView } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { useAttemptKey } from '../../transfer-upline';
import { useMoneyFormat, walletKeys } from '../../wallet';
import { claimReward, drawRaffle, fetchRaffles, fetchRewards, rewardKeys } from '../api';
import { canDraw } from '../reward-view';
import { registerRewardsTexts } from '../texts';
import { useTime } from './format';
import centre from '../../../ui/CentrePage.module.css';
import styles from './Rewards.module.css';

registerRewardsTexts();

const REWARD_STATE_KEYS = {
  AVAILABLE: 'rewards.state.AVAILABLE',
  CLAIMED: 'rewards.state.CLAIMED',
  EXPIRED: 'rewards.state.EXPIRED',
  CANCELLED: 'rewards.state.CANCELLED',
} as const satisfies Record<RewardState, string>;

const RAFFLE_STATE_KEYS = {
  COMING_SOON: 'rewards.raffle.state.COMING_SOON',
  IN_PROCESS: 'rewards.raffle.state.IN_PROCESS',
  CLOSED: 'rewards.raffle.state.CLOSED',
} as const satisfies Record<RaffleState, string>;

const CONDITION_KEYS = {
  DEPOSIT: {
    DAILY: 'rewards.raffle.condition.DEPOSIT.DAILY',
    WEEKLY: 'rewards.raffle.condition.DEPOSIT.WEEKLY',
  },
  TURNOVER: {
    DAILY: 'rewards.raffle.condition.TURNOVER.DAILY',
    WEEKLY: 'rewards.raffle.condition.TURNOVER.WEEKLY',
  },
} as const;

/** The reward centre: rewards to claim, raffle promotions with their rules, past rewards. */
export function RewardCenterPage() {
  const { t } = useTranslation();
  return (
    <div className={centre.page}>
      <h3 className={centre.title}>{t('memberCentre.pages.rewardCenter')}</h3>
      <WaitingRewards />
      <Raffles />
      <RewardHistory />
    </div>
  );
}

function WaitingRewards() {
  const { t } = useTranslation('rewards');
  const { t: siteT } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const rewards = useQuery({
    queryKey: rewardKeys.list('available', pageNo),
    queryFn: ({ signal }) => fetchRewards('available', pageNo, signal),
  });
  const claim = useClaim();
  const money = useMoneyFormat();

  return (
    <section aria-labelledby="rewards-waiting" className={centre.history}>
      <h4 id="rewards-waiting" className={centre.subTitle}>
        {t('rewards.waiting')}
      </h4>
      {rewards.isPending && <p>{siteT('shell.loading')}</p>}
      {rewards.isError && <FormMessage>{errorText(siteT, rewards.error)}</FormMessage>}
      {rewards.data?.list.length === 0 && <p className={centre.hint}>{t('rewards.none')}</p>}
      {claim.isError && <FormMessage>{errorText(siteT, claim.error)}</FormMessage>}
      {claim.isSuccess && (
        <FormMessage tone="success">
          {t('rewards.claimed', { amount: money(claim.data.amount) })}
        </FormMessage>
      )}
      {rewards.data && rewards.data.list.length > 0 && (
        <ul className={styles.cards}>
          {rewards.data.list.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              busy={claim.isPending}
              onClaim={() => claim.mutate(reward.id)}
            />
          ))}
        </ul>
      )}
      <Pager page={pageNo} totalPages={rewards.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}

function RewardCard({
  reward,
  busy,
  onClaim,
}: {
  reward: RewardView;
  busy: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('rewards');
  const money = useMoneyFormat();
  const time = useTime();
  return (
    <li className={styles.card} aria-label={reward.title}>
      <div className={styles.cardHead}>
        <h5 className={styles.cardTitle}>{reward.title}</h5>
        <strong className={centre.amount}>{money(reward.amount)}</strong>
      </div>
      <p className={centre.hint}>
        {t('rewards.turnover', { times: reward.turnoverMultiplier })}{' '}
        {reward.expiresAt
          ? t('rewards.expiresAt', { time: time(reward.expiresAt) })
          : t('rewards.noExpiry')}
      </p>
      <div className={centre.actions}>
        <button type="button" className="button button--primary" disabled={busy} onClick={onClaim}>
          {t('rewards.claim', { amount: money(reward.amount) })}
        </button>
      </div>
    </li>
  );
}

/** A claim, one attempt key per reward: a retry after a lost answer is paid once. */
function useClaim() {
  const client = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (rewardId: string) => claimReward(rewardId, attempt.keyFor(`reward:${rewardId}`)),
    onSuccess: () => {
      attempt.done();
      void client.invalidateQueries({ queryKey: rewardKeys.all });
      void client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

function Raffles() {
  const { t } = useTranslation('rewards');
  const { t: siteT } = useTranslation();
  const raffles = useQuery({
    queryKey: rewardKeys.raffles,
    queryFn: ({ signal }) => fetchRaffles(signal),
  });
  if (raffles.isError) return <FormMessage>{errorText(siteT, raffles.error)}</FormMessage>;
  if (!raffles.data || raffles.data.length === 0) return null;
  return (
    <section aria-labelledby="rewards-raffles" className={centre.history}>
      <h4 id="rewards-raffles" className={centre.subTitle}>
        {t('rewards.raffle.title')}
      </h4>
      <ul className={styles.cards}>
        {raffles.data.map((raffle) => (
          <RaffleCard key={raffle.id} raffle={raffle} />
        ))}
      </ul>
    </section>
  );
}

function RaffleCard({ raffle }: { raffle: RaffleView }) {
  const { t } = useTranslation('rewards');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const time = useTime();
  const client = useQueryClient();
  const attempt = useAttemptKey();
  const draw = useMutation({
    mutationFn: () => drawRaffle(raffle.id, attempt.keyFor(`raffle:${raffle.id}`)),
    onSuccess: () => {
      attempt.done();
      void client.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });

  return (
    <li className={styles.card} aria-label={raffle.title}>
      <div className={styles.cardHead}>
        <h5 className={styles.cardTitle}>{raffle.title}</h5>
        <span className={styles.state}>{t(RAFFLE_STATE_KEYS[raffle.state])}</span>
      </div>
      {raffle.rules && <p className={styles.rules}>{raffle.rules}</p>}
      <p className={centre.hint}>
        {t(CONDITION_KEYS[raffle.metric][raffle.period], {
          minimum: money(raffle.minimum),
          draws: raffle.drawsPerPeriod,
        })}{' '}
        {t('rewards.raffle.window', { start: time(raffle.startsAt), end: time(raffle.endsAt) })}
      </p>
      <p className={centre.hint}>
        {t('rewards.raffle.prizeTerms', {
          times: raffle.turnoverMultiplier,
          days: raffle.claimDays,
        })}
      </p>
      <table className={centre.table}>
        <thead>
          <tr>
            <th scope="col">{t('rewards.raffle.prize')}</th>
            <th scope="col">{t('rewards.raffle.amount')}</th>
            <th scope="col">{t('rewards.raffle.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {raffle.prizes.map((prize) => (
            <tr key={prize.label}>
              <th scope="row">{prize.label}</th>
              <td className={centre.amount}>{money(prize.amount)}</td>
              <td className={centre.amount}>{`${prize.chance}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {raffle.state === 'IN_PROCESS' && (
        <p className={centre.hint} role="status">
          {t('rewards.raffle.standing', {
            reached: money(raffle.reached),
            left: raffle.drawsLeft,
          })}
        </p>
      )}
      {draw.isError && <FormMessage>{errorText(siteT, draw.error)}</FormMessage>}
      {draw.isSuccess && (
        <FormMessage tone="success">
          {t('rewards.raffle.won', {
            prize: draw.data.prizeLabel,
            amount: money(draw.data.amount),
          })}
        </FormMessage>
      )}
      {canDraw(raffle) && (
        <div className={centre.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={draw.isPending}
            onClick={() => draw.mutate()}
          >
            {t('rewards.raffle.draw')}
          </button>
        </div>
      )}
    </li>
  );
}

function RewardHistory() {
  const { t } = useTranslation('rewards');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const time = useTime();
  const [pageNo, setPageNo] = useState(1);
  const rewards = useQuery({
    queryKey: rewardKeys.list('history', pageNo),
    queryFn: ({ signal }) => fetchRewards('history', pageNo, signal),
  });
  return (
    <section aria-labelledby="rewards-history" className={centre.history}>
      <h4 id="rewards-history" className={centre.subTitle}>
        {t('rewards.history')}
      </h4>
      {rewards.isError && <FormMessage>{errorText(siteT, rewards.error)}</FormMessage>}
      {rewards.data?.list.length === 0 && (
        <p className={centre.hint}>{t('rewards.historyEmpty')}</p>
      )}
      {rewards.data && rewards.data.list.length > 0 && (
        <table className={centre.table}>
          <thead>
            <tr>
              <th scope="col">{t('rewards.columns.time')}</th>
              <th scope="col">{t('rewards.columns.title')}</th>
              <th scope="col">{t('rewards.columns.amount')}</th>
              <th scope="col">{t('rewards.columns.state')}</th>
            </tr>
          </thead>
          <tbody>
            {rewards.data.list.map((reward) => (
              <tr key={reward.id}>
                <td>{time(reward.createdAt)}</td>
                <td>{reward.title}</td>
                <td className={centre.amount}>{money(reward.amount)}</td>
                <td>{t(REWARD_STATE_KEYS[reward.state])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={rewards.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}
