export { VipRanks } from './components/VipRanks';
