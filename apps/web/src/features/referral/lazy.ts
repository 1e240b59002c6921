import { lazy } from 'react';

// The member centre's referral page, a chunk of its own.
export const ReferralPage = lazy(() =>
  import('./components/ReferralPage').then((module) => ({ default: module.ReferralPage })),
);
