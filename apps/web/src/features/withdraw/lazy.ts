import { lazy } from 'react';

// The member centre's withdraw page, a chunk of its own.
export const WithdrawPage = lazy(() =>
  import('./components/WithdrawPage').then((module) => ({ default: module.WithdrawPage })),
);
