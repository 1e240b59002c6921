import { Fragment, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ConsoleAuditRow } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ROLE_LABEL_KEYS } from '../../../lib/roles';
import { Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { AUDIT_FILTERS, auditKey, fetchAudit, type AuditFilters } from '../api';
import styles from './AuditPage.module.css';
import { ChainVerification } from './ChainVerification';

const FILTER_LABELS = {
  operator: 'audit.operator',
  action: 'audit.action',
  target: 'audit.target',
  from: 'audit.from',
  to: 'audit.to',
} as const satisfies Record<keyof AuditFilters, string>;

function filtersOf(params: URLSearchParams): AuditFilters {
  return {
    operator: params.get('operator') ?? '',
    action: params.get('action') ?? '',
    target: params.get('target') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** Who changed what, newest first; filters and page live in the address. */
export function AuditPage() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params.get('page'));
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const trail = useQuery({
    queryKey: auditKey(filters, page),
    queryFn: ({ signal }) => fetchAudit(filters, page, signal),
    placeholderData: keepPreviousData,
  });

  const show = (next: AuditFilters, nextPage: number) => {
    const search = new URLSearchParams();
    for (const name of AUDIT_FILTERS) {
      const value = next[name].trim();
      if (value) search.set(name, value);
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(draft, 1);
  };

  return (
    <section className={ui.page} aria-labelledby="audit-title">
      <h1 id="audit-title" className={ui.pageTitle}>
        {t('audit.title')}
      </h1>
      <ChainVerification />
      <form className={ui.toolbar} role="search" aria-label={t('audit.filters')} onSubmit={submit}>
        {AUDIT_FILTERS.map((name) => (
          <Field
            key={name}
            label={t(FILTER_LABELS[name])}
            type={name === 'from' || name === 'to' ? 'date' : 'text'}
            value={draft[name]}
            onValueChange={(value) => setDraft((current) => ({ ...current, [name]: value }))}
          />
        ))}
        <button type="submit" className="button button--primary">
          {t('audit.apply')}
        </button>
      </form>
      <div className={ui.card}>
        {trail.isPending ? <Loading /> : null}
        {trail.isError ? <ErrorMessage error={trail.error} /> : null}
        {trail.data?.list.length === 0 ? <p className={ui.muted}>{t('audit.none')}</p> : null}
        {trail.data && trail.data.list.length > 0 ? (
          <>
            <div className={ui.tableScroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.time')}</th>
                    <th scope="col">{t('audit.operator')}</th>
                    <th scope="col">{t('audit.action')}</th>
                    <th scope="col">{t('audit.target')}</th>
                    <th scope="col">{t('audit.address')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('audit.changes')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {trail.data.list.map((row) => (
                    <AuditRow key={row.id} row={row} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={trail.data.page}
              pageSize={trail.data.pageSize || CONSOLE_PAGE_SIZE}
              total={trail.data.total}
              onChoose={(next) => show(filters, next)}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}

function json(value: unknown, none: string): string {
  return value === null || value === undefined ? none : JSON.stringify(value, null, 2);
}

function AuditRow({ row }: { row: ConsoleAuditRow }) {
  const { t } = useConsoleTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-row-${row.id}`;
  return (
    <Fragment>
      <tr>
        <td>{dateTime(row.createdAt)}</td>
        <td>
          {row.operator ?? t('audit.nobody')}
          {row.role ? <span className={styles.role}>{t(ROLE_LABEL_KEYS[row.role])}</span> : null}
        </td>
        <td className={ui.code}>{row.action}</td>
        <td>{row.target ?? t('common.none')}</td>
        <td>{row.address ?? t('common.none')}</td>
        <td>
          <button
            type="button"
            className="link-button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? t('audit.hideChanges') : t('audit.showChanges')}
          </button>
        </td>
      </tr>
      {open ? (
        <tr id={detailsId}>
          <td colSpan={6} className={styles.detailsCell}>
            <div className={styles.changes}>
              <div>
                <h3 className={styles.changeTitle}>{t('audit.before')}</h3>
                <pre className={styles.json}>{json(row.before, t('common.none'))}</pre>
              </div>
              <div>
                <h3 className={styles.changeTitle}>{t('audit.after')}</h3>
                <pre className={styles.json}>{json(row.after, t('common.none'))}</pre>
              </div>
            </div>
            <dl className={ui.details}>
              <div>
                <dt>{t('audit.reason')}</dt>
                <dd>{row.reason ?? t('common.none')}</dd>
              </div>
              <div>
                <dt>{t('audit.hash')}</dt>
                <dd className={ui.code}>{row.hash}</dd>
              </div>
            </dl>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
