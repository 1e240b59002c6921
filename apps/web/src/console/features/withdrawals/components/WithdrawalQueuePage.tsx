import { MoneyQueuePage } from '../../money-queue';
import { withdrawalQueue } from '../withdrawal-queue';

/** The withdrawal queue: filtered in the address, with the totals of every matching row. */
export function WithdrawalQueuePage() {
  return <MoneyQueuePage definition={withdrawalQueue} />;
}
