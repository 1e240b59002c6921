import { MemberMoneyList } from '../../money-queue';
import { depositQueue } from '../deposit-queue';

/** A member's deposits on the member's page, for roles with payments.read. */
export function MemberDeposits({ memberId }: { memberId: number }) {
  return <MemberMoneyList definition={depositQueue} memberId={memberId} />;
}
