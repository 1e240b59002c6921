import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell';

/** /fbsports (header only) */
export function FbSportsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('games.fbSportsTitle')} />;
}
