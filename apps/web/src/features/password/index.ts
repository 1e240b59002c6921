export { ChangePasswordDialog, ForgotPasswordDialog } from './lazy';
