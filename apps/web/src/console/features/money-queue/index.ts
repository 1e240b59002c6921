export { ActionError, AskButton, ConfirmAction, NoteForm } from './components/ActionPieces';
export { MemberMoneyList } from './components/MemberMoneyList';
export { MoneyDetailPage } from './components/MoneyDetailPage';
export { MoneyQueuePage } from './components/MoneyQueuePage';
export { ProofImages } from './components/ProofImages';
export type {
  ExtraFilterProps,
  MemberFilter,
  MoneyQueueDefinition,
} from './money-queue-definition';
export { queueFiltersOf } from './queue-filters';
export { useMoneyAction } from './hooks/useMoneyAction';
