export { ProtectionLayout } from './components/ProtectionLayout';
export { ProtectionMembersPage } from './components/ProtectionMembersPage';
export { ProtectionSettingsPage } from './components/ProtectionSettingsPage';
