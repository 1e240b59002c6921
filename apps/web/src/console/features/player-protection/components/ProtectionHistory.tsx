import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProtectionEvent } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE } from '../../../lib/console-api';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { fetchProtectionHistory, protectionKeys } from '../api';
import { EVENT_LABELS, EXCLUSION_LABELS, LIMIT_LABELS } from './ProtectionBadges';

/** A text field of an event's detail (the API keeps it as the change was made). */
function textOf(detail: Record<string, unknown>, name: string): string | null {
  const value = detail[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function known<Labels extends Record<string, string>>(
  labels: Labels,
  code: string | null,
): code is Extract<keyof Labels, string> {
  return code !== null && Object.hasOwn(labels, code);
}

/** What changed, in a line: the limit and its values, the exclusion's end, the reason. */
function useEventDetail() {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const none = t('common.none');

  return (event: ProtectionEvent): string => {
    const field = (name: string) => textOf(event.detail, name);
    const limitCode = field('limit');
    const limit = known(LIMIT_LABELS, limitCode) ? t(LIMIT_LABELS[limitCode]) : (limitCode ?? none);
    const amount = (name: string) => {
      const value = field(name);
      if (value === null) return none;
      return limitCode === 'SESSION_MINUTES'
        ? t('protection.minutes', { minutes: Number(value) })
        : money(value, symbol);
    };
    const exclusionCode = field('exclusion');
    const exclusion = known(EXCLUSION_LABELS, exclusionCode)
      ? t(EXCLUSION_LABELS[exclusionCode])
      : (exclusionCode ?? none);
    const reason = field('reason') ?? none;

    switch (event.kind) {
      case 'LIMIT_SET':
        return field('before') === null
          ? t('protection.eventDetails.limitNew', { limit, value: amount('value') })
          : t('protection.eventDetails.limitChanged', {
              limit,
              value: amount('value'),
              before: amount('before'),
            });
      case 'LIMIT_CHANGE_PENDING':
        return field('pending') === null
          ? t('protection.eventDetails.limitRemovalPending', {
              limit,
              from: dateTime(field('from')),
            })
          : t('protection.eventDetails.limitRaisePending', {
              limit,
              value: amount('value'),
              pending: amount('pending'),
              from: dateTime(field('from')),
            });
      case 'EXCLUSION_STARTED': {
        const endsAt = field('endsAt');
        return endsAt
          ? t('protection.eventDetails.exclusionUntil', { exclusion, date: dateTime(endsAt) })
          : t('protection.eventDetails.exclusionPermanent', { exclusion });
      }
      case 'EXCLUSION_LIFTED':
        return t('protection.eventDetails.exclusionLifted', { exclusion, reason });
      case 'REALITY_CHECK_SET': {
        const minutes = field('minutes');
        return minutes === null
          ? t('protection.realityCheckDefault')
          : t('protection.everyMinutes', { minutes });
      }
      case 'IDENTITY_SUBMITTED':
        return t('protection.eventDetails.documentsSent', { documents: field('documents') ?? 0 });
      case 'IDENTITY_REVIEWED':
        return field('decision') === 'VERIFIED'
          ? t('protection.identityStatuses.verified')
          : t('protection.eventDetails.identityRejected', { reason });
    }
  };
}

/** Every change to the member's protection, newest first, with who made it. */
export function ProtectionHistory({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: protectionKeys.history(memberId, page),
    queryFn: ({ signal }) => fetchProtectionHistory(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
  const detailOf = useEventDetail();

  return (
    <section className={ui.card} aria-labelledby="protection-history">
      <h2 id="protection-history" className={ui.cardTitle}>
        {t('protection.history')}
      </h2>
      {history.isPending ? <Loading /> : null}
      {history.isError ? <ErrorMessage error={history.error} /> : null}
      {history.data?.list.length === 0 ? (
        <p className={ui.muted}>{t('protection.noHistory')}</p>
      ) : null}
      {history.data && history.data.list.length > 0 ? (
        <>
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('protection.time')}</th>
                  <th scope="col">{t('protection.change')}</th>
                  <th scope="col">{t('protection.detail')}</th>
                  <th scope="col">{t('protection.madeBy')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.list.map((event) => (
                  <tr key={event.id}>
                    <td>{dateTime(event.createdAt)}</td>
                    <th scope="row">{t(EVENT_LABELS[event.kind])}</th>
                    <td className={ui.wrap}>{detailOf(event)}</td>
                    <td>{event.operator ?? t('protection.byMember')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={history.data.page}
            pageSize={history.data.pageSize || CONSOLE_PAGE_SIZE}
            total={history.data.total}
            onChoose={setPage}
          />
        </>
      ) : null}
    </section>
  );
}
