import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FOUR_EYES_REJECT_REASON_MAX,
  FOUR_EYES_STATUSES,
  type FourEyesApprovalView,
  type FourEyesKind,
  type FourEyesReason,
  type FourEyesSettingsView,
  type FourEyesStatus,
} from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { Field, SelectField, TextAreaField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import {
  approvalKeys,
  approveApproval,
  fetchApprovals,
  fetchFourEyesSettings,
  proposeThreshold,
  rejectApproval,
} from '../api';

const KIND_LABELS = {
  PAYOUT: 'approvals.kinds.PAYOUT',
  ADJUSTMENT: 'approvals.kinds.ADJUSTMENT',
  BONUS_GRANT: 'approvals.kinds.BONUS_GRANT',
  THRESHOLD_CHANGE: 'approvals.kinds.THRESHOLD_CHANGE',
} as const satisfies Record<FourEyesKind, string>;

const STATUS_LABELS = {
  AWAITING_SECOND: 'approvals.statuses.AWAITING_SECOND',
  APPROVED: 'approvals.statuses.APPROVED',
  REJECTED: 'approvals.statuses.REJECTED',
} as const satisfies Record<FourEyesStatus, string>;

const REASON_LABELS = {
  ROLLING_24H: 'approvals.reasons.ROLLING_24H',
  ROLLING_30D: 'approvals.reasons.ROLLING_30D',
  MONITORED: 'approvals.reasons.MONITORED',
  THRESHOLD: 'approvals.reasons.THRESHOLD',
} as const satisfies Record<FourEyesReason, string>;

/**
 * Four-eyes: the owner's threshold (a change waits for a second owner) and the payouts,
 * adjustments and bonus grants awaiting a second operator, who approves with a fresh code.
 */
export function ApprovalsPage() {
  const { t } = useConsoleTranslation();
  const settings = useQuery({
    queryKey: approvalKeys.settings,
    queryFn: ({ signal }) => fetchFourEyesSettings(signal),
  });
  return (
    <section className={ui.page} aria-labelledby="approvals-title">
      <h1 id="approvals-title" className={ui.pageTitle}>
        {t('approvals.title')}
      </h1>
      <p className={ui.muted}>{t('approvals.intro')}</p>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? <ErrorMessage error={settings.error} /> : null}
      {settings.data ? <ThresholdCard settings={settings.data} /> : null}
      <ApprovalList />
    </section>
  );
}

function ThresholdCard({ settings }: { settings: FourEyesSettingsView }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const canPropose = useCan('approvals.settings');
  const client = useQueryClient();
  const [limit24h, setLimit24h] = useState(settings.threshold.limit24h ?? '');
  const [limit30d, setLimit30d] = useState(settings.threshold.limit30d ?? '');
  const propose = useMutation({
    mutationFn: () =>
      proposeThreshold({
        limit24h: limit24h.trim() || null,
        limit30d: limit30d.trim() || null,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: approvalKeys.all }),
  });
  const shown = (limit: string | null) => (limit ? money(limit, symbol) : t('approvals.noLimit'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!propose.isPending) propose.mutate();
  };
  return (
    <Card title={t('approvals.threshold')}>
      <p>
        {t('approvals.currentThreshold', {
          day: shown(settings.threshold.limit24h),
          month: shown(settings.threshold.limit30d),
        })}
      </p>
      {canPropose ? (
        <form className={ui.form} onSubmit={submit} noValidate>
          <p className={ui.muted}>{t('approvals.thresholdText')}</p>
          <Field
            label={t('approvals.limit24h')}
            value={limit24h}
            onValueChange={setLimit24h}
            inputMode="decimal"
            autoComplete="off"
          />
          <Field
            label={t('approvals.limit30d')}
            value={limit30d}
            onValueChange={setLimit30d}
            inputMode="decimal"
            autoComplete="off"
          />
          {propose.isError ? <ErrorMessage error={propose.error} /> : null}
          {propose.isSuccess ? (
            <p className={ui.success} role="status">
              {t('approvals.proposed')}
            </p>
          ) : null}
          <div className={ui.actions}>
            <button type="submit" className="button button--primary" disabled={propose.isPending}>
              {t('approvals.propose')}
            </button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

function ApprovalList() {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const [status, setStatus] = useState<FourEyesStatus | ''>('AWAITING_SECOND');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{
    approval: FourEyesApprovalView;
    action: 'approve' | 'reject';
  } | null>(null);
  const list = useQuery({
    queryKey: approvalKeys.list(status, page),
    queryFn: ({ signal }) => fetchApprovals(status, page, signal),
    placeholderData: keepPreviousData,
  });
  const what = (approval: FourEyesApprovalView) => {
    if (approval.kind === 'THRESHOLD_CHANGE') {
      const limits = approval.payload as { limit24h: string | null; limit30d: string | null };
      const shown = (limit: string | null) =>
        limit ? money(limit, symbol) : t('approvals.noLimit');
      return t('approvals.newThreshold', {
        day: shown(limits.limit24h),
        month: shown(limits.limit30d),
      });
    }
    const reason = typeof approval.payload.reason === 'string' ? approval.payload.reason : '';
    return [approval.memberAccount, approval.amount && money(approval.amount, symbol), reason]
      .filter(Boolean)
      .join(' · ');
  };
  const columns: Column<FourEyesApprovalView>[] = [
    { label: t('approvals.number'), cell: (row) => `#${row.id}`, rowHeader: true },
    { label: t('approvals.kind'), cell: (row) => t(KIND_LABELS[row.kind]) },
    { label: t('approvals.what'), cell: what },
    {
      label: t('approvals.why'),
      cell: (row) => row.reasons.map((reason) => t(REASON_LABELS[reason])).join(', '),
    },
    { label: t('approvals.firstOperator'), cell: (row) => row.firstOperator },
    { label: t('approvals.createdAt'), cell: (row) => dateTime(row.createdAt) },
    {
      label: t('approvals.status'),
      cell: (row) =>
        row.secondOperator
          ? `${t(STATUS_LABELS[row.status])} · ${row.secondOperator}`
          : t(STATUS_LABELS[row.status]),
    },
    {
      label: t('approvals.actions'),
      cell: (row) =>
        row.status === 'AWAITING_SECOND' ? (
          <div className={ui.actions}>
            <button
              type="button"
              className="button button--primary"
              onClick={() => setDeciding({ approval: row, action: 'approve' })}
              aria-label={t('approvals.approveNumber', { id: row.id })}
            >
              {t('approvals.approve')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => setDeciding({ approval: row, action: 'reject' })}
              aria-label={t('approvals.rejectNumber', { id: row.id })}
            >
              {t('approvals.reject')}
            </button>
          </div>
        ) : null,
    },
  ];
  return (
    <Card title={t('approvals.list')}>
      <SelectField
        label={t('approvals.status')}
        value={status}
        onValueChange={(value) => {
          setStatus(value as FourEyesStatus | '');
          setPage(1);
        }}
        options={[
          { value: '', label: t('approvals.allStatuses') },
          ...FOUR_EYES_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) })),
        ]}
      />
      {list.isPending ? <Loading /> : null}
      {list.isError ? <ErrorMessage error={list.error} /> : null}
      {list.data ? (
        list.data.list.length === 0 ? (
          <p className={ui.muted}>{t('approvals.empty')}</p>
        ) : (
          <>
            <DataTable columns={columns} rows={list.data.list} rowKey={(row) => row.id} />
            <Pager
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onChoose={setPage}
            />
          </>
        )
      ) : null}
      {deciding ? (
        <DecisionDialog
          {...deciding}
          what={what(deciding.approval)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Card>
  );
}

/**
 * The second operator's decision: an approval asks for the authenticator's current code (a
 * code is good once, so the one that signed in does not serve); a rejection for a reason.
 */
function DecisionDialog({
  approval,
  action,
  what,
  onClose,
}: {
  approval: FourEyesApprovalView;
  action: 'approve' | 'reject';
  what: string;
  onClose: () => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: () =>
      action === 'approve'
        ? approveApproval(approval.id, value.trim())
        : rejectApproval(approval.id, value.trim()),
    onSuccess: () => {
      // The money pages show the outcome too (a withdrawal approved, a balance adjusted).
      void client.invalidateQueries({ queryKey: ['console'] });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    const found =
      action === 'approve'
        ? /^\d{6}$/.test(value.trim())
          ? null
          : t('approvals.codeFormat')
        : value.trim()
          ? null
          : t('approvals.reasonRequired');
    setProblem(found);
    if (!found) decide.mutate();
  };
  const approving = action === 'approve';
  return (
    <Dialog
      title={t(approving ? 'approvals.approveTitle' : 'approvals.rejectTitle', {
        id: approval.id,
      })}
      onClose={onClose}
    >
      <form className={ui.form} onSubmit={submit} noValidate>
        <p>
          {t(KIND_LABELS[approval.kind])}: {what}
        </p>
        {approving ? (
          <>
            <p className={ui.muted}>{t('approvals.codeText')}</p>
            <Field
              label={t('approvals.code')}
              value={value}
              onValueChange={setValue}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </>
        ) : (
          <TextAreaField
            label={t('approvals.rejectReason')}
            value={value}
            onValueChange={setValue}
            maxLength={FOUR_EYES_REJECT_REASON_MAX}
          />
        )}
        {problem ? (
          <p className={ui.error} role="alert">
            {problem}
          </p>
        ) : null}
        {decide.isError && !problem ? <ErrorMessage error={decide.error} /> : null}
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={decide.isPending}>
            {t(approving ? 'approvals.confirmApprove' : 'approvals.confirmReject')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
