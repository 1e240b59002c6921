-- The account and entry kinds of the posting engine (apps/api/src/ledger/entry-kinds.ts): a
-- member's HOLD account (a withdrawal's amount until payout or release), the house accounts
-- promotions and agent pay come from, and the entry kinds of the money features. New enum values
-- cannot be used in the transaction that adds them, so the rules that name them come next
-- (20261125020000_posting_engine).
ALTER TYPE "LedgerAccountKind" ADD VALUE 'HOLD';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'HOUSE_PROMOTION';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'HOUSE_COMMISSION';

ALTER TYPE "JournalEntryKind" ADD VALUE 'MEMBER_TRANSFER';
ALTER TYPE "JournalEntryKind" ADD VALUE 'REFUND';
ALTER TYPE "JournalEntryKind" ADD VALUE 'DEPOSIT';
ALTER TYPE "JournalEntryKind" ADD VALUE 'WITHDRAWAL_HOLD';
ALTER TYPE "JournalEntryKind" ADD VALUE 'WITHDRAWAL_RELEASE';
ALTER TYPE "JournalEntryKind" ADD VALUE 'WITHDRAWAL_PAYOUT';
ALTER TYPE "JournalEntryKind" ADD VALUE 'BONUS_GRANT';
ALTER TYPE "JournalEntryKind" ADD VALUE 'REBATE';
ALTER TYPE "JournalEntryKind" ADD VALUE 'POINT_CONVERSION';
ALTER TYPE "JournalEntryKind" ADD VALUE 'SALARY';
ALTER TYPE "JournalEntryKind" ADD VALUE 'DIVIDEND';
