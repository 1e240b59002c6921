export { isBalanceMessage } from './balance-message';
export { ProviderClient } from './components/ProviderClient';
