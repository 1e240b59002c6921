export { ChangePasswordPage } from './components/ChangePasswordPage';
export { SignInPage } from './components/SignInPage';
export { useSignOut } from './hooks/useSession';
export { handleSessionError, operatorQuery } from './api';
export { OperatorProvider, useCan, useOperator } from './operator-context';
