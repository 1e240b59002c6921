export { MemberReferral } from './components/MemberReferral';
export { ReferralSettingsPage } from './components/ReferralSettingsPage';
