import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReferralRewardKind, ReferralView } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { useMoneyFormat } from '../../wallet';
import { fetchReferral, fetchReferralFriends, fetchReferralRewards, referralKeys } from '../api';
import { referralRuleLines, type ReferralRuleLine } from '../referral-rule';
import { registerReferralTexts } from '../texts';
import styles from './ReferralPage.module.css';

registerReferralTexts();

// The QR library is loaded with the code, as its own chunk.
const QrCode = lazy(() => import('../../../ui/QrCode'));

const RULE_KEYS = {
  firstDeposit: 'referral.rule.firstDeposit',
  firstDepositCapped: 'referral.rule.firstDepositCapped',
  turnover: 'referral.rule.turnover',
  minimum: 'referral.rule.minimum',
  multiplier: 'referral.rule.multiplier',
} as const satisfies Record<ReferralRuleLine['key'], string>;

const KIND_KEYS = {
  FIRST_DEPOSIT: 'referral.kind.FIRST_DEPOSIT',
  TURNOVER: 'referral.kind.TURNOVER',
} as const satisfies Record<ReferralRewardKind, string>;

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** Invite friends: the member's link and QR code, the rule, its friends and the rewards paid. */
export function ReferralPage() {
  const { t } = useTranslation();
  const referral = useQuery({
    queryKey: referralKeys.view,
    queryFn: ({ signal }) => fetchReferral(signal),
  });
  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.referral')}</h3>
      {referral.isPending && <p>{t('shell.loading')}</p>}
      {referral.isError && <FormMessage>{errorText(t, referral.error)}</FormMessage>}
      {referral.data && <Invitation view={referral.data} />}
      <Friends />
      <Rewards />
    </div>
  );
}

function Invitation({ view }: { view: ReferralView }) {
  const { t } = useTranslation('referral');
  const money = useMoneyFormat();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(view.url).then(() => setCopied(true));
  };
  const lines = referralRuleLines(view);
  return (
    <section aria-labelledby="referral-link" className={styles.section}>
      <h4 id="referral-link" className={styles.subTitle}>
        {t('referral.link')}
      </h4>
      {!view.enabled && (
        <p className={styles.hint} role="status">
          {t('referral.disabled')}
        </p>
      )}
      <div className={styles.invitation}>
        <dl className={styles.details}>
          <div>
            <dt>{t('referral.code')}</dt>
            <dd data-testid="referral-code">{view.code}</dd>
          </div>
          <div>
            <dt>{t('referral.url')}</dt>
            <dd className={styles.url} data-testid="referral-url">
              {view.url}
            </dd>
          </div>
        </dl>
        <Suspense fallback={<div className={styles.qr} aria-hidden="true" />}>
          <QrCode className={styles.qr} text={view.url} label={t('referral.qr')} />
        </Suspense>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button--small" onClick={copy}>
          {t('referral.copy')}
        </button>
        {copied && <span role="status">{t('referral.copied')}</span>}
      </div>
      <dl className={styles.totals}>
        <div>
          <dt>{t('referral.friendCount')}</dt>
          <dd>{view.friendCount}</dd>
        </div>
        <div>
          <dt>{t('referral.qualifiedCount')}</dt>
          <dd>{view.qualifiedCount}</dd>
        </div>
        <div>
          <dt>{t('referral.rewardTotal')}</dt>
          <dd data-testid="referral-reward-total">{money(view.rewardTotal)}</dd>
        </div>
      </dl>
      <h5 className={styles.subTitle}>{t('referral.rules')}</h5>
      {lines.length === 0 ? (
        <p className={styles.hint}>{t('referral.noRule')}</p>
      ) : (
        <ul className={styles.rules}>
          {lines.map((line) => (
            <li key={line.key}>
              {t(RULE_KEYS[line.key], {
                percent: 'percent' in line ? line.percent : undefined,
                cap: 'cap' in line ? money(line.cap) : undefined,
                amount: 'amount' in line ? money(line.amount) : undefined,
                multiplier: 'multiplier' in line ? line.multiplier : undefined,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Friends() {
  const { t } = useTranslation('referral');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const date = useDate();
  const [pageNo, setPageNo] = useState(1);
  const friends = useQuery({
    queryKey: referralKeys.friends(pageNo),
    queryFn: ({ signal }) => fetchReferralFriends(pageNo, signal),
  });
  return (
    <section aria-labelledby="referral-friends" className={styles.section}>
      <h4 id="referral-friends" className={styles.subTitle}>
        {t('referral.friends')}
      </h4>
      {friends.isError && <FormMessage>{errorText(siteT, friends.error)}</FormMessage>}
      {friends.data?.list.length === 0 && <p className={styles.hint}>{t('referral.noFriends')}</p>}
      {friends.data && friends.data.list.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('referral.columns.friend')}</th>
              <th scope="col">{t('referral.columns.joined')}</th>
              <th scope="col">{t('referral.columns.qualified')}</th>
              <th scope="col">{t('referral.columns.rewarded')}</th>
            </tr>
          </thead>
          <tbody>
            {friends.data.list.map((friend, index) => (
              <tr key={`${friend.account}:${friend.joinedAt}:${index}`}>
                <td>{friend.account}</td>
                <td>{date(friend.joinedAt)}</td>
                <td>{friend.qualified ? t('referral.qualified') : t('referral.notQualified')}</td>
                <td className={styles.amount}>{money(friend.rewarded)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={friends.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}

function Rewards() {
  const { t } = useTranslation('referral');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const date = useDate();
  const [pageNo, setPageNo] = useState(1);
  const rewards = useQuery({
    queryKey: referralKeys.rewards(pageNo),
    queryFn: ({ signal }) => fetchReferralRewards(pageNo, signal),
  });
  return (
    <section aria-labelledby="referral-rewards" className={styles.section}>
      <h4 id="referral-rewards" className={styles.subTitle}>
        {t('referral.rewards')}
      </h4>
      {rewards.isError && <FormMessage>{errorText(siteT, rewards.error)}</FormMessage>}
      {rewards.data?.list.length === 0 && <p className={styles.hint}>{t('referral.noRewards')}</p>}
      {rewards.data && rewards.data.list.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('referral.columns.time')}</th>
              <th scope="col">{t('referral.columns.friend')}</th>
              <th scope="col">{t('referral.columns.kind')}</th>
              <th scope="col">{t('referral.columns.base')}</th>
              <th scope="col">{t('referral.columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rewards.data.list.map((reward) => (
              <tr key={reward.id}>
                <td>{date(reward.createdAt)}</td>
                <td>{reward.friend}</td>
                <td>{t(KIND_KEYS[reward.kind], { day: reward.day })}</td>
                <td className={styles.amount}>{`${money(reward.base)} × ${reward.percent}%`}</td>
                <td className={styles.amount}>{money(reward.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={rewards.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}
