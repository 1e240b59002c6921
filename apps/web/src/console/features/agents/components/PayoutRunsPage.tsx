import { useId, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { AGENT_PAYOUT_JOBS, type ConsolePayoutRun } from '@wps/shared-types';
import { pageOf } from '../../../lib/console-api';
import { count, dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { SelectField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import { contractKeys, fetchPayoutRuns, rerunPayouts, type RunFilters } from '../contracts-api';
import { JOB_LABELS } from './contract-labels';

const RUN_STATUS_LABELS = {
  RUNNING: 'agents.runs.statuses.RUNNING',
  SUCCEEDED: 'agents.runs.statuses.SUCCEEDED',
  FAILED: 'agents.runs.statuses.FAILED',
} as const satisfies Record<ConsolePayoutRun['status'], string>;

const RUN_STATUS_TONES = { RUNNING: 'warning', SUCCEEDED: 'good', FAILED: 'danger' } as const;

/**
 * Runs of the payout jobs (started, finished, periods, what they paid, errors), filtered by job in
 * the address. agents.write runs a period again: the API pays nothing twice, and the page tells
 * how many payouts the re-run wrote (none when the period had been paid).
 */
export function PayoutRunsPage() {
  const { t } = useConsoleTranslation();
  const titleId = useId();
  const canWrite = useCan('agents.write');
  const symbol = useOperator().merchant.currencySymbol;
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters: RunFilters = { job: AGENT_PAYOUT_JOBS.find((job) => job === params.get('job')) };
  const page = pageOf(params.get('page'));
  const [asked, setAsked] = useState<ConsolePayoutRun | null>(null);
  const runs = useQuery({
    queryKey: contractKeys.runList(filters, page),
    queryFn: ({ signal }) => fetchPayoutRuns(filters, page, signal),
    placeholderData: keepPreviousData,
  });
  // The run asked again and what it wrote: 0 when the period had been paid in full before.
  const [done, setDone] = useState<{ run: ConsolePayoutRun; written: number } | null>(null);
  const rerun = useMutation({
    mutationFn: rerunPayouts,
    onSuccess: async (result) => {
      if (asked) setDone({ run: asked, written: result.written });
      setAsked(null);
      await client.invalidateQueries({ queryKey: contractKeys.runs });
    },
  });
  const show = (next: RunFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next.job) search.set('job', next.job);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const period = (run: ConsolePayoutRun) =>
    `${dateTime(run.periodStart)} – ${dateTime(run.periodEnd)}`;

  const columns: Column<ConsolePayoutRun>[] = [
    { label: t('agents.runs.job'), rowHeader: true, cell: (run) => t(JOB_LABELS[run.job]) },
    { label: t('agents.runs.period'), cell: period },
    {
      label: t('agents.runs.status'),
      cell: (run) => (
        <Badge tone={RUN_STATUS_TONES[run.status]}>{t(RUN_STATUS_LABELS[run.status])}</Badge>
      ),
    },
    { label: t('agents.runs.started'), cell: (run) => dateTime(run.startedAt) },
    {
      label: t('agents.runs.finished'),
      cell: (run) => (run.finishedAt ? dateTime(run.finishedAt) : t('common.none')),
    },
    { label: t('agents.runs.attempts'), number: true, cell: (run) => count(run.attempts) },
    { label: t('agents.runs.payouts'), number: true, cell: (run) => count(run.payouts) },
    { label: t('agents.runs.paid'), number: true, cell: (run) => money(run.paidAmount, symbol) },
    {
      label: t('agents.runs.error'),
      className: ui.wrap,
      cell: (run) => run.error ?? t('common.none'),
    },
    ...(canWrite
      ? [
          {
            label: t('agents.tree.actions'),
            cell: (run: ConsolePayoutRun) => (
              <button
                type="button"
                className="button"
                disabled={run.status === 'RUNNING'}
                aria-label={t('agents.runs.rerunOf', { period: period(run) })}
                onClick={() => {
                  rerun.reset();
                  setAsked(run);
                }}
              >
                {t('agents.runs.rerun')}
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.pageTitle}>
        {t('agents.runs.title')}
      </h1>
      <form className={ui.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('agents.runs.job')}
          value={filters.job ?? ''}
          onValueChange={(job) => show({ job: AGENT_PAYOUT_JOBS.find((known) => known === job) })}
          options={[
            { value: '', label: t('agents.contracts.all') },
            ...AGENT_PAYOUT_JOBS.map((value) => ({ value, label: t(JOB_LABELS[value]) })),
          ]}
        />
      </form>
      {done ? (
        <p className={ui.success} role="status">
          {t('agents.runs.rerunDone', {
            job: t(JOB_LABELS[done.run.job]),
            period: period(done.run),
            written: count(done.written),
          })}
        </p>
      ) : null}
      {runs.isPending ? <Loading /> : null}
      {runs.isError ? <ErrorMessage error={runs.error} /> : null}
      {runs.data ? (
        runs.data.list.length === 0 ? (
          <p className={ui.muted}>{t('agents.runs.empty')}</p>
        ) : (
          <>
            <DataTable
              columns={columns}
              rows={runs.data.list}
              rowKey={(run) => `${run.job} ${run.periodStart}`}
            />
            <Pager
              page={runs.data.page}
              pageSize={runs.data.pageSize}
              total={runs.data.total}
              onChoose={(next) => show(filters, next)}
            />
          </>
        )
      ) : null}
      {asked ? (
        <ConfirmDialog
          title={t('agents.runs.rerunTitle')}
          confirmLabel={t('agents.runs.rerun')}
          onConfirm={() => rerun.mutate({ job: asked.job, periodStart: asked.periodStart })}
          onClose={() => setAsked(null)}
          busy={rerun.isPending}
          error={rerun.error}
        >
          <p>
            {t('agents.runs.rerunQuestion', {
              job: t(JOB_LABELS[asked.job]),
              period: period(asked),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
