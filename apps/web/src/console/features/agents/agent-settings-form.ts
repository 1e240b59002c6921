import { agentSettingsProblems, isPositiveAmount, type AgentSettings } from '@wps/shared-types';

/** The switches of the form, by their path in AgentSettings, in the order shown. */
export const AGENT_SETTING_SWITCHES = [
  'enabled',
  'features.dividend',
  'features.dailyWages',
  'features.hourlySalary',
  'features.realTimeSalary',
  'showDownlineBalance',
  'agentsMayLockLogin',
  'agentsMayOpenAccounts',
  'figures.deposits',
  'figures.withdrawals',
  'figures.profitLoss',
] as const;
export type AgentSettingSwitch = (typeof AGENT_SETTING_SWITCHES)[number];

export const AGENT_TRANSFER_FIELDS = ['minAmount', 'maxAmount', 'dailyAmount'] as const;
export type AgentTransferField = (typeof AGENT_TRANSFER_FIELDS)[number];

/** Why a transfer limit is refused: not an amount, or out of order (min ≤ max ≤ daily). */
export type AgentTransferProblem = 'amount' | 'order';

export function switchOf(settings: AgentSettings, path: AgentSettingSwitch): boolean {
  const [group, key] = path.split('.') as [string, string | undefined];
  const value: unknown = key
    ? (settings[group as keyof AgentSettings] as Record<string, unknown>)[key]
    : settings[group as keyof AgentSettings];
  return value === true;
}

export function withSwitch(
  settings: AgentSettings,
  path: AgentSettingSwitch,
  on: boolean,
): AgentSettings {
  const [group, key] = path.split('.') as [keyof AgentSettings, string | undefined];
  if (!key) return { ...settings, [group]: on };
  return { ...settings, [group]: { ...(settings[group] as object), [key]: on } };
}

/** The settings to send: the limits as typed, without spaces. */
export function trimmed(settings: AgentSettings): AgentSettings {
  const limits = settings.downlineTransfer;
  return {
    ...settings,
    downlineTransfer: {
      minAmount: limits.minAmount.trim(),
      maxAmount: limits.maxAmount.trim(),
      dailyAmount: limits.dailyAmount.trim(),
    },
  };
}

/** The shared rules' verdict on the transfer limits, by field. */
export function transferProblems(
  settings: AgentSettings,
): Partial<Record<AgentTransferField, AgentTransferProblem>> {
  const sent = trimmed(settings);
  const problems: Partial<Record<AgentTransferField, AgentTransferProblem>> = {};
  for (const path of Object.keys(agentSettingsProblems(sent))) {
    const field = path.replace('downlineTransfer.', '') as AgentTransferField;
    if (!AGENT_TRANSFER_FIELDS.includes(field)) continue;
    problems[field] = isPositiveAmount(sent.downlineTransfer[field]) ? 'order' : 'amount';
  }
  return problems;
}
