import { useEffect } from 'react';
import { HomeContent } from '../features/home/components/HomeContent';
import { closeAccessDialog, openAccessDialog } from '../features/session/access-dialogs';

/** /register, /register.html: the home page with the registration modal open. */
export function RegisterPage() {
  useEffect(() => {
    openAccessDialog('registerModal');
    return () => closeAccessDialog('registerModal');
  }, []);
  return <HomeContent />;
}
