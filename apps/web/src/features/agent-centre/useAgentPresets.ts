import { useTranslation } from 'react-i18next';
import type { PresetChoice } from '../member-centre';

/** The reports' periods (spec 2 §2): today, yesterday, past 7 and 30 days, this month. */
export function useAgentPresets(): PresetChoice[] {
  const { t } = useTranslation();
  const { t: agentT } = useTranslation('agentCentre');
  return [
    { preset: 'today', label: t('records.presets.today') },
    { preset: 'yesterday', label: agentT('agentCentre.presets.yesterday') },
    { preset: 'past7', label: t('records.presets.past7') },
    { preset: 'past30', label: t('records.presets.past30') },
    { preset: 'thisMonth', label: agentT('agentCentre.presets.thisMonth') },
  ];
}
