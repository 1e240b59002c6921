import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell';

/** /elott */
export function ElottPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('lottery.elottTitle')} />;
}
