import { lazy } from 'react';

// The shell's dialog host opens these; each is its own chunk, which the home page downloads only
// when that dialog opens.
export const ChangePasswordDialog = lazy(() =>
  import('./components/ChangePasswordDialog').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);
export const ForgotPasswordDialog = lazy(() =>
  import('./components/ForgotPasswordDialog').then((module) => ({
    default: module.ForgotPasswordDialog,
  })),
);
