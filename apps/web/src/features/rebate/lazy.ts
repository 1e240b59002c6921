import { lazy } from 'react';

// The member centre's manualRebate page, a chunk of its own.
export const ManualRebatePage = lazy(() =>
  import('./components/ManualRebatePage').then((module) => ({
    default: module.ManualRebatePage,
  })),
);
