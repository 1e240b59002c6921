import { lazy } from 'react';

// The member centre's depositv2 page, a chunk of its own.
export const DepositPage = lazy(() =>
  import('./components/DepositPage').then((module) => ({ default: module.DepositPage })),
);
