export { BonusesPage } from './components/BonusesPage';
export { IssuedRewardsPage } from './components/IssuedRewardsPage';
export { MemberRewards } from './components/MemberRewards';
export { RafflesPage } from './components/RafflesPage';
export { RewardsLayout } from './components/RewardsLayout';
