export { RebateSettingsPage } from './components/RebateSettingsPage';
