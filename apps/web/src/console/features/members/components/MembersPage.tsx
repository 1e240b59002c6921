import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { memberKeys, searchMembers } from '../api';
import { AgentLevel, LockState } from './MemberBadges';

/** Search by account prefix, phone, e-mail or id; the search and page live in the address. */
export function MembersPage() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState(query);
  const results = useQuery({
    queryKey: memberKeys.searchPage(query, page),
    queryFn: ({ signal }) => searchMembers(query, page, signal),
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    setParams(text ? { query: text } : {});
  };
  const choosePage = (next: number) => {
    setParams(query ? { query, page: String(next) } : { page: String(next) });
  };

  return (
    <section className={ui.page} aria-labelledby="members-title">
      <h1 id="members-title" className={ui.pageTitle}>
        {t('members.title')}
      </h1>
      <form className={ui.toolbar} role="search" onSubmit={search}>
        <Field
          label={t('members.search')}
          type="search"
          value={draft}
          onValueChange={setDraft}
          placeholder={t('members.searchHint')}
        />
        <button type="submit" className="button button--primary">
          {t('members.searchButton')}
        </button>
      </form>
      <div className={ui.card}>
        {results.isPending ? <Loading /> : null}
        {results.isError ? <ErrorMessage error={results.error} /> : null}
        {results.data?.list.length === 0 ? <p className={ui.muted}>{t('members.none')}</p> : null}
        {results.data && results.data.list.length > 0 ? (
          <>
            <div className={ui.tableScroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('members.account')}</th>
                    <th scope="col">{t('members.id')}</th>
                    <th scope="col">{t('members.phone')}</th>
                    <th scope="col">{t('members.email')}</th>
                    <th scope="col">{t('members.agent')}</th>
                    <th scope="col">{t('members.status')}</th>
                    <th scope="col">{t('members.createdAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.data.list.map((member) => (
                    <tr key={member.id}>
                      <th scope="row">
                        <Link to={`/members/${member.id}`}>{member.account}</Link>
                      </th>
                      <td>{member.id}</td>
                      <td>{member.phone}</td>
                      <td>{member.email}</td>
                      <td>
                        <AgentLevel isAgent={member.isAgent} />
                      </td>
                      <td>
                        <LockState locked={member.locked} />
                      </td>
                      <td>{dateTime(member.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={results.data.page}
              pageSize={results.data.pageSize || CONSOLE_PAGE_SIZE}
              total={results.data.total}
              onChoose={choosePage}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
