export { OperatorsPage } from './components/OperatorsPage';
