import { MemberMoneyList } from '../../money-queue';
import { withdrawalQueue } from '../withdrawal-queue';

/** A member's withdrawals on the member's page, for roles with payments.read. */
export function MemberWithdrawals({ memberId }: { memberId: number }) {
  return <MemberMoneyList definition={withdrawalQueue} memberId={memberId} />;
}
