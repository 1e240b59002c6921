import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { TURNOVER_MULTIPLIER_MAX, type PaymentSettings } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { NumberFieldset } from '../../../ui/NumberFieldset';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { fetchPaymentSettings, savePaymentSettings, withdrawalKeys } from '../api';
import {
  draftProblems,
  fromDraft,
  toDraft,
  type PaymentSettingField,
  type PaymentSettingProblem,
  type PaymentSettingsDraft,
} from '../payment-settings-form';

const FIELD_LABELS = {
  depositTurnoverMultiplier: 'paymentSettings.fields.depositTurnoverMultiplier',
  depositExpiryMinutes: 'paymentSettings.fields.depositExpiryMinutes',
  'withdrawal.minAmount': 'paymentSettings.fields.withdrawalMinAmount',
  'withdrawal.maxAmount': 'paymentSettings.fields.withdrawalMaxAmount',
  'withdrawal.dailyCount': 'paymentSettings.fields.withdrawalDailyCount',
  'withdrawal.dailyAmount': 'paymentSettings.fields.withdrawalDailyAmount',
  'withdrawal.autoConfirmMinutes': 'paymentSettings.fields.withdrawalAutoConfirmMinutes',
  maxBankAccounts: 'paymentSettings.fields.maxBankAccounts',
  'uplineTransfer.minAmount': 'paymentSettings.fields.uplineMinAmount',
  'uplineTransfer.maxAmount': 'paymentSettings.fields.uplineMaxAmount',
  'uplineTransfer.dailyAmount': 'paymentSettings.fields.uplineDailyAmount',
} as const satisfies Record<PaymentSettingField, string>;

const PROBLEM_TEXTS = {
  multiplier: 'paymentSettings.problems.multiplier',
  wholeNumber: 'paymentSettings.problems.wholeNumber',
  amount: 'paymentSettings.problems.amount',
  minAboveMax: 'paymentSettings.problems.minAboveMax',
} as const satisfies Record<PaymentSettingProblem['kind'], string>;

/** The form's groups, each a card of fields. */
const GROUPS = [
  {
    title: 'paymentSettings.groups.deposits',
    fields: ['depositTurnoverMultiplier', 'depositExpiryMinutes'],
  },
  {
    title: 'paymentSettings.groups.withdrawals',
    fields: [
      'withdrawal.minAmount',
      'withdrawal.maxAmount',
      'withdrawal.dailyCount',
      'withdrawal.dailyAmount',
      'withdrawal.autoConfirmMinutes',
      'maxBankAccounts',
    ],
  },
  {
    title: 'paymentSettings.groups.uplineTransfers',
    fields: ['uplineTransfer.minAmount', 'uplineTransfer.maxAmount', 'uplineTransfer.dailyAmount'],
  },
] as const satisfies ReadonlyArray<{ title: string; fields: readonly PaymentSettingField[] }>;

/** The operator's payment settings; roles with payments.settings change them. */
export function PaymentSettingsPage() {
  const { t } = useConsoleTranslation();
  const settings = useQuery({
    queryKey: withdrawalKeys.settings,
    queryFn: ({ signal }) => fetchPaymentSettings(signal),
  });
  return (
    <section className={ui.page} aria-labelledby="payment-settings-title">
      <p className={ui.muted}>
        <Link to="/withdrawals">{t('withdrawals.back')}</Link>
      </p>
      <h1 id="payment-settings-title" className={ui.pageTitle}>
        {t('paymentSettings.title')}
      </h1>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? <ErrorMessage error={settings.error} /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </section>
  );
}

function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useConsoleTranslation();
  const canChange = useCan('payments.settings');
  const client = useQueryClient();
  const [draft, setDraft] = useState<PaymentSettingsDraft>(() => toDraft(settings));
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: savePaymentSettings,
    // The form goes on from what the server kept.
    onSuccess: (saved) => {
      setDraft(toDraft(saved));
      client.setQueryData(withdrawalKeys.settings, saved);
    },
  });
  const problems = checked ? draftProblems(draft) : {};

  const problemText = (problem: PaymentSettingProblem) =>
    t(PROBLEM_TEXTS[problem.kind], {
      min: problem.kind === 'wholeNumber' ? problem.min : 0,
      max: problem.kind === 'wholeNumber' ? problem.max : TURNOVER_MULTIPLIER_MAX,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    save.reset();
    if (Object.keys(draftProblems(draft)).length === 0) save.mutate(fromDraft(draft));
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      {GROUPS.map((group) => (
        <NumberFieldset
          key={group.title}
          legend={t(group.title)}
          disabled={!canChange}
          fields={group.fields}
          label={(field) => t(FIELD_LABELS[field])}
          value={(field) => draft[field]}
          problem={(field) => {
            const problem = problems[field];
            return problem && problemText(problem);
          }}
          onChange={(field, value) => {
            save.reset();
            setDraft((current) => ({ ...current, [field]: value }));
          }}
        />
      ))}
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? (
        <p className={ui.success} role="status">
          {t('paymentSettings.saved')}
        </p>
      ) : null}
      {canChange ? (
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('paymentSettings.save')}
          </button>
        </div>
      ) : (
        <p className={ui.muted}>{t('paymentSettings.readOnly')}</p>
      )}
    </form>
  );
}
