import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { type ConsoleProtectionDetail, type PlayerLimitKind } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { useRouteParam } from '../../../lib/route-param';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import { fetchProtectionDetail, liftExclusion, protectionKeys } from '../api';
import { reasonAccepted } from '../protection-form';
import { IdentityReview } from './IdentityReview';
import { ExclusionState, IdentityBadge, LIMIT_LABELS } from './ProtectionBadges';
import { ProtectionHistory } from './ProtectionHistory';
import { ReasonField } from './ReasonField';

/** One member's protection: exclusion, reality check, limits, identity documents and history. */
export function ProtectionMemberPage() {
  const { t } = useConsoleTranslation();
  const memberId = Number(useRouteParam('memberId'));
  const valid = Number.isInteger(memberId) && memberId > 0;
  const detail = useQuery({
    queryKey: protectionKeys.member(memberId),
    queryFn: ({ signal }) => fetchProtectionDetail(memberId, signal),
    enabled: valid,
  });

  return (
    <section className={ui.page} aria-labelledby="protection-member-title">
      <p className={ui.muted}>
        <Link to="/player-protection/members">{t('protection.back')}</Link>
      </p>
      <h1 id="protection-member-title" className={ui.pageTitle}>
        {detail.data ? detail.data.account : t('protection.member')}
      </h1>
      {!valid ? <p className={ui.error}>{t('layout.notFound')}</p> : null}
      {valid && detail.isPending ? <Loading /> : null}
      {detail.isError ? <ErrorMessage error={detail.error} /> : null}
      {detail.data ? (
        <>
          <Summary detail={detail.data} />
          <Limits detail={detail.data} />
          <IdentityReview detail={detail.data} />
          <ProtectionHistory memberId={detail.data.memberId} />
        </>
      ) : null}
    </section>
  );
}

function Summary({ detail }: { detail: ConsoleProtectionDetail }) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('protection.write');
  const [lifted, setLifted] = useState(false);
  return (
    <section className={ui.card} aria-labelledby="protection-summary">
      <h2 id="protection-summary" className={ui.cardTitle}>
        {t('protection.summary')}
      </h2>
      <dl className={ui.details}>
        <div>
          <dt>{t('protection.exclusion')}</dt>
          <dd>
            <ExclusionState exclusion={detail.exclusion} />
          </dd>
        </div>
        {detail.exclusion ? (
          <div>
            <dt>{t('protection.exclusionStarted')}</dt>
            <dd>{dateTime(detail.exclusion.startsAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('protection.realityCheck')}</dt>
          <dd>
            {detail.realityCheckMinutes === null
              ? t('protection.realityCheckDefault')
              : t('protection.everyMinutes', { minutes: detail.realityCheckMinutes })}
          </dd>
        </div>
        <div>
          <dt>{t('protection.identity')}</dt>
          <dd>
            <IdentityBadge status={detail.identity.status} />
          </dd>
        </div>
        <div>
          <dt>{t('protection.memberPage')}</dt>
          <dd>
            <Link to={`/members/${detail.memberId}`}>{detail.account}</Link>
          </dd>
        </div>
      </dl>
      {lifted ? (
        <p className={ui.success} role="status">
          {t('protection.lifted')}
        </p>
      ) : null}
      {canWrite && detail.exclusion ? (
        <LiftExclusion detail={detail} onLifted={() => setLifted(true)} />
      ) : null}
    </section>
  );
}

/** Ends the exclusion early: only with a reason, which the audit trail and the history keep. */
function LiftExclusion({
  detail,
  onLifted,
}: {
  detail: ConsoleProtectionDetail;
  onLifted: () => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const lift = useMutation({
    mutationFn: (text: string) => liftExclusion(detail.memberId, text),
    onSuccess: async () => {
      setOpen(false);
      onLifted();
      await client.invalidateQueries({ queryKey: protectionKeys.all });
    },
    // Lifted already (another operator, or its end passed): the page shows it as it is now.
    onError: () => client.invalidateQueries({ queryKey: protectionKeys.member(detail.memberId) }),
  });
  const refused = checked && !reasonAccepted(reason);

  return (
    <div className={ui.actions}>
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          lift.reset();
          setChecked(false);
          setOpen(true);
        }}
      >
        {t('protection.lift')}
      </button>
      {open ? (
        <ConfirmDialog
          title={t('protection.liftTitle', { account: detail.account })}
          confirmLabel={t('protection.lift')}
          busy={lift.isPending}
          error={lift.error}
          onClose={() => setOpen(false)}
          onConfirm={() => {
            setChecked(true);
            if (reasonAccepted(reason)) lift.mutate(reason.trim());
          }}
        >
          <p className={ui.muted}>{t('protection.liftText')}</p>
          <ReasonField
            label={t('protection.reason')}
            value={reason}
            onValueChange={setReason}
            refused={refused}
          />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function Limits({ detail }: { detail: ConsoleProtectionDetail }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const none = t('common.none');
  // Amounts in the site's currency; the session limit in minutes.
  const shown = (kind: PlayerLimitKind, value: string) =>
    kind === 'SESSION_MINUTES' ? t('protection.minutes', { minutes: value }) : money(value, symbol);

  return (
    <section className={ui.card} aria-labelledby="protection-limits">
      <h2 id="protection-limits" className={ui.cardTitle}>
        {t('protection.limits')}
      </h2>
      {detail.limits.length === 0 ? (
        <p className={ui.muted}>{t('protection.noLimits')}</p>
      ) : (
        <div className={ui.tableScroll}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('protection.limit')}</th>
                <th scope="col" className={ui.number}>
                  {t('protection.limitValue')}
                </th>
                <th scope="col">{t('protection.limitPending')}</th>
                <th scope="col" className={ui.number}>
                  {t('protection.limitUsed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.limits.map((limit) => (
                <tr key={limit.kind}>
                  <th scope="row">{t(LIMIT_LABELS[limit.kind])}</th>
                  <td className={ui.number}>
                    {limit.value === null ? none : shown(limit.kind, limit.value)}
                  </td>
                  <td>
                    {!limit.pending
                      ? none
                      : limit.pending.value === null
                        ? t('protection.pendingRemoval', { from: dateTime(limit.pending.from) })
                        : t('protection.pendingValue', {
                            value: shown(limit.kind, limit.pending.value),
                            from: dateTime(limit.pending.from),
                          })}
                  </td>
                  <td className={ui.number}>
                    {limit.used === null ? none : money(limit.used, symbol)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
