-- Points on the ledger (apps/api/src/ledger/entry-kinds.ts): a member's POINTS and POINT_HOLD
-- (points of exchange orders in application), the operator's HOUSE_POINTS, and the entry kinds
-- that move points. New enum values cannot be used in the transaction that adds them, so the
-- rules that name them come next (20261128210002_points).
ALTER TYPE "LedgerAccountKind" ADD VALUE 'POINTS';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'POINT_HOLD';
ALTER TYPE "LedgerAccountKind" ADD VALUE 'HOUSE_POINTS';

ALTER TYPE "JournalEntryKind" ADD VALUE 'POINT_EARNING';
ALTER TYPE "JournalEntryKind" ADD VALUE 'POINT_SPEND';
ALTER TYPE "JournalEntryKind" ADD VALUE 'POINT_HOLD';
ALTER TYPE "JournalEntryKind" ADD VALUE 'POINT_HOLD_RELEASE';
ALTER TYPE "JournalEntryKind" ADD VALUE 'POINT_HOLD_SETTLE';
