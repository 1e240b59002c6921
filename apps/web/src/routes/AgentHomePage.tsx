import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell';

/** /agentHome: the agent's page after login */
export function AgentHomePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('agent.homeTitle')} />;
}
