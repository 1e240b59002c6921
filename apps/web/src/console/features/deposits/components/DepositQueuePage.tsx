import { MoneyQueuePage } from '../../money-queue';
import { depositQueue } from '../deposit-queue';

/** The deposit queue: pending first by default, filtered in the address, with the totals. */
export function DepositQueuePage() {
  return <MoneyQueuePage definition={depositQueue} />;
}
