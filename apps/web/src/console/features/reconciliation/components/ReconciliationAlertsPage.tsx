import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RECONCILIATION_ALERT_STATUSES,
  RECONCILIATION_REASON_LENGTH,
  type ReconciliationAlert,
  type ReconciliationAlertStatus,
  type ReconciliationCheck,
} from '@wps/shared-types';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { Field, SelectField, TextAreaField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { alertKeys, fetchAlerts, resolveAlert, runReconciliation } from '../api';

const CHECK_LABELS = {
  WALLET_BALANCE: 'reconciliation.checks.WALLET_BALANCE',
  DEPOSIT_CHANNEL: 'reconciliation.checks.DEPOSIT_CHANNEL',
  PAYMENT_GATEWAY: 'reconciliation.checks.PAYMENT_GATEWAY',
  VENDOR_ROUNDS: 'reconciliation.checks.VENDOR_ROUNDS',
} as const satisfies Record<ReconciliationCheck, string>;

const STATUS_LABELS = {
  OPEN: 'reconciliation.statuses.OPEN',
  RESOLVED: 'reconciliation.statuses.RESOLVED',
} as const satisfies Record<ReconciliationAlertStatus, string>;

const NONE_TEXTS = {
  OPEN: 'reconciliation.alerts.noneOpen',
  RESOLVED: 'reconciliation.alerts.noneResolved',
} as const satisfies Record<ReconciliationAlertStatus, string>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The daily reconciliation's alerts: each mismatch the job found with the figures it compared,
 * open until an operator with payments.write resolves it with a reason (kept in the audit trail),
 * and a run of a day on demand.
 */
export function ReconciliationAlertsPage() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('payments.write');
  const [status, setStatus] = useState<ReconciliationAlertStatus>('OPEN');
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<ReconciliationAlert | null>(null);
  const alerts = useQuery({
    queryKey: alertKeys.page(status, page),
    queryFn: ({ signal }) => fetchAlerts(status, page, signal),
  });

  const columns: Column<ReconciliationAlert>[] = [
    { label: t('reconciliation.alerts.day'), cell: (row) => row.day },
    { label: t('reconciliation.alerts.check'), cell: (row) => t(CHECK_LABELS[row.check]) },
    { label: t('reconciliation.alerts.subject'), cell: (row) => row.subject, rowHeader: true },
    { label: t('reconciliation.alerts.expected'), cell: (row) => row.expected, number: true },
    { label: t('reconciliation.alerts.actual'), cell: (row) => row.actual, number: true },
    {
      label: t('reconciliation.alerts.figures'),
      cell: (row) => (
        <span className={ui.code}>
          {Object.entries(row.figures)
            .map(([name, value]) => `${name} ${value}`)
            .join(' · ')}
        </span>
      ),
    },
    {
      label: t('reconciliation.alerts.status'),
      cell: (row) =>
        row.status === 'OPEN' ? (
          <Badge tone="danger">{t(STATUS_LABELS.OPEN)}</Badge>
        ) : (
          <span>
            <Badge tone="good">{t(STATUS_LABELS.RESOLVED)}</Badge>{' '}
            {t('reconciliation.alerts.resolvedBy', {
              operator: row.resolvedBy,
              at: dateTime(row.resolvedAt),
              reason: row.resolution,
            })}
          </span>
        ),
    },
    {
      label: t('reconciliation.alerts.actions'),
      cell: (row) =>
        canWrite && row.status === 'OPEN' ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => setResolving(row)}
            aria-label={t('reconciliation.alerts.resolveSubject', { subject: row.subject })}
          >
            {t('reconciliation.alerts.resolve')}
          </button>
        ) : null,
    },
  ];

  return (
    <section className={ui.page} aria-labelledby="reconciliation-alerts-title">
      <h1 id="reconciliation-alerts-title" className={ui.pageTitle}>
        {t('reconciliation.alerts.title')}
      </h1>
      <p className={ui.muted}>{t('reconciliation.alerts.hint')}</p>
      {canWrite ? <RunForm /> : null}
      <div className={ui.toolbar}>
        <SelectField
          label={t('reconciliation.alerts.status')}
          value={status}
          options={RECONCILIATION_ALERT_STATUSES.map((value) => ({
            value,
            label: t(STATUS_LABELS[value]),
          }))}
          onValueChange={(value) => {
            setStatus(value as ReconciliationAlertStatus);
            setPage(1);
          }}
        />
      </div>
      {alerts.isPending ? <Loading /> : null}
      {alerts.isError ? <ErrorMessage error={alerts.error} /> : null}
      {alerts.data?.total === 0 ? <p className={ui.muted}>{t(NONE_TEXTS[status])}</p> : null}
      {alerts.data && alerts.data.total > 0 ? (
        <>
          <DataTable columns={columns} rows={alerts.data.list} rowKey={(row) => row.id} />
          <Pager
            page={page}
            pageSize={alerts.data.pageSize}
            total={alerts.data.total}
            onChoose={setPage}
          />
        </>
      ) : null}
      {resolving ? <ResolveDialog alert={resolving} onClose={() => setResolving(null)} /> : null}
    </section>
  );
}

/** Runs the reconciliation of a day now: today so far, or a day again after a fix. */
function RunForm() {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [day, setDay] = useState(today);
  const run = useMutation({
    mutationFn: runReconciliation,
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run.mutate(day);
  };
  return (
    <form className={ui.toolbar} onSubmit={submit} aria-label={t('reconciliation.alerts.run')}>
      <Field
        label={t('reconciliation.alerts.runDay')}
        type="date"
        value={day}
        onValueChange={setDay}
        required
      />
      <button type="submit" className="button button--primary" disabled={run.isPending}>
        {t('reconciliation.alerts.run')}
      </button>
      {run.isError ? <ErrorMessage error={run.error} /> : null}
      {run.data ? (
        <p role="status">
          {t('reconciliation.alerts.ran', {
            day: run.data.day,
            wallets: run.data.compared.WALLET_BALANCE,
            channels: run.data.compared.DEPOSIT_CHANNEL,
            vendors: run.data.compared.VENDOR_ROUNDS,
            mismatches: run.data.mismatches,
            raised: run.data.raised,
          })}
        </p>
      ) : null}
    </form>
  );
}

function ResolveDialog({ alert, onClose }: { alert: ReconciliationAlert; onClose: () => void }) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const resolve = useMutation({
    mutationFn: resolveAlert,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: alertKeys.all });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate({ id: alert.id, reason: reason.trim() });
  };
  return (
    <Dialog
      title={t('reconciliation.alerts.resolveTitle', { subject: alert.subject })}
      onClose={onClose}
    >
      <form className={ui.form} onSubmit={submit}>
        <p className={ui.muted}>
          {t('reconciliation.alerts.resolveHint', {
            day: alert.day,
            expected: alert.expected,
            actual: alert.actual,
          })}
        </p>
        <TextAreaField
          label={t('reconciliation.alerts.reason')}
          value={reason}
          onValueChange={setReason}
          minLength={RECONCILIATION_REASON_LENGTH.min}
          maxLength={RECONCILIATION_REASON_LENGTH.max}
          rows={3}
          required
          hint={t('reconciliation.alerts.reasonHint', RECONCILIATION_REASON_LENGTH)}
        />
        {resolve.isError ? <ErrorMessage error={resolve.error} /> : null}
        <div className={ui.actions}>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={resolve.isPending}>
            {t('reconciliation.alerts.confirmResolve')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
