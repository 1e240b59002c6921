import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  parseVendorStatementCsv,
  type MovementTotals,
  type VendorReconciliationLine,
} from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { compareStatement, fetchReport, reportKey, type ReportFilters } from '../api';

const today = () => new Date().toISOString().slice(0, 10);

const movement = (totals: MovementTotals) => `${totals.count} / ${totals.total}`;

/**
 * Each vendor's bets, wins, rollbacks and net per UTC day, and a vendor's statement (CSV) set
 * beside them with every difference named. The report's filters live in the address.
 */
export function ReconciliationPage() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const filters: ReportFilters = {
    from: params.get('from') ?? today(),
    to: params.get('to') ?? today(),
    vendor: params.get('vendor') ?? '',
  };
  const [draft, setDraft] = useState<ReportFilters>(filters);
  const report = useQuery({
    queryKey: reportKey(filters),
    queryFn: ({ signal }) => fetchReport(filters, signal),
  });
  const [statementVendor, setStatementVendor] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const compare = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error(t('reconciliation.chooseFile'));
      return compareStatement(parseVendorStatementCsv(statementVendor.trim(), await file.text()));
    },
  });

  const show = (event: FormEvent) => {
    event.preventDefault();
    const search = new URLSearchParams({ from: draft.from, to: draft.to });
    if (draft.vendor.trim()) search.set('vendor', draft.vendor.trim());
    setParams(search);
  };
  const submitStatement = (event: FormEvent) => {
    event.preventDefault();
    compare.mutate();
  };

  return (
    <section className={ui.page} aria-labelledby="reconciliation-title">
      <h1 id="reconciliation-title" className={ui.pageTitle}>
        {t('reconciliation.title')}
      </h1>
      <p className={ui.muted}>{t('reconciliation.hint')}</p>
      <form className={ui.toolbar} role="search" onSubmit={show}>
        <Field
          label={t('reconciliation.from')}
          type="date"
          value={draft.from}
          onValueChange={(from) => setDraft((current) => ({ ...current, from }))}
        />
        <Field
          label={t('reconciliation.to')}
          type="date"
          value={draft.to}
          onValueChange={(to) => setDraft((current) => ({ ...current, to }))}
        />
        <Field
          label={t('reconciliation.vendor')}
          value={draft.vendor}
          onValueChange={(vendor) => setDraft((current) => ({ ...current, vendor }))}
        />
        <button type="submit" className="button button--primary">
          {t('reconciliation.show')}
        </button>
      </form>
      <div className={ui.card}>
        {report.isPending ? <Loading /> : null}
        {report.isError ? <ErrorMessage error={report.error} /> : null}
        {report.data?.length === 0 ? <p className={ui.muted}>{t('reconciliation.none')}</p> : null}
        {report.data && report.data.length > 0 ? (
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('reconciliation.day')}</th>
                  <th scope="col">{t('reconciliation.vendor')}</th>
                  <th scope="col">{t('reconciliation.bets')}</th>
                  <th scope="col">{t('reconciliation.wins')}</th>
                  <th scope="col">{t('reconciliation.rollbacks')}</th>
                  <th scope="col">{t('reconciliation.net')}</th>
                </tr>
              </thead>
              <tbody>
                {report.data.map((row) => (
                  <tr key={`${row.vendor}-${row.day}`}>
                    <td>{row.day}</td>
                    <td className={ui.code}>{row.vendor}</td>
                    <td>{movement(row.bets)}</td>
                    <td>{movement(row.wins)}</td>
                    <td>{movement(row.rollbacks)}</td>
                    <td>{row.net}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>

      <h2>{t('reconciliation.statement')}</h2>
      <p className={ui.muted}>{t('reconciliation.statementHint')}</p>
      <form className={ui.toolbar} onSubmit={submitStatement}>
        <Field
          label={t('reconciliation.vendor')}
          value={statementVendor}
          onValueChange={setStatementVendor}
        />
        <label>
          {t('reconciliation.statementFile')}
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={compare.isPending}>
          {t('reconciliation.compare')}
        </button>
      </form>
      {compare.isError ? <ErrorMessage error={compare.error} /> : null}
      {compare.data ? <Comparison lines={compare.data} /> : null}
    </section>
  );
}

function Comparison({ lines }: { lines: VendorReconciliationLine[] }) {
  const { t } = useConsoleTranslation();
  return (
    <div className={ui.card}>
      <ul>
        {lines.map((line) => (
          <li key={line.day}>
            <strong>{line.day}</strong>{' '}
            {line.differences.length === 0
              ? t('reconciliation.agree')
              : t('reconciliation.differences', { count: line.differences.length })}
            {line.differences.length > 0 ? (
              <ul>
                {line.differences.map((difference) => (
                  <li key={difference.field}>
                    {t('reconciliation.difference', {
                      field: difference.field,
                      site: difference.site,
                      statement: difference.statement,
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
