import { lazy } from 'react';

// The shell's dialog host opens it; its own chunk, which the home page downloads only when the
// dialog opens.
export const RegisterDialog = lazy(() =>
  import('./components/RegisterDialog').then((module) => ({ default: module.RegisterDialog })),
);
