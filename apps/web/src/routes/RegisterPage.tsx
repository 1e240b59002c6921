import { useEffect } from 'react';
import { HomeContent } from '../features/home';
import { closeAccessDialog, openAccessDialog } from '../features/session';

/** /register, /register.html: the home page with the registration modal open. */
export function RegisterPage() {
  useEffect(() => {
    openAccessDialog('registerModal');
    return () => closeAccessDialog('registerModal');
  }, []);
  return <HomeContent />;
}
