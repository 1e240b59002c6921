import { lazy } from 'react';

// The member centre's transferUpline page, a chunk of its own.
export const TransferUplinePage = lazy(() =>
  import('./components/TransferUplinePage').then((module) => ({
    default: module.TransferUplinePage,
  })),
);
