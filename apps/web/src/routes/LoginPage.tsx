import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /login: target of the operator's route guard */
export function LoginPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('login.title')} />;
}
