export { DepositChannelsPage } from './components/DepositChannelsPage';
export { DepositDetailPage } from './components/DepositDetailPage';
export { DepositQueuePage } from './components/DepositQueuePage';
export { MemberDeposits } from './components/MemberDeposits';
