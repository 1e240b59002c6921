import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '../features/shell';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('shell.notFound.title')} description={t('shell.notFound.text')}>
      <Link to="/" className="button button--primary">
        {t('shell.notFound.backHome')}
      </Link>
    </PlaceholderPage>
  );
}
