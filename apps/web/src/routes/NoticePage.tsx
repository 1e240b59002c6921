import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

/** /noticePage: announcements, 9 per page, with a detail pane. */
export function NoticePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('notice.title')} />;
}
