-- The journal's references are proved by its one writer instead of foreign keys. Every line and
-- entry is written by "ledger_post_entries" (20261125030000_posting_engine_group_writes), which
-- writes a line only for an entry it inserts in the same call and an account it has just locked
-- or read, a bet id only for a round it has locked or inserted, and checks that every account is
-- of the entry's operator and one of them of its member. The checks the foreign keys made on top
-- of that (a KEY SHARE lock on each referenced row, five per entry: the operator's row and the
-- house account are the hottest rows of the database) were a third of Postgres's work per
-- settled round. What the keys also did, refuse deleting a row the journal names, stays: members
-- and operators keep their ledger accounts' foreign keys, and accounts and rounds are never
-- deleted (the triggers below), as entries and lines are not (20261122030000_wallet_ledger).
ALTER TABLE "journal_line" DROP CONSTRAINT "journal_line_entry_id_fkey",
    DROP CONSTRAINT "journal_line_account_id_fkey";
ALTER TABLE "journal_entry" DROP CONSTRAINT "journal_entry_bet_id_fkey",
    DROP CONSTRAINT "journal_entry_member_id_fkey",
    DROP CONSTRAINT "journal_entry_merchant_id_fkey";

CREATE TRIGGER "ledger_account_kept" BEFORE DELETE ON "ledger_account"
    FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();
CREATE TRIGGER "bet_record_kept" BEFORE DELETE ON "bet_record"
    FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();
