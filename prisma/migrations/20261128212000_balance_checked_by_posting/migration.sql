-- The double-entry check of the lines the posting function writes moves into the function
-- (prisma/functions/ledger_post_entries.sql checks every entry of its group before it writes a
-- row). As a deferred trigger it ran once per line at commit, a plpgsql call and an index read
-- each (about 0.04 ms), while the group held the house accounts' rows, which every settled round
-- waits for: 60 calls inside the hold for a group of 30 postings.
--
-- The trigger stays for every other writer: it passes over only the rows inserted while the
-- posting function's transaction-local setting says it has checked them (the function sets it
-- around its own two inserts). A constraint trigger's WHEN is evaluated when the row is
-- inserted, not at commit, so a line written later in the same transaction is checked again.
DROP TRIGGER "journal_entry_balanced" ON "journal_line";

CREATE CONSTRAINT TRIGGER "journal_entry_balanced"
    AFTER INSERT ON "journal_line"
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW
    WHEN (current_setting('wps.posting_checked_lines', true) IS DISTINCT FROM 'on')
    EXECUTE FUNCTION "journal_entry_must_balance"();
