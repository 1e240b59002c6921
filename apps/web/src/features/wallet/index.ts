export { fetchConsolidatedFunds, fetchMerchantWallet, transferFunds, walletKeys } from './api';
export { HeaderBalance } from './components/HeaderBalance';
export { useMoneyFormat } from './hooks/useMoneyFormat';
export { useWalletTransfer } from './hooks/useWalletTransfer';
export { useGameWalletReturn } from './hooks/useGameWalletReturn';
