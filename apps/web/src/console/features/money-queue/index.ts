export { MemberMoneyList } from './components/MemberMoneyList';
export { MoneyQueuePage } from './components/MoneyQueuePage';
export type {
  ExtraFilterProps,
  MemberFilter,
  MoneyQueueDefinition,
} from './money-queue-definition';
export { queueFiltersOf } from './queue-filters';
