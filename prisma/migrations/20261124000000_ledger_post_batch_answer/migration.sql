-- "ledger_post_batch" answers from what it wrote. Its answer used to join the group's entries to
-- "journal_line", "ledger_account" and "vendor" in one query, and on a ledger without fresh
-- statistics (a bench database, or autovacuum behind) the planner took a hash join over the whole
-- of "journal_line": every group read every line ever posted, so a transfer got slower as the
-- ledger grew (8 ms of a 10 ms group at 70,000 lines). Now a new entry's lines come from the
-- balance updates that made them (each UPDATE returns the account's kind and vendor code), and
-- only a replayed entry reads its own lines, by entry id. Rules, locks and outcomes are unchanged
-- (migration 20261122110000_ledger_post_batch).
CREATE OR REPLACE FUNCTION "ledger_post_batch"(
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
    v_line_kinds TEXT[] := '{}';
    v_line_vendor_codes TEXT[] := '{}';
    -- Posting i's new lines are v_line_*[v_first_lines[i] ..] (v_line_counts[i] of them).
    v_first_lines INTEGER[] := '{}';
    v_line_counts INTEGER[] := '{}';
    v_done INTEGER;
    v_entry_id BIGINT;
    v_hash TEXT;
    v_created_at TIMESTAMPTZ;
    v_balance NUMERIC;
    v_kind TEXT;
    v_vendor_code TEXT;
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
        v_first_lines := v_first_lines || (cardinality(v_line_account_ids) + 1);
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
                RETURNING a."balance", a."kind"::TEXT,
                          (SELECT v."code" FROM "vendor" v WHERE v."id" = a."vendor_id")
                    INTO v_balance, v_kind, v_vendor_code;
                IF NOT FOUND THEN
                    v_short := true;
                    EXIT;
                END IF;
                v_done := v_done + 1;
                v_line_account_ids := v_line_account_ids || p_line_account_ids[j];
                v_line_amounts := v_line_amounts || p_line_amounts[j];
                v_line_balances := v_line_balances || v_balance;
                v_line_kinds := v_line_kinds || v_kind;
                v_line_vendor_codes := v_line_vendor_codes || v_vendor_code;
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
                v_line_kinds := v_line_kinds[1 : cardinality(v_line_kinds) - v_done];
                v_line_vendor_codes := v_line_vendor_codes[1 : cardinality(v_line_vendor_codes) - v_done];
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
        v_line_counts := v_line_counts
            || (cardinality(v_line_account_ids) + 1 - v_first_lines[i]);
    END LOOP;

    INSERT INTO "journal_line" ("entry_id", "account_id", "amount", "balance_after")
    SELECT * FROM unnest(v_line_entry_ids, v_line_account_ids, v_line_amounts, v_line_balances);

    -- The answer, posting by posting: a new entry's lines from what was just written, a replayed
    -- entry's from its own lines (by entry id), so no step reads more than its entry's rows.
    FOR i IN 1 .. v_count LOOP
        posting := i;
        outcome := v_outcomes[i];
        entry_id := v_entry_ids[i];
        created_at := v_created_ats[i];
        IF outcome = 'POSTED' THEN
            FOR j IN v_first_lines[i] .. v_first_lines[i] + v_line_counts[i] - 1 LOOP
                account_id := v_line_account_ids[j];
                kind := v_line_kinds[j];
                vendor_code := v_line_vendor_codes[j];
                -- As the line's column holds it (two decimals).
                amount := v_line_amounts[j]::NUMERIC(20, 2)::TEXT;
                balance_after := v_line_balances[j]::TEXT;
                RETURN NEXT;
            END LOOP;
        ELSIF outcome = 'REPLAYED' THEN
            RETURN QUERY
                SELECT i, v_outcomes[i], v_entry_ids[i], v_created_ats[i], l."account_id",
                       a."kind"::TEXT,
                       (SELECT v."code" FROM "vendor" v WHERE v."id" = a."vendor_id"),
                       l."amount"::TEXT, l."balance_after"::TEXT
                FROM "journal_line" l
                JOIN "ledger_account" a ON a."id" = l."account_id"
                WHERE l."entry_id" = v_entry_ids[i]
                ORDER BY l."id";
        ELSE
            account_id := NULL;
            kind := NULL;
            vendor_code := NULL;
            amount := NULL;
            balance_after := NULL;
            RETURN NEXT;
        END IF;
    END LOOP;
END $$;
