export {
  type AccessDialogState,
  closeAccessDialog,
  openAccessDialog,
  useAccessDialog,
} from './access-dialogs';
export { logout, memberKeys } from './api';
export { FreePlayButton } from './components/FreePlayButton';
export { TopBarLoginForm } from './components/TopBarLoginForm';
export { UserArea } from './components/UserArea';
export { UsernameField } from './components/UsernameField';
export { guardVerdict, useActionGuard } from './hooks/useActionGuard';
export { endSession, loadLoginInfo, useMemberInfo } from './hooks/useMemberInfo';
export { useSession } from './hooks/useSession';
export { LoginDialog } from './lazy';
export { completeLogin } from './login-flow';
export { handleSessionError } from './session-errors';
export { isAgentSession, isDemoSession, sessionStore } from './session-store';
export { announceLogout, connectTabs, joinBrowserSession } from './tab-session';
