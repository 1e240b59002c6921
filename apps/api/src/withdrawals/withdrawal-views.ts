import {
  HELD_WITHDRAWAL_STATUSES,
  isOneOf,
  maskAccountNumber,
  WITHDRAWAL_REJECT_CATEGORIES,
  type WithdrawalRejectCategory,
  type ConsoleWithdrawalRow as ConsoleWithdrawalView,
  type FourEyesApprovalView,
  type ProofImageType,
  type WithdrawalImageView,
  type WithdrawalView,
} from '@wps/shared-types';
import type { ConsoleWithdrawalRow, WithdrawalRow } from './withdrawals.repository.js';

/** The states after the payout: the amount reached (or is said to have reached) the bank. */
const PAID_OUT = new Set(['PAID', 'CONFIRMED', 'DISPUTED', 'RESOLVED']);
const iso = (date: Date | null) => date?.toISOString() ?? null;
const category = (row: WithdrawalRow): WithdrawalRejectCategory | null =>
  isOneOf(WITHDRAWAL_REJECT_CATEGORIES, row.rejectCategory) ? row.rejectCategory : null;

function images(row: WithdrawalRow): WithdrawalImageView[] {
  return row.images.map((image) => ({
    position: image.position,
    kind: image.kind,
    mimeType: image.mimeType as ProofImageType,
  }));
}

/** A withdrawal as its member sees it (the account number masked). */
export function memberView(row: WithdrawalRow): WithdrawalView {
  const amount = row.amount.toFixed(2);
  return {
    id: row.id,
    amount,
    status: row.status,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    createdAt: row.createdAt.toISOString(),
    receivedAmount: PAID_OUT.has(row.status) ? amount : '0.00',
    remainingAmount: HELD_WITHDRAWAL_STATUSES.includes(row.status) ? amount : '0.00',
    rejectCategory: category(row),
    rejectReason: row.rejectReason,
    payoutReference: row.payoutReference,
    paidAt: iso(row.paidAt),
    answeredAt: iso(row.answeredAt),
    autoConfirmed: row.autoConfirmed,
    disputeRemark: row.disputeRemark,
    resolutionNote: row.resolutionNote,
    resolvedAt: iso(row.resolvedAt),
    images: images(row),
  };
}

/** A withdrawal as an operator sees it (the account number in full: the operator pays to it). */
export function consoleView(
  row: ConsoleWithdrawalRow,
  approval: FourEyesApprovalView | null,
): ConsoleWithdrawalView {
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.member.account,
    amount: row.amount.toFixed(2),
    status: row.status,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    holderName: row.holderName,
    bankAccountConfirmed: row.bankAccount ? row.bankAccount.confirmedAt !== null : null,
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: iso(row.decidedAt),
    rejectCategory: category(row),
    rejectReason: row.rejectReason,
    payoutReference: row.payoutReference,
    paidBy: row.paidBy,
    paidAt: iso(row.paidAt),
    answeredAt: iso(row.answeredAt),
    autoConfirmed: row.autoConfirmed,
    disputeRemark: row.disputeRemark,
    resolutionNote: row.resolutionNote,
    resolvedBy: row.resolvedBy,
    resolvedAt: iso(row.resolvedAt),
    images: images(row),
    approval,
  };
}
