import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MISSION_CLAIM_PAGE_SIZE, type MissionStatus } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { fetchMemberMissions, missionKeys } from '../api';
import { PERIOD_LABELS } from './MissionsPage';

const STATUS_LABELS = {
  IN_PROGRESS: 'missions.statuses.IN_PROGRESS',
  COMPLETED: 'missions.statuses.COMPLETED',
  CLAIMED: 'missions.statuses.CLAIMED',
} as const satisfies Record<MissionStatus, string>;

/** A member's missions on the member page: this period's progress and the claims made. */
export function MemberMissions({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const titleId = useId();
  const [page, setPage] = useState(1);
  const view = useQuery({
    queryKey: missionKeys.member(memberId, page),
    queryFn: ({ signal }) => fetchMemberMissions(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <section className={ui.page} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.cardTitle}>
        {t('missions.memberTitle')}
      </h2>
      {view.isError ? <ErrorMessage error={view.error} /> : null}
      {view.data ? (
        <>
          <div className={ui.tableScroll}>
            <table className={ui.table} aria-label={t('missions.memberProgress')}>
              <thead>
                <tr>
                  <th scope="col">{t('missions.titleEN')}</th>
                  <th scope="col">{t('missions.period')}</th>
                  <th scope="col">{t('missions.progress')}</th>
                  <th scope="col">{t('missions.status')}</th>
                </tr>
              </thead>
              <tbody>
                {view.data.missions.map((mission) => (
                  <tr key={mission.id}>
                    <td>{mission.titles.EN}</td>
                    <td>{t(PERIOD_LABELS[mission.period])}</td>
                    <td className={ui.number}>{`${mission.progress} / ${mission.target}`}</td>
                    <td>{t(STATUS_LABELS[mission.status])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {view.data.claims.length === 0 ? (
            <p className={ui.muted}>{t('missions.noClaims')}</p>
          ) : (
            <div className={ui.tableScroll}>
              <table className={ui.table} aria-label={t('missions.memberClaims')}>
                <thead>
                  <tr>
                    <th scope="col">{t('missions.claimedAt')}</th>
                    <th scope="col">{t('missions.titleEN')}</th>
                    <th scope="col">{t('missions.periodStart')}</th>
                    <th scope="col">{t('missions.reward')}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.data.claims.map((claim) => (
                    <tr key={claim.id}>
                      <td>{dateTime(claim.createdAt)}</td>
                      <td>{claim.titles.EN}</td>
                      <td>{claim.periodStart}</td>
                      <td className={ui.number}>{money(claim.amount, symbol)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager
            page={page}
            pageSize={MISSION_CLAIM_PAGE_SIZE}
            total={view.data.claimsTotal}
            onChoose={setPage}
          />
        </>
      ) : null}
    </section>
  );
}
