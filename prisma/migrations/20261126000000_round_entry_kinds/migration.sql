-- The entry kinds of the round engine (apps/api/src/ledger/entry-kinds.ts): a round closed with
-- no money moved (the vendor's end of round, or the operator's timeout), a win without a bet
-- (promotion, tournament or jackpot payout), and a win taken back (sports resettlement). New enum
-- values cannot be used in the transaction that adds them, so the function that names them comes
-- next (20261126001000_round_engine).
ALTER TYPE "JournalEntryKind" ADD VALUE 'ROUND_CLOSE';
ALTER TYPE "JournalEntryKind" ADD VALUE 'PRIZE_CREDIT';
ALTER TYPE "JournalEntryKind" ADD VALUE 'WIN_ROLLBACK';
