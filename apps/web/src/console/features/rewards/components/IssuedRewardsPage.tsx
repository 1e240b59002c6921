import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REWARD_TARGETS, type RewardIssueView, type RewardTarget } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { fromLocalInput } from '../../../lib/local-time';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Field, SelectField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import { cancelIssue, fetchIssues, issueReward, rewardKeys } from '../api';

const TARGET_LABELS = {
  MEMBER: 'rewards.targets.MEMBER',
  VIP_RANK: 'rewards.targets.VIP_RANK',
  LABEL: 'rewards.targets.LABEL',
} as const satisfies Record<RewardTarget, string>;

const EMPTY = {
  target: 'MEMBER' as RewardTarget,
  targetValue: '',
  title: '',
  amount: '',
  turnoverMultiplier: '1',
  expiresAt: '',
};

/** Rewards issued to members' reward centres: issue, see how many were claimed, cancel the rest. */
export function IssuedRewardsPage() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('rewards.write');
  const symbol = useOperator().merchant.currencySymbol;
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<RewardIssueView | null>(null);
  const client = useQueryClient();
  const issues = useQuery({
    queryKey: rewardKeys.issues(page),
    queryFn: ({ signal }) => fetchIssues(page, signal),
  });
  const cancel = useMutation({
    mutationFn: cancelIssue,
    onSuccess: () => {
      setCancelling(null);
      void client.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });

  const columns: Column<RewardIssueView>[] = [
    { label: t('rewards.columns.createdAt'), cell: (row) => dateTime(row.createdAt) },
    { label: t('rewards.columns.title'), cell: (row) => row.title, rowHeader: true },
    {
      label: t('rewards.columns.target'),
      cell: (row) => `${t(TARGET_LABELS[row.target])}: ${row.targetValue}`,
    },
    { label: t('rewards.columns.amount'), cell: (row) => money(row.amount, symbol), number: true },
    { label: t('rewards.columns.multiplier'), cell: (row) => `${row.turnoverMultiplier}x` },
    {
      label: t('rewards.columns.expiresAt'),
      cell: (row) => (row.expiresAt ? dateTime(row.expiresAt) : t('rewards.noExpiry')),
    },
    {
      label: t('rewards.columns.claimed'),
      cell: (row) =>
        t('rewards.claimedOf', {
          claimed: row.claimed,
          issued: row.issued,
          cancelled: row.cancelled,
        }),
    },
    { label: t('rewards.columns.operator'), cell: (row) => row.operator },
    {
      label: t('rewards.columns.actions'),
      cell: (row) =>
        canWrite && row.issued > row.claimed + row.cancelled ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              cancel.reset();
              setCancelling(row);
            }}
          >
            {t('rewards.cancelUnclaimed')}
          </button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="issued-rewards-title" className={ui.page}>
      <h1 id="issued-rewards-title" className={ui.pageTitle}>
        {t('rewards.issuedTitle')}
      </h1>
      <p className={ui.muted}>{t('rewards.issuedIntro')}</p>
      {canWrite ? <IssueForm /> : null}
      {issues.isPending ? <Loading /> : null}
      {issues.isError ? <ErrorMessage error={issues.error} /> : null}
      {issues.data ? (
        <>
          <DataTable columns={columns} rows={issues.data.list} rowKey={(row) => row.id} />
          <Pager
            page={page}
            pageSize={issues.data.pageSize}
            total={issues.data.total}
            onChoose={setPage}
          />
        </>
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title={t('rewards.cancelTitle')}
          confirmLabel={t('rewards.cancelUnclaimed')}
          onConfirm={() => cancel.mutate(cancelling.id)}
          onClose={() => setCancelling(null)}
          busy={cancel.isPending}
          error={cancel.error}
        >
          <p>{t('rewards.cancelQuestion', { title: cancelling.title })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function IssueForm() {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState(EMPTY);
  const issue = useMutation({
    mutationFn: issueReward,
    onSuccess: () => {
      setDraft(EMPTY);
      void client.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });
  const change = (update: Partial<typeof EMPTY>) => {
    issue.reset();
    setDraft((current) => ({ ...current, ...update }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate({
      target: draft.target,
      targetValue: draft.targetValue,
      title: draft.title,
      amount: draft.amount.trim(),
      turnoverMultiplier: Number(draft.turnoverMultiplier),
      expiresAt: fromLocalInput(draft.expiresAt),
    });
  };

  return (
    <form className={`${ui.form} ${ui.card}`} onSubmit={submit} aria-label={t('rewards.issue')}>
      <h2 className={ui.cardTitle}>{t('rewards.issue')}</h2>
      <SelectField
        label={t('rewards.target')}
        value={draft.target}
        options={REWARD_TARGETS.map((target) => ({
          value: target,
          label: t(TARGET_LABELS[target]),
        }))}
        onValueChange={(target) => change({ target: target as RewardTarget })}
      />
      <Field
        label={t('rewards.targetValue')}
        hint={t('rewards.targetValueHint')}
        value={draft.targetValue}
        onValueChange={(targetValue) => change({ targetValue })}
      />
      <Field
        label={t('rewards.title')}
        value={draft.title}
        maxLength={80}
        onValueChange={(title) => change({ title })}
      />
      <Field
        label={t('rewards.amount')}
        inputMode="decimal"
        value={draft.amount}
        onValueChange={(amount) => change({ amount })}
      />
      <Field
        label={t('rewards.multiplier')}
        inputMode="decimal"
        value={draft.turnoverMultiplier}
        onValueChange={(turnoverMultiplier) => change({ turnoverMultiplier })}
      />
      <Field
        label={t('rewards.expiresAt')}
        type="datetime-local"
        value={draft.expiresAt}
        onValueChange={(expiresAt) => change({ expiresAt })}
      />
      {issue.isError ? <ErrorMessage error={issue.error} /> : null}
      {issue.isSuccess ? (
        <p className={ui.success} role="status">
          {t('rewards.issued', { members: issue.data.issued })}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button type="submit" className="button button--primary" disabled={issue.isPending}>
          {t('rewards.issueSubmit')}
        </button>
      </div>
    </form>
  );
}
