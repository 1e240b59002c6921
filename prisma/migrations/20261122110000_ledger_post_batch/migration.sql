-- Journal entries posted in groups (LedgerRepository.postEntries): the postings that reach the
-- API while a group is in the database are sent together, as one call of this function, which is
-- one statement and so one transaction with one commit (one WAL flush) for the whole group.
--
-- Each posting keeps the rules of "ledger_post" and gets its own outcome; one posting's outcome
-- never changes another's:
--   POSTED              a new entry;
--   REPLAYED            the key was used before (or earlier in this group) with the same request
--                       hash: the first entry again;
--   KEY_REUSED          the key was used before with another request (no entry, no lines);
--   INSUFFICIENT_FUNDS  a member account would go below zero, or an account does not exist:
--                       nothing of this posting is written and its key stays free.
--
-- Locks, in the order every posting of the ledger takes them, so groups never deadlock with each
-- other or with single postings: first every idempotency key of the group (advisory locks, in the
-- order of their hash), then every account the group touches (member accounts, then house
-- accounts, each by id), all before the first write.
--
-- Postings arrive as parallel arrays, one element per posting; the lines of all postings as three
-- flat arrays, posting i owning the lines p_line_from[i] .. p_line_from[i] + p_line_count[i] - 1,
-- given in lock order (the line order of the entry). The answer: per posting (1-based, in the given order) one row per line of its entry, in lock
-- order, or one row without lines for KEY_REUSED and INSUFFICIENT_FUNDS.
CREATE FUNCTION "ledger_post_batch"(
    p_merchant_ids INTEGER[],
    p_kinds "JournalEntryKind"[],
    p_scopes TEXT[],
    p_keys TEXT[],
    p_request_hashes TEXT[],
    p_member_ids INTEGER[],
    p_bet_ids BIGINT[],
    p_reverses_entry_ids BIGINT[],
    p_line_from INTEGER[],
    p_line_count INTEGER[],
    p_line_account_ids INTEGER[],
    p_line_amounts NUMERIC[]
) RETURNS TABLE (
    posting INTEGER,
    outcome TEXT,
    entry_id BIGINT,
    created_at TIMESTAMPTZ,
    account_id INTEGER,
    kind TEXT,
    vendor_code TEXT,
    amount TEXT,
    balance_after TEXT
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
    v_count INTEGER := cardinality(p_keys);
    v_outcomes TEXT[] := '{}';
    v_entry_ids BIGINT[] := '{}';
    v_created_ats TIMESTAMPTZ[] := '{}';
    -- The lines of the new entries, written in one statement at the end.
    v_line_entry_ids BIGINT[] := '{}';
    v_line_account_ids INTEGER[] := '{}';
    v_line_amounts NUMERIC[] := '{}';
    v_line_balances NUMERIC[] := '{}';
    v_done INTEGER;
    v_entry_id BIGINT;
    v_hash TEXT;
    v_created_at TIMESTAMPTZ;
    v_balance NUMERIC;
    v_short BOOLEAN;
    i INTEGER;
    j INTEGER;
BEGIN
    IF v_count IS NULL OR v_count = 0 THEN
        RETURN;
    END IF;
    IF cardinality(p_line_account_ids) IS DISTINCT FROM cardinality(p_line_amounts) THEN
        RAISE EXCEPTION 'ledger_post_batch: % accounts for % amounts',
            cardinality(p_line_account_ids), cardinality(p_line_amounts);
    END IF;

    PERFORM pg_advisory_xact_lock(k.lock_key)
    FROM (SELECT DISTINCT hashtextextended(u.scope || ' ' || u.key, 0) AS lock_key
          FROM unnest(p_scopes, p_keys) AS u(scope, key)
          ORDER BY 1) k;

    PERFORM 1 FROM "ledger_account" a
    WHERE a."id" = ANY (p_line_account_ids)
    ORDER BY a."kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO'), a."id"
    FOR UPDATE;

    FOR i IN 1 .. v_count LOOP
        v_entry_id := NULL;
        v_created_at := NULL;
        SELECT e."id", e."request_hash", e."created_at" INTO v_entry_id, v_hash, v_created_at
        FROM "journal_entry" e
        WHERE e."idempotency_scope" = p_scopes[i] AND e."idempotency_key" = p_keys[i];

        IF FOUND THEN
            IF v_hash = p_request_hashes[i] THEN
                v_outcomes := v_outcomes || 'REPLAYED'::TEXT;
            ELSE
                v_outcomes := v_outcomes || 'KEY_REUSED'::TEXT;
                v_entry_id := NULL;
                v_created_at := NULL;
            END IF;
        ELSE
            v_short := false;
            v_done := 0;
            -- Every account of the group is locked already, so the lines go in the given order.
            FOR j IN p_line_from[i] .. p_line_from[i] + p_line_count[i] - 1 LOOP
                UPDATE "ledger_account" a SET "balance" = a."balance" + p_line_amounts[j]
                WHERE a."id" = p_line_account_ids[j]
                  AND (a."balance" + p_line_amounts[j] >= 0
                       OR a."kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO'))
                RETURNING a."balance" INTO v_balance;
                IF NOT FOUND THEN
                    v_short := true;
                    EXIT;
                END IF;
                v_done := v_done + 1;
                v_line_account_ids := v_line_account_ids || p_line_account_ids[j];
                v_line_amounts := v_line_amounts || p_line_amounts[j];
                v_line_balances := v_line_balances || v_balance;
            END LOOP;

            IF v_short THEN
                -- Give back what this posting already moved: the rows are still locked by this
                -- transaction, so no one saw the intermediate balances.
                FOR j IN cardinality(v_line_account_ids) - v_done + 1 .. cardinality(v_line_account_ids) LOOP
                    UPDATE "ledger_account" a SET "balance" = a."balance" - v_line_amounts[j]
                    WHERE a."id" = v_line_account_ids[j];
                END LOOP;
                v_line_account_ids := v_line_account_ids[1 : cardinality(v_line_account_ids) - v_done];
                v_line_amounts := v_line_amounts[1 : cardinality(v_line_amounts) - v_done];
                v_line_balances := v_line_balances[1 : cardinality(v_line_balances) - v_done];
                v_outcomes := v_outcomes || 'INSUFFICIENT_FUNDS'::TEXT;
            ELSE
                INSERT INTO "journal_entry" ("merchant_id", "kind", "idempotency_scope",
                                             "idempotency_key", "request_hash", "member_id",
                                             "bet_id", "reverses_entry_id")
                VALUES (p_merchant_ids[i], p_kinds[i], p_scopes[i], p_keys[i], p_request_hashes[i],
                        p_member_ids[i], p_bet_ids[i], p_reverses_entry_ids[i])
                RETURNING "id", "created_at" INTO v_entry_id, v_created_at;
                v_line_entry_ids := v_line_entry_ids || array_fill(v_entry_id, ARRAY[v_done]);
                v_outcomes := v_outcomes || 'POSTED'::TEXT;
            END IF;
        END IF;
        v_entry_ids := v_entry_ids || v_entry_id;
        v_created_ats := v_created_ats || v_created_at;
    END LOOP;

    INSERT INTO "journal_line" ("entry_id", "account_id", "amount", "balance_after")
    SELECT * FROM unnest(v_line_entry_ids, v_line_account_ids, v_line_amounts, v_line_balances);

    RETURN QUERY
        SELECT o.n::INTEGER, o.outcome, o.entry_id, o.created_at, l."account_id", a."kind"::TEXT,
               v."code", l."amount"::TEXT, l."balance_after"::TEXT
        FROM unnest(v_outcomes, v_entry_ids, v_created_ats) WITH ORDINALITY
             AS o(outcome, entry_id, created_at, n)
        LEFT JOIN "journal_line" l ON l."entry_id" = o.entry_id
        LEFT JOIN "ledger_account" a ON a."id" = l."account_id"
        LEFT JOIN "vendor" v ON v."id" = a."vendor_id"
        ORDER BY o.n, l."id";
END $$;

-- Every fixed posting now goes through "ledger_post_batch" (a group of one when alone).
DROP FUNCTION "ledger_post"(INTEGER, "JournalEntryKind", TEXT, TEXT, TEXT, INTEGER, BIGINT, BIGINT,
                            INTEGER[], NUMERIC[]);
