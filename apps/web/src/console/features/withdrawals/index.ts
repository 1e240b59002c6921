export { MemberBankAccounts } from './components/MemberBankAccounts';
export { MemberWithdrawals } from './components/MemberWithdrawals';
export { PaymentSettingsPage } from './components/PaymentSettingsPage';
export { WithdrawalDetailPage } from './components/WithdrawalDetailPage';
export { WithdrawalQueuePage } from './components/WithdrawalQueuePage';
