export { OpenAlertsBadge } from './components/OpenAlertsBadge';
export { ReconciliationAlertsPage } from './components/ReconciliationAlertsPage';
export { ReconciliationPage } from './components/ReconciliationPage';
