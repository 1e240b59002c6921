import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { centresOffered, PASSWORD_RECOVERY_QUERY } from '@wps/shared-types';
import { ChatRoomDialog } from '../../chat';
import { ChangePasswordDialog, ForgotPasswordDialog } from '../../password';
import { RegisterDialog } from '../../register';
import {
  closeAccessDialog,
  LoginDialog,
  openAccessDialog,
  sessionStore,
  useAccessDialog,
  useSession,
} from '../../session';
import { useSiteInfo } from '../../system';
import { SliderDialog, useSliderPending } from '../../verification';

// Each dialog is its own chunk (the features export them lazily): the home page downloads none of
// them until one opens.
const SessionDialogs = lazy(() =>
  import('./SessionDialogs').then((module) => ({ default: module.SessionDialogs })),
);

const SESSION_DIALOGS = new Set(['needTrueAccount', 'signOut', 'memberCentre', 'agentCentre']);

/** Routes that exist only to open a dialog over the home page; closing it goes to /. */
const DIALOG_ROUTES = new Set(['/login', '/register', '/register.html']);

/** Renders the open access dialog (spec 1 §2 modals) and the slider when a call waits for it. */
export function AccessDialogs() {
  const dialog = useAccessDialog();
  const session = useSession();
  const sliderPending = useSliderPending();
  const info = useSiteInfo();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const recoveryToken = searchParams.get(PASSWORD_RECOVERY_QUERY);
  const merchantCode = info?.merchantCode;

  // A recovery e-mail's link: the dialog asks for the new password; the token leaves the address
  // bar (and the history) at once.
  useEffect(() => {
    if (!recoveryToken) return;
    openAccessDialog('forgetPassModal', { recoveryToken });
    setSearchParams(
      (params) => {
        params.delete(PASSWORD_RECOVERY_QUERY);
        return params;
      },
      { replace: true },
    );
  }, [recoveryToken, setSearchParams]);

  // spec 1 §3: merchant and platform live in the session storage (and return after logout).
  useEffect(() => {
    if (merchantCode) sessionStore.setMerchant(merchantCode);
  }, [merchantCode]);

  const close = () => {
    closeAccessDialog();
    if (DIALOG_ROUTES.has(pathname)) void navigate('/', { replace: true });
  };
  // Spec 1 §4: registration, a phone reset, free play and a password change end on /.
  const finish = () => {
    closeAccessDialog();
    void navigate('/', { replace: DIALOG_ROUTES.has(pathname) });
  };
  // Only the login dialog closes: the agent page may have opened the agent centre meanwhile.
  const afterLogin = () => {
    closeAccessDialog('loginPopupModal');
    if (DIALOG_ROUTES.has(pathname)) void navigate('/', { replace: true });
  };

  // A session that must change its password gets the dialog back after a reload too.
  const forcedChange = Boolean(session.token && session.passwordChangeRequired);
  const name = dialog?.name;
  // A centre opens only while the operator's tree offers it (and once the tree has loaded).
  const centres = centresOffered(info?.modules ?? []);
  const centreClosed =
    (name === 'memberCentre' && !centres.memberCentre) ||
    (name === 'agentCentre' && !centres.agentCentre);

  return (
    <Suspense fallback={null}>
      {name === 'loginPopupModal' && (
        <LoginDialog
          handoff={dialog?.login}
          agentLogin={dialog?.agentLogin}
          onClose={close}
          onLoggedIn={afterLogin}
          onFreePlay={finish}
        />
      )}
      {name === 'registerModal' && <RegisterDialog onClose={close} onRegistered={finish} />}
      {name === 'forgetPassModal' && (
        <ForgotPasswordDialog
          recoveryToken={dialog?.recoveryToken}
          onClose={close}
          onLoggedIn={finish}
        />
      )}
      {(name === 'changePassModal' || forcedChange) && name !== 'signOut' && (
        <ChangePasswordDialog
          forced={forcedChange}
          knownPassword={dialog?.knownPassword}
          onClose={close}
          onChanged={finish}
        />
      )}
      {dialog && SESSION_DIALOGS.has(dialog.name) && !centreClosed && (
        <SessionDialogs
          dialog={dialog}
          onClose={close}
          onSignedOut={() => {
            closeAccessDialog();
            void navigate('/');
          }}
        />
      )}
      {name === 'chatRoom' && <ChatRoomDialog onClose={close} />}
      {sliderPending && <SliderDialog />}
    </Suspense>
  );
}
