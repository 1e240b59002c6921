import type { ConsoleWithdrawalRow } from '@wps/shared-types';

export type WithdrawalStep =
  | 'requested'
  | 'approved'
  | 'rejected'
  | 'paid'
  | 'confirmed'
  | 'autoConfirmed'
  | 'disputed'
  | 'resolved';

export interface WithdrawalEvent {
  step: WithdrawalStep;
  at: string;
  /** The operator, or null for the member and the automatic confirmation. */
  by: string | null;
  /** The reason, the payout reference, the member's remark or the operator's note. */
  note: string | null;
}

/**
 * A withdrawal's state history, oldest first, read from the times the row keeps. A rejection
 * after an approval replaces the decision's time and name, so only the rejection shows here;
 * the audit trail keeps both.
 */
export function withdrawalHistory(row: ConsoleWithdrawalRow): WithdrawalEvent[] {
  const events: WithdrawalEvent[] = [
    { step: 'requested', at: row.createdAt, by: null, note: null },
  ];
  if (row.decidedAt) {
    const rejected = row.status === 'REJECTED';
    events.push({
      step: rejected ? 'rejected' : 'approved',
      at: row.decidedAt,
      by: row.decidedBy,
      note: rejected ? row.rejectReason : null,
    });
  }
  if (row.paidAt) {
    events.push({ step: 'paid', at: row.paidAt, by: row.paidBy, note: row.payoutReference });
  }
  if (row.answeredAt) {
    const disputed = row.status === 'DISPUTED' || row.status === 'RESOLVED';
    events.push({
      step: disputed ? 'disputed' : row.autoConfirmed ? 'autoConfirmed' : 'confirmed',
      at: row.answeredAt,
      by: null,
      note: disputed ? row.disputeRemark : null,
    });
  }
  if (row.resolvedAt) {
    events.push({
      step: 'resolved',
      at: row.resolvedAt,
      by: row.resolvedBy,
      note: row.resolutionNote,
    });
  }
  return events;
}
