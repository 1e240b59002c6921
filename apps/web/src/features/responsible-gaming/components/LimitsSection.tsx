import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CURRENCY_SYMBOL,
  PROTECTION_COOLING_OFF_HOURS,
  SESSION_LIMIT_MINUTES,
  type PlayerLimitKind,
  type PlayerLimitView,
  type ProtectionOverview,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { FormMessage, TextField } from '../../../ui/Form';
import { useSiteInfo } from '../../system';
import { useMoneyFormat } from '../../wallet';
import { protectionKeys, setLimit } from '../api';
import {
  LIMIT_GROUPS,
  limitDraftProblem,
  limitLeft,
  limitOf,
  limitOutcome,
  type LimitGroupType,
  type LimitOutcome,
} from '../protection';
import styles from './ResponsibleGaming.module.css';

const GROUP_TITLES = {
  DEPOSIT: 'responsibleGaming.limits.groups.DEPOSIT',
  LOSS: 'responsibleGaming.limits.groups.LOSS',
  WAGER: 'responsibleGaming.limits.groups.WAGER',
  SESSION: 'responsibleGaming.limits.groups.SESSION',
} as const satisfies Record<LimitGroupType, string>;

// Only the limits whose name does not say what they count.
const GROUP_HINTS = {
  LOSS: 'responsibleGaming.limits.hints.LOSS',
  SESSION: 'responsibleGaming.limits.hints.SESSION',
} as const satisfies Partial<Record<LimitGroupType, string>>;

const LIMIT_LABELS = {
  DEPOSIT_DAY: 'responsibleGaming.limits.kinds.DEPOSIT_DAY',
  DEPOSIT_WEEK: 'responsibleGaming.limits.kinds.DEPOSIT_WEEK',
  DEPOSIT_MONTH: 'responsibleGaming.limits.kinds.DEPOSIT_MONTH',
  LOSS_DAY: 'responsibleGaming.limits.kinds.LOSS_DAY',
  LOSS_WEEK: 'responsibleGaming.limits.kinds.LOSS_WEEK',
  LOSS_MONTH: 'responsibleGaming.limits.kinds.LOSS_MONTH',
  WAGER_DAY: 'responsibleGaming.limits.kinds.WAGER_DAY',
  WAGER_WEEK: 'responsibleGaming.limits.kinds.WAGER_WEEK',
  WAGER_MONTH: 'responsibleGaming.limits.kinds.WAGER_MONTH',
  SESSION_MINUTES: 'responsibleGaming.limits.kinds.SESSION_MINUTES',
} as const satisfies Record<PlayerLimitKind, string>;

/** Deposit, loss and wager limits per day, week and month, and the session limit. */
export function LimitsSection({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation('responsibleGaming');
  return (
    <section className={styles.section} aria-labelledby="rg-limits">
      <h2 id="rg-limits">{t('responsibleGaming.limits.title')}</h2>
      <p className={styles.note}>
        {t('responsibleGaming.limits.rule', { hours: overview.coolingOffHours })}
      </p>
      <div className={styles.groups}>
        {LIMIT_GROUPS.map((group) => (
          <section
            key={group.type}
            className={styles.group}
            aria-labelledby={`rg-limits-${group.type}`}
          >
            <h3 id={`rg-limits-${group.type}`}>{t(GROUP_TITLES[group.type])}</h3>
            {group.type in GROUP_HINTS && (
              <p className={styles.note}>
                {t(GROUP_HINTS[group.type as keyof typeof GROUP_HINTS])}
              </p>
            )}
            {group.kinds.map((kind) => (
              <LimitForm key={kind} kind={kind} limit={limitOf(overview, kind)} />
            ))}
          </section>
        ))}
      </div>
    </section>
  );
}

/** One limit: what is in force, what this period used, a change waiting, and its form. */
function LimitForm({ kind, limit }: { kind: PlayerLimitKind; limit: PlayerLimitView | null }) {
  const { t } = useTranslation('responsibleGaming');
  const { t: siteT } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const symbol = useSiteInfo()?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const minutes = kind === 'SESSION_MINUTES';
  const show = (value: string) =>
    minutes ? t('responsibleGaming.limits.minutes', { minutes: Number(value) }) : money(value);
  const label = t(LIMIT_LABELS[kind]);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<LimitOutcome | null>(null);
  const save = useMutation({
    mutationFn: (next: string | null) => setLimit({ kind, value: next }),
    onSuccess: (answer) => {
      queryClient.setQueryData(protectionKeys.overview, answer);
      setOutcome(limitOutcome(answer, kind));
      setValue('');
    },
    onError: (failure) => setError(fieldErrorsOf(failure).value ?? null),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = limitDraftProblem(kind, value);
    setError(
      problem === 'minutes'
        ? t('responsibleGaming.minutesProblem', SESSION_LIMIT_MINUTES)
        : problem === 'amount'
          ? t('responsibleGaming.limits.amountProblem')
          : null,
    );
    setOutcome(null);
    if (!problem) save.mutate(value.trim());
  };
  const remove = () => {
    setError(null);
    setOutcome(null);
    save.mutate(null);
  };
  const left = limit ? limitLeft(limit) : null;

  return (
    <form className={styles.limit} onSubmit={submit} noValidate aria-label={label}>
      <p className={styles.status}>
        {limit?.value
          ? t('responsibleGaming.limits.current', { value: show(limit.value) })
          : t('responsibleGaming.limits.none')}
      </p>
      {limit?.used && left && (
        <p>{t('responsibleGaming.limits.used', { used: money(limit.used), left: money(left) })}</p>
      )}
      {limit?.pending && (
        <p className={styles.pending}>
          {limit.pending.value === null
            ? t('responsibleGaming.limits.pendingRemoval', {
                time: formatDateTime(limit.pending.from),
              })
            : t('responsibleGaming.limits.pendingValue', {
                value: show(limit.pending.value),
                time: formatDateTime(limit.pending.from),
              })}
        </p>
      )}
      <TextField
        label={
          minutes
            ? t('responsibleGaming.limits.newMinutes')
            : t('responsibleGaming.limits.newAmount', { symbol })
        }
        value={value}
        onValueChange={setValue}
        inputMode={minutes ? 'numeric' : 'decimal'}
        error={error}
      />
      {save.isError && !fieldErrorsOf(save.error).value && (
        <FormMessage>{errorText(siteT, save.error)}</FormMessage>
      )}
      {outcome && outcome.kind !== 'unchanged' && (
        <FormMessage tone="success">
          {outcome.kind === 'inForce'
            ? t('responsibleGaming.limits.savedNow')
            : t('responsibleGaming.limits.savedLater', {
                hours: PROTECTION_COOLING_OFF_HOURS,
                time: formatDateTime(outcome.from),
              })}
        </FormMessage>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className="button button--primary button--small"
          disabled={save.isPending}
        >
          {t('responsibleGaming.limits.save')}
        </button>
        {limit?.value && limit.pending?.value !== null && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={remove}
            disabled={save.isPending}
          >
            {t('responsibleGaming.limits.remove')}
          </button>
        )}
      </div>
    </form>
  );
}
