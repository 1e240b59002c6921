import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /join: agent joining */
export function JoinPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('agent.joinTitle')} />;
}
