// The pages are exported lazily (lazy.ts): the member centre loads each as its own chunk.
export { BonusDetailsPage, RewardCenterPage } from './lazy';
export { useRewardCount } from './hooks/useRewardCount';
