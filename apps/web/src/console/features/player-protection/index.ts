export { ProtectionLayout } from './components/ProtectionLayout';
export { ProtectionMemberPage } from './components/ProtectionMemberPage';
export { ProtectionMembersPage } from './components/ProtectionMembersPage';
export { ProtectionSettingsPage } from './components/ProtectionSettingsPage';
export { IDENTITY_LABELS } from './components/ProtectionBadges';
