import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RAFFLE_LIMITS,
  RAFFLE_METRICS,
  RAFFLE_PERIODS,
  raffleSettingsProblems,
  type ConsoleRaffleView,
  type RaffleMetric,
  type RafflePeriod,
  type RaffleState,
} from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { DataTable, type Column } from '../../../ui/DataTable';
import { CheckField, Field, SelectField, TextAreaField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import { fetchRaffles, rewardKeys, saveRaffle } from '../api';
import { fromDraft, NEW_RAFFLE, toDraft, type RaffleDraft } from '../raffle-form';

const STATE_LABELS = {
  COMING_SOON: 'rewards.raffleStates.COMING_SOON',
  IN_PROCESS: 'rewards.raffleStates.IN_PROCESS',
  CLOSED: 'rewards.raffleStates.CLOSED',
} as const satisfies Record<RaffleState, string>;
const PERIOD_LABELS = {
  DAILY: 'rewards.periods.DAILY',
  WEEKLY: 'rewards.periods.WEEKLY',
} as const satisfies Record<RafflePeriod, string>;
const METRIC_LABELS = {
  DEPOSIT: 'rewards.metrics.DEPOSIT',
  TURNOVER: 'rewards.metrics.TURNOVER',
} as const satisfies Record<RaffleMetric, string>;

/** Raffle promotions: who may draw (deposit or valid turnover of a period), how often, the prizes. */
export function RafflesPage() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('rewards.write');
  const symbol = useOperator().merchant.currencySymbol;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: string | null; draft: RaffleDraft } | null>(null);
  const raffles = useQuery({
    queryKey: rewardKeys.raffles(page),
    queryFn: ({ signal }) => fetchRaffles(page, signal),
  });

  const columns: Column<ConsoleRaffleView>[] = [
    { label: t('rewards.columns.title'), cell: (row) => row.title, rowHeader: true },
    { label: t('rewards.columns.state'), cell: (row) => t(STATE_LABELS[row.state]) },
    {
      label: t('rewards.columns.window'),
      cell: (row) => `${dateTime(row.startsAt)} – ${dateTime(row.endsAt)}`,
    },
    {
      label: t('rewards.columns.condition'),
      cell: (row) =>
        `${t(METRIC_LABELS[row.metric])} ≥ ${money(row.minimum, symbol)} · ${t(PERIOD_LABELS[row.period])} × ${row.drawsPerPeriod}`,
    },
    { label: t('rewards.columns.draws'), cell: (row) => row.draws, number: true },
    {
      label: t('rewards.columns.paidOut'),
      cell: (row) => money(row.paidOut, symbol),
      number: true,
    },
    {
      label: t('rewards.columns.actions'),
      cell: (row) =>
        canWrite ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => setEditing({ id: row.id, draft: toDraft(row) })}
          >
            {t('rewards.editRaffle')}
          </button>
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="raffles-title" className={ui.page}>
      <h1 id="raffles-title" className={ui.pageTitle}>
        {t('rewards.rafflesTitle')}
      </h1>
      <p className={ui.muted}>{t('rewards.rafflesIntro')}</p>
      {canWrite && !editing ? (
        <div className={ui.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ id: null, draft: NEW_RAFFLE })}
          >
            {t('rewards.newRaffle')}
          </button>
        </div>
      ) : null}
      {editing ? (
        <RaffleForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.draft}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {raffles.isPending ? <Loading /> : null}
      {raffles.isError ? <ErrorMessage error={raffles.error} /> : null}
      {raffles.data ? (
        <>
          <DataTable columns={columns} rows={raffles.data.list} rowKey={(row) => row.id} />
          <Pager
            page={page}
            pageSize={raffles.data.pageSize}
            total={raffles.data.total}
            onChoose={setPage}
          />
        </>
      ) : null}
    </section>
  );
}

function RaffleForm({
  id,
  initial,
  onDone,
}: {
  id: string | null;
  initial: RaffleDraft;
  onDone: () => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: saveRaffle,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: rewardKeys.all });
      onDone();
    },
  });
  const problems = checked ? raffleSettingsProblems(fromDraft(draft)) : {};
  const change = (update: Partial<RaffleDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...update }));
  };
  const changePrize = (index: number, update: Partial<RaffleDraft['prizes'][number]>) =>
    change({
      prizes: draft.prizes.map((prize, at) => (at === index ? { ...prize, ...update } : prize)),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const settings = fromDraft(draft);
    if (Object.keys(raffleSettingsProblems(settings)).length === 0) save.mutate({ id, settings });
  };
  const problemHint = (field: string) => (problems[field] ? t('rewards.fixField') : undefined);

  return (
    <form className={`${ui.form} ${ui.card}`} onSubmit={submit} noValidate>
      <h2 className={ui.cardTitle}>{id ? t('rewards.editRaffle') : t('rewards.newRaffle')}</h2>
      <Field
        label={t('rewards.title')}
        value={draft.title}
        maxLength={RAFFLE_LIMITS.titleMax}
        hint={problemHint('title')}
        onValueChange={(title) => change({ title })}
      />
      <TextAreaField
        label={t('rewards.rules')}
        value={draft.rules}
        maxLength={RAFFLE_LIMITS.rulesMax}
        hint={problemHint('rules')}
        onValueChange={(rules) => change({ rules })}
      />
      <CheckField
        label={t('rewards.enabled')}
        checked={draft.enabled}
        onCheckedChange={(enabled) => change({ enabled })}
      />
      <Field
        label={t('rewards.startsAt')}
        type="datetime-local"
        value={draft.startsAt}
        hint={problemHint('startsAt')}
        onValueChange={(startsAt) => change({ startsAt })}
      />
      <Field
        label={t('rewards.endsAt')}
        type="datetime-local"
        value={draft.endsAt}
        hint={problemHint('endsAt')}
        onValueChange={(endsAt) => change({ endsAt })}
      />
      <SelectField
        label={t('rewards.metric')}
        value={draft.metric}
        options={RAFFLE_METRICS.map((metric) => ({
          value: metric,
          label: t(METRIC_LABELS[metric]),
        }))}
        onValueChange={(metric) => change({ metric: metric as RaffleMetric })}
      />
      <Field
        label={t('rewards.minimum')}
        inputMode="decimal"
        value={draft.minimum}
        hint={problemHint('minimum')}
        onValueChange={(minimum) => change({ minimum })}
      />
      <SelectField
        label={t('rewards.period')}
        value={draft.period}
        options={RAFFLE_PERIODS.map((period) => ({
          value: period,
          label: t(PERIOD_LABELS[period]),
        }))}
        onValueChange={(period) => change({ period: period as RafflePeriod })}
      />
      <Field
        label={t('rewards.drawsPerPeriod')}
        inputMode="numeric"
        value={draft.drawsPerPeriod}
        hint={problemHint('drawsPerPeriod')}
        onValueChange={(drawsPerPeriod) => change({ drawsPerPeriod })}
      />
      <fieldset className={ui.form}>
        <legend>{t('rewards.prizes')}</legend>
        {draft.prizes.map((prize, index) => (
          <div key={index} className={ui.toolbar}>
            <Field
              label={t('rewards.prizeLabel', { number: index + 1 })}
              value={prize.label}
              maxLength={RAFFLE_LIMITS.labelMax}
              onValueChange={(label) => changePrize(index, { label })}
            />
            <Field
              label={t('rewards.prizeAmount', { number: index + 1 })}
              inputMode="decimal"
              value={prize.amount}
              onValueChange={(amount) => changePrize(index, { amount })}
            />
            <Field
              label={t('rewards.prizeWeight', { number: index + 1 })}
              inputMode="numeric"
              value={prize.weight}
              onValueChange={(weight) => changePrize(index, { weight })}
            />
            {draft.prizes.length > 1 ? (
              <button
                type="button"
                className="button button--small"
                onClick={() => change({ prizes: draft.prizes.filter((_, at) => at !== index) })}
              >
                {t('rewards.removePrize', { number: index + 1 })}
              </button>
            ) : null}
          </div>
        ))}
        {problems.prizes ? (
          <p className={ui.error} role="alert">
            {t('rewards.fixPrizes', {
              max: RAFFLE_LIMITS.prizesMax,
              weightMax: RAFFLE_LIMITS.weightMax,
            })}
          </p>
        ) : null}
        {draft.prizes.length < RAFFLE_LIMITS.prizesMax ? (
          <div className={ui.actions}>
            <button
              type="button"
              className="button button--small"
              onClick={() =>
                change({ prizes: [...draft.prizes, { label: '', amount: '', weight: '1' }] })
              }
            >
              {t('rewards.addPrize')}
            </button>
          </div>
        ) : null}
      </fieldset>
      <Field
        label={t('rewards.multiplier')}
        inputMode="decimal"
        value={draft.turnoverMultiplier}
        hint={problemHint('turnoverMultiplier')}
        onValueChange={(turnoverMultiplier) => change({ turnoverMultiplier })}
      />
      <Field
        label={t('rewards.claimDays')}
        inputMode="numeric"
        value={draft.claimDays}
        hint={problemHint('claimDays')}
        onValueChange={(claimDays) => change({ claimDays })}
      />
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      <div className={ui.actions}>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('rewards.saveRaffle')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
