import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAccessDialog, openAccessDialog } from '../features/session/access-dialogs';
import { useSession } from '../features/session/hooks/useSession';
import { PlaceholderPage } from '../features/shell/components/PlaceholderPage';

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
