import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ConsoleMemberDetail } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { useRouteParam } from '../../../lib/route-param';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { MemberDeposits } from '../../deposits';
import { LinkedAccounts } from '../../linked-accounts';
import { MemberReferral } from '../../referral';
import { MemberRewards } from '../../rewards';
import { MemberMissions } from '../../missions';
import { MemberPoints } from '../../points';
import { useCan, useOperator } from '../../sign-in';
import { MemberBankAccounts, MemberWithdrawals } from '../../withdrawals';
import { fetchMember, memberKeys } from '../api';
import { AdjustmentForm } from './AdjustmentForm';
import { BonusGrantForm } from './BonusGrantForm';
import { AgentLevel, LockState } from './MemberBadges';
import { MemberActions } from './MemberActions';
import { MemberRecords } from './MemberRecords';
import { PersonalField } from './PersonalField';
import styles from './MemberPage.module.css';

/** One member: profile, wallets, upline chain, labels and VIP rank; actions; record tabs. */
export function MemberPage() {
  const { t } = useConsoleTranslation();
  const memberId = Number(useRouteParam('memberId'));
  const valid = Number.isInteger(memberId) && memberId > 0;
  const member = useQuery({
    queryKey: memberKeys.member(memberId),
    queryFn: ({ signal }) => fetchMember(memberId, signal),
    enabled: valid,
  });

  return (
    <section className={ui.page} aria-labelledby="member-title">
      <p className={ui.muted}>
        <Link to="/members">{t('members.back')}</Link>
      </p>
      <h1 id="member-title" className={ui.pageTitle}>
        {member.data ? member.data.account : t('members.member')}
      </h1>
      {!valid ? <p className={ui.error}>{t('layout.notFound')}</p> : null}
      {valid && member.isPending ? <Loading /> : null}
      {member.isError ? <ErrorMessage error={member.error} /> : null}
      {member.data ? <MemberDetail member={member.data} /> : null}
    </section>
  );
}

function MemberDetail({ member }: { member: ConsoleMemberDetail }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const canAdjust = useCan('members.adjust');
  const canGrant = useCan('rewards.write');
  const none = t('common.none');
  return (
    <>
      <section className={ui.card} aria-labelledby="member-profile">
        <h2 id="member-profile" className={ui.cardTitle}>
          {t('members.profile')}
        </h2>
        <dl className={ui.details}>
          <div>
            <dt>{t('members.id')}</dt>
            <dd>{member.id}</dd>
          </div>
          <div>
            <dt>{t('members.status')}</dt>
            <dd>
              <LockState locked={member.locked} />
            </dd>
          </div>
          {member.dividendFreeze && (
            <div>
              <dt>{t('members.dividendFreeze')}</dt>
              <dd role="status">
                {t('members.dividendFreezeText', {
                  owed: money(member.dividendFreeze.owed, symbol),
                  dueBy: dateTime(member.dividendFreeze.dueBy),
                })}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('members.agent')}</dt>
            <dd>
              <AgentLevel isAgent={member.isAgent} />
            </dd>
          </div>
          <div>
            <dt>{t('members.vipRank')}</dt>
            <dd>{member.vipRank ?? none}</dd>
          </div>
          <div>
            <dt>{t('members.nickname')}</dt>
            <dd>{member.nickname ?? none}</dd>
          </div>
          <div>
            <dt>{t('members.realName')}</dt>
            <dd>{member.realName ?? none}</dd>
          </div>
          <div>
            <dt>{t('members.birthday')}</dt>
            <dd>{member.birthday ?? none}</dd>
          </div>
          <PersonalField memberId={member.id} field="phone" masked={member.phone} />
          <PersonalField memberId={member.id} field="email" masked={member.email} />
          <PersonalField memberId={member.id} field="bankAccount" masked={member.bankAccount} />
          <PersonalField
            memberId={member.id}
            field="identityNumber"
            masked={member.identityNumber}
          />
          <div>
            <dt>{t('members.createdAt')}</dt>
            <dd>{dateTime(member.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('members.lastLoginAt')}</dt>
            <dd>{member.lastLoginAt ? dateTime(member.lastLoginAt) : none}</dd>
          </div>
          <div>
            <dt>{t('members.mustChangePassword')}</dt>
            <dd>{member.mustChangePassword ? t('common.yes') : t('common.no')}</dd>
          </div>
          <div>
            <dt>{t('members.labels')}</dt>
            <dd>
              {member.labels.length === 0 ? (
                none
              ) : (
                <ul className={styles.labels}>
                  {member.labels.map((label) => (
                    <li key={label} className={styles.badge}>
                      {label}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('members.uplines')}</dt>
            <dd>
              {member.uplines.length === 0 ? (
                none
              ) : (
                <ol className={styles.uplines} aria-label={t('members.uplines')}>
                  {member.uplines.map((upline) => (
                    <li key={upline.id}>
                      <Link to={`/members/${upline.id}`}>{upline.account}</Link>
                    </li>
                  ))}
                </ol>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className={ui.card} aria-labelledby="member-wallets">
        <h2 id="member-wallets" className={ui.cardTitle}>
          {t('members.wallets')}
        </h2>
        <div className={ui.tableScroll}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('members.walletKind')}</th>
                <th scope="col">{t('members.vendor')}</th>
                <th scope="col" className={ui.number}>
                  {t('members.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {member.wallets.map((wallet) => (
                <tr key={`${wallet.kind}:${wallet.vendorCode ?? ''}`}>
                  <th scope="row">{wallet.kind}</th>
                  <td>{wallet.vendorCode ?? none}</td>
                  <td className={ui.number}>{money(wallet.balance, symbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <MemberPoints memberId={member.id} />
      </section>
      {member.monitored ? (
        <p className={ui.muted} role="note">
          {t('members.monitoredText')}
        </p>
      ) : null}
      <MemberActions member={member} />
      {canAdjust ? <AdjustmentForm memberId={member.id} /> : null}
      {canGrant ? <BonusGrantForm memberId={member.id} /> : null}
      <MemberRecords memberId={member.id} />
      <MemberDeposits memberId={member.id} />
      <MemberWithdrawals memberId={member.id} />
      <MemberReferral memberId={member.id} />
      <MemberBankAccounts memberId={member.id} />
      <LinkedAccounts memberId={member.id} />
      <MemberRewards memberId={member.id} />
      <MemberMissions memberId={member.id} />
    </>
  );
}
