import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { CONSOLE_PROTECTION_FILTERS, type ConsoleProtectionFilter } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { count } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { fetchProtectedMembers, protectionKeys, type ProtectionFilters } from '../api';
import { ExclusionState, IdentityBadge } from './ProtectionBadges';

const FILTER_LABELS = {
  EXCLUDED: 'protection.filterExcluded',
  LIMITED: 'protection.filterLimited',
  IDENTITY_PENDING: 'protection.filterIdentityPending',
} as const satisfies Record<ConsoleProtectionFilter, string>;

function filterOf(value: string | null): ConsoleProtectionFilter | undefined {
  return CONSOLE_PROTECTION_FILTERS.find((filter) => filter === value);
}

/** The filters in the address: what the members are under, and one account. */
function filtersOf(params: URLSearchParams): ProtectionFilters {
  return {
    filter: filterOf(params.get('filter')),
    account: params.get('account')?.trim() || undefined,
  };
}

function searchOf(filters: ProtectionFilters, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.filter) search.set('filter', filters.filter);
  if (filters.account) search.set('account', filters.account);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** Members with an exclusion, limits or documents to review; filter, account and page in the address. */
export function ProtectionMembersPage() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(filters.account ?? '');
  const members = useQuery({
    queryKey: protectionKeys.members(filters, page),
    queryFn: ({ signal }) => fetchProtectedMembers(filters, page, signal),
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchOf({ ...filters, account: draft.trim() || undefined }));
  };
  const tabs = [
    { filter: undefined, label: t('protection.filterAll') },
    ...CONSOLE_PROTECTION_FILTERS.map((filter) => ({ filter, label: t(FILTER_LABELS[filter]) })),
  ];

  return (
    <section className={ui.page} aria-labelledby="protection-title">
      <h1 id="protection-title" className={ui.pageTitle}>
        {t('protection.title')}
      </h1>
      <nav aria-label={t('protection.filters')}>
        <ul className={ui.sections}>
          {tabs.map((tab) => {
            const current = tab.filter === filters.filter;
            return (
              <li key={tab.filter ?? 'all'}>
                <Link
                  to={{ search: searchOf({ ...filters, filter: tab.filter }).toString() }}
                  className={current ? `${ui.section} ${ui.sectionActive}` : ui.section}
                  aria-current={current ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <form className={ui.toolbar} role="search" onSubmit={search}>
        <Field
          label={t('protection.account')}
          type="search"
          value={draft}
          onValueChange={setDraft}
          hint={t('protection.accountHint')}
        />
        <button type="submit" className="button button--primary">
          {t('protection.find')}
        </button>
      </form>
      <div className={ui.card}>
        {members.isPending ? <Loading /> : null}
        {members.isError ? <ErrorMessage error={members.error} /> : null}
        {members.data?.list.length === 0 ? (
          <p className={ui.muted}>{t('protection.noMembers')}</p>
        ) : null}
        {members.data && members.data.list.length > 0 ? (
          <>
            <div className={ui.tableScroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('protection.member')}</th>
                    <th scope="col">{t('protection.exclusion')}</th>
                    <th scope="col" className={ui.number}>
                      {t('protection.limitCount')}
                    </th>
                    <th scope="col">{t('protection.identity')}</th>
                  </tr>
                </thead>
                <tbody>
                  {members.data.list.map((row) => (
                    <tr key={row.memberId}>
                      <th scope="row">
                        <Link to={`/player-protection/members/${row.memberId}`}>{row.account}</Link>
                      </th>
                      <td>
                        <ExclusionState exclusion={row.exclusion} />
                      </td>
                      <td className={ui.number}>{count(row.limitCount)}</td>
                      <td>
                        <IdentityBadge status={row.identityStatus} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={members.data.page}
              pageSize={members.data.pageSize || CONSOLE_PAGE_SIZE}
              total={members.data.total}
              onChoose={(next) => setParams(searchOf(filters, next))}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
