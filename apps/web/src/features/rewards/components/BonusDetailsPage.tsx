import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BonusSource, BonusStatus } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { useMoneyFormat } from '../../wallet';
import { fetchBonuses, rewardKeys } from '../api';
import { metPercent } from '../reward-view';
import { registerRewardsTexts } from '../texts';
import { useTime } from './format';
import centre from '../../../ui/CentrePage.module.css';

registerRewardsTexts();

const SOURCE_KEYS = {
  DEPOSIT_BONUS: 'rewards.bonuses.source.DEPOSIT_BONUS',
  MANUAL: 'rewards.bonuses.source.MANUAL',
  REBATE: 'rewards.bonuses.source.REBATE',
  MISSION: 'rewards.bonuses.source.MISSION',
  REFERRAL: 'rewards.bonuses.source.REFERRAL',
  RAFFLE: 'rewards.bonuses.source.RAFFLE',
  PROMOTION: 'rewards.bonuses.source.PROMOTION',
} as const satisfies Record<BonusSource, string>;

const STATUS_KEYS = {
  ACTIVE: 'rewards.bonuses.status.ACTIVE',
  COMPLETED: 'rewards.bonuses.status.COMPLETED',
  FORFEITED: 'rewards.bonuses.status.FORFEITED',
  EXPIRED: 'rewards.bonuses.status.EXPIRED',
} as const satisfies Record<BonusStatus, string>;

/** Bonus details: every bonus received, the turnover it added, how much is met, its status. */
export function BonusDetailsPage() {
  const { t } = useTranslation('rewards');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const time = useTime();
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useQuery({
    queryKey: rewardKeys.bonuses(pageNo),
    queryFn: ({ signal }) => fetchBonuses(pageNo, signal),
  });

  return (
    <div className={centre.page}>
      <h3 className={centre.title}>{siteT('memberCentre.pages.bonusDetails')}</h3>
      <p className={centre.hint}>{t('rewards.bonuses.intro')}</p>
      {bonuses.isPending && <p>{siteT('shell.loading')}</p>}
      {bonuses.isError && <FormMessage>{errorText(siteT, bonuses.error)}</FormMessage>}
      {bonuses.data?.list.length === 0 && (
        <p className={centre.hint}>{t('rewards.bonuses.empty')}</p>
      )}
      {bonuses.data && bonuses.data.list.length > 0 && (
        <table className={centre.table}>
          <thead>
            <tr>
              <th scope="col">{t('rewards.columns.time')}</th>
              <th scope="col">{t('rewards.bonuses.columns.source')}</th>
              <th scope="col">{t('rewards.columns.amount')}</th>
              <th scope="col">{t('rewards.bonuses.columns.required')}</th>
              <th scope="col">{t('rewards.bonuses.columns.met')}</th>
              <th scope="col">{t('rewards.columns.state')}</th>
            </tr>
          </thead>
          <tbody>
            {bonuses.data.list.map((bonus) => (
              <tr key={bonus.id}>
                <td>{time(bonus.createdAt)}</td>
                <th scope="row">{t(SOURCE_KEYS[bonus.source])}</th>
                <td className={centre.amount}>{money(bonus.amount)}</td>
                <td className={centre.amount}>{money(bonus.turnoverRequired)}</td>
                <td className={centre.amount}>
                  {`${money(bonus.turnoverMet)} (${metPercent(bonus)}%)`}
                </td>
                <td>
                  {t(STATUS_KEYS[bonus.status])}
                  {bonus.status === 'ACTIVE' && bonus.expiresAt && (
                    <span className={centre.hint}>
                      {' '}
                      {t('rewards.bonuses.until', { time: time(bonus.expiresAt) })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={bonuses.data?.totalPages ?? 0} onChoose={setPageNo} />
    </div>
  );
}
