import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentSettings } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField } from '../../../ui/Field';
import { NumberFieldset } from '../../../ui/NumberFieldset';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import {
  AGENT_SETTING_SWITCHES,
  AGENT_TRANSFER_FIELDS,
  switchOf,
  transferProblems,
  trimmed,
  withSwitch,
  type AgentSettingSwitch,
  type AgentTransferField,
} from '../agent-settings-form';
import { agentKeys, fetchAgentSettings, saveAgentSettings } from '../api';

const SWITCH_LABELS = {
  enabled: 'agents.settings.enabled',
  'features.dividend': 'agents.settings.dividend',
  'features.dailyWages': 'agents.settings.dailyWages',
  'features.hourlySalary': 'agents.settings.hourlySalary',
  'features.realTimeSalary': 'agents.settings.realTimeSalary',
  showDownlineBalance: 'agents.settings.showDownlineBalance',
  agentsMayLockLogin: 'agents.settings.agentsMayLockLogin',
  agentsMayOpenAccounts: 'agents.settings.agentsMayOpenAccounts',
  'figures.deposits': 'agents.settings.figureDeposits',
  'figures.withdrawals': 'agents.settings.figureWithdrawals',
  'figures.profitLoss': 'agents.settings.figureProfitLoss',
} as const satisfies Record<AgentSettingSwitch, string>;

const TRANSFER_LABELS = {
  minAmount: 'agents.settings.minAmount',
  maxAmount: 'agents.settings.maxAmount',
  dailyAmount: 'agents.settings.dailyAmount',
} as const satisfies Record<AgentTransferField, string>;

/** The operator's agent settings; roles with agents.write change them. */
export function AgentSettingsPage() {
  const { t } = useConsoleTranslation();
  const settings = useQuery({
    queryKey: agentKeys.settings,
    queryFn: ({ signal }) => fetchAgentSettings(signal),
  });
  return (
    <section aria-labelledby="agent-settings-title">
      <h1 id="agent-settings-title" className={ui.pageTitle}>
        {t('agents.settings.title')}
      </h1>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? <ErrorMessage error={settings.error} /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </section>
  );
}

function SettingsForm({ settings }: { settings: AgentSettings }) {
  const { t } = useConsoleTranslation();
  const canChange = useCan('agents.write');
  const client = useQueryClient();
  const [draft, setDraft] = useState(settings);
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: saveAgentSettings,
    onSuccess: (saved) => {
      setDraft(saved);
      client.setQueryData(agentKeys.settings, saved);
    },
  });
  const problems = checked ? transferProblems(draft) : {};
  const change = (next: AgentSettings) => {
    save.reset();
    setDraft(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    save.reset();
    if (Object.keys(transferProblems(draft)).length === 0) save.mutate(trimmed(draft));
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <fieldset className={ui.card} disabled={!canChange}>
        <legend className={ui.cardTitle}>{t('agents.settings.switches')}</legend>
        {AGENT_SETTING_SWITCHES.map((path) => (
          <CheckField
            key={path}
            label={t(SWITCH_LABELS[path])}
            checked={switchOf(draft, path)}
            onCheckedChange={(on) => change(withSwitch(draft, path, on))}
          />
        ))}
      </fieldset>
      <NumberFieldset
        legend={t('agents.settings.downlineTransfer')}
        disabled={!canChange}
        fields={AGENT_TRANSFER_FIELDS}
        label={(field) => t(TRANSFER_LABELS[field])}
        value={(field) => draft.downlineTransfer[field]}
        problem={(field) => {
          const problem = problems[field];
          if (!problem) return undefined;
          return t(problem === 'amount' ? 'agents.settings.amount' : 'agents.settings.order');
        }}
        onChange={(field, value) =>
          change({ ...draft, downlineTransfer: { ...draft.downlineTransfer, [field]: value } })
        }
      />
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? (
        <p className={ui.success} role="status">
          {t('agents.settings.saved')}
        </p>
      ) : null}
      {canChange ? (
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('agents.settings.save')}
          </button>
        </div>
      ) : (
        <p className={ui.muted}>{t('agents.settings.readOnly')}</p>
      )}
    </form>
  );
}
