import { lazy } from 'react';

// The member centre's rewardCenter and bonusDetails pages, each a chunk of its own.
export const RewardCenterPage = lazy(() =>
  import('./components/RewardCenterPage').then((module) => ({
    default: module.RewardCenterPage,
  })),
);

export const BonusDetailsPage = lazy(() =>
  import('./components/BonusDetailsPage').then((module) => ({
    default: module.BonusDetailsPage,
  })),
);
