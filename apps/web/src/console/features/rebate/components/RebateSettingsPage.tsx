import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REBATE_MULTIPLIER_MAX,
  REBATE_PERCENT_MAX,
  REBATE_PERIODS,
  type ConsoleRebateSettingsView,
  type RebatePeriod,
} from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field, SelectField } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import { TableScroll } from '../../../ui/TableScroll';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { fetchRebateSettings, rebateKeys, saveRebateSettings } from '../api';
import { draftProblems, fromDraft, rateCell, toDraft, type RebateDraft } from '../rebate-form';

const PERIOD_LABELS = {
  DAILY: 'rebate.periods.DAILY',
  WEEKLY: 'rebate.periods.WEEKLY',
} as const satisfies Record<RebatePeriod, string>;

/** The manual rebate: on or off, period, bonus turnover and the percent of each rank and category. */
export function RebateSettingsPage() {
  const { t } = useConsoleTranslation();
  const view = useQuery({
    queryKey: rebateKeys.settings,
    queryFn: ({ signal }) => fetchRebateSettings(signal),
  });
  return (
    <section className={ui.page} aria-labelledby="rebate-settings-title">
      <h1 id="rebate-settings-title" className={ui.pageTitle}>
        {t('rebate.title')}
      </h1>
      <p className={ui.muted}>{t('rebate.intro')}</p>
      {view.isPending ? <Loading /> : null}
      {view.isError ? <ErrorMessage error={view.error} /> : null}
      {view.data ? <SettingsForm view={view.data} /> : null}
    </section>
  );
}

function SettingsForm({ view }: { view: ConsoleRebateSettingsView }) {
  const { t } = useConsoleTranslation();
  const canChange = useCan('payments.settings');
  const client = useQueryClient();
  const [draft, setDraft] = useState<RebateDraft>(() => toDraft(view.settings));
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: saveRebateSettings,
    // The form goes on from what the server kept.
    onSuccess: (saved) => {
      setDraft(toDraft(saved.settings));
      client.setQueryData(rebateKeys.settings, saved);
    },
  });
  const problems = checked ? draftProblems(draft) : new Set<string>();
  const change = (update: Partial<RebateDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...update }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    save.reset();
    if (draftProblems(draft).size === 0) save.mutate(fromDraft(draft));
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <div className={ui.card}>
        <CheckField
          label={t('rebate.enabled')}
          checked={draft.enabled}
          disabled={!canChange}
          onCheckedChange={(enabled) => change({ enabled })}
        />
        <SelectField
          label={t('rebate.period')}
          value={draft.period}
          disabled={!canChange}
          options={REBATE_PERIODS.map((period) => ({
            value: period,
            label: t(PERIOD_LABELS[period]),
          }))}
          onValueChange={(period) => change({ period: period as RebatePeriod })}
        />
        <Field
          label={t('rebate.turnoverMultiplier')}
          inputMode="decimal"
          value={draft.turnoverMultiplier}
          disabled={!canChange}
          aria-invalid={problems.has('turnoverMultiplier')}
          hint={
            problems.has('turnoverMultiplier')
              ? t('rebate.problems.multiplier', { max: REBATE_MULTIPLIER_MAX })
              : undefined
          }
          onValueChange={(turnoverMultiplier) => change({ turnoverMultiplier })}
        />
      </div>
      <TableScroll label={t('rebate.rates')}>
        <table className={ui.table} aria-label={t('rebate.rates')}>
          <caption className={ui.muted}>
            {t('rebate.ratesHint', { max: REBATE_PERCENT_MAX })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('rebate.rank')}</th>
              {view.categories.map((category) => (
                <th key={category} scope="col">
                  {category}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.ranks.map((rank) => (
              <tr key={rank.rankLevel}>
                <th scope="row">{`${rank.rankLevel} · ${rank.labelName}`}</th>
                {view.categories.map((category) => {
                  const cell = rateCell(rank.rankLevel, category);
                  return (
                    <td key={category}>
                      <input
                        className={ui.input}
                        inputMode="decimal"
                        size={5}
                        aria-label={t('rebate.rateOf', { rank: rank.labelName, category })}
                        aria-invalid={problems.has(cell)}
                        disabled={!canChange}
                        value={draft.rates[cell] ?? ''}
                        onChange={(event) =>
                          change({ rates: { ...draft.rates, [cell]: event.target.value } })
                        }
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {problems.size > 0 ? (
        <p className={ui.error} role="alert">
          {t('rebate.problems.cells', { max: REBATE_PERCENT_MAX })}
        </p>
      ) : null}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? (
        <p className={ui.success} role="status">
          {t('rebate.saved')}
        </p>
      ) : null}
      {canChange ? (
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('rebate.save')}
          </button>
        </div>
      ) : (
        <p className={ui.muted}>{t('rebate.readOnly')}</p>
      )}
    </form>
  );
}
