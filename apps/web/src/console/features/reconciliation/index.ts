export { ReconciliationPage } from './components/ReconciliationPage';
