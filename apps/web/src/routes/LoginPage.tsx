import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccessDialog, openAccessDialog, useSession } from '../features/session';
import { PlaceholderPage } from '../features/shell';

/** /login: target of the operator's route guard; opens the login modal for a visitor. */
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = useSession();

  useEffect(() => {
    if (token) return;
    openAccessDialog('loginPopupModal');
    return () => closeAccessDialog('loginPopupModal');
  }, [token]);

  return <PlaceholderPage title={t('login.title')} description={t('login.pageText')} />;
}
