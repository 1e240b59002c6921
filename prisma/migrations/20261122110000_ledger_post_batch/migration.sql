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

-- A seamless-wallet debit or credit in one round trip (LedgerRepository.postRound), with the locks
-- and answers of the interactive transaction it replaces: the key's advisory lock, the key's
-- first entry (REPLAYED, or KEY_REUSED for another request hash), then the round (a debit adds
-- its stake, opening the round on the first one; a credit settles the open round and records a
-- real-money win for the winner board), then the entry and its two lines, the member's wallet
-- before the house account. Refusals write nothing: ROUND_CLOSED (a debit on a closed round or
-- another member's), ROUND_NOT_FOUND (a credit for no round of this member), ROUND_SETTLED (a
-- credit for a closed round); a wallet that would go below zero raises SQLSTATE 'WL001' and the
-- whole call rolls back. The answer: one row per line of the entry, or one row for a refusal.
CREATE FUNCTION "ledger_post_round"(
    p_call TEXT,
    p_merchant_id INTEGER,
    p_scope TEXT,
    p_key TEXT,
    p_request_hash TEXT,
    p_member_id INTEGER,
    p_vendor_id INTEGER,
    p_game_id INTEGER,
    p_category_code TEXT,
    p_round_id TEXT,
    p_is_demo BOOLEAN,
    p_amount NUMERIC,
    p_wallet_account_id INTEGER,
    p_house_account_id INTEGER,
    p_win_transaction_id TEXT
) RETURNS TABLE (
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
    v_entry_id BIGINT;
    v_hash TEXT;
    v_created_at TIMESTAMPTZ;
    v_outcome TEXT := 'POSTED';
    v_bet_id BIGINT;
    v_round RECORD;
    v_wallet_amount NUMERIC;
    v_balance NUMERIC;
BEGIN
    IF p_call NOT IN ('debit', 'credit') THEN
        RAISE EXCEPTION 'ledger_post_round: unknown call %', p_call;
    END IF;

    PERFORM pg_advisory_xact_lock(hashtextextended(p_scope || ' ' || p_key, 0));

    SELECT e."id", e."request_hash", e."created_at" INTO v_entry_id, v_hash, v_created_at
    FROM "journal_entry" e
    WHERE e."idempotency_scope" = p_scope AND e."idempotency_key" = p_key;

    IF FOUND THEN
        IF v_hash <> p_request_hash THEN
            RETURN QUERY SELECT 'KEY_REUSED'::TEXT, NULL::BIGINT, NULL::TIMESTAMPTZ, NULL::INTEGER,
                                NULL::TEXT, NULL::TEXT, NULL::TEXT, NULL::TEXT;
            RETURN;
        END IF;
        v_outcome := 'REPLAYED';
    ELSE
        IF p_call = 'debit' THEN
            -- ON CONFLICT DO UPDATE locks the existing row even when its WHERE leaves it unchanged.
            INSERT INTO "bet_record" ("merchant_id", "member_id", "vendor_id", "game_id",
                                      "category_code", "round_id", "is_demo", "stake")
            VALUES (p_merchant_id, p_member_id, p_vendor_id, p_game_id, p_category_code,
                    p_round_id, p_is_demo, p_amount)
            ON CONFLICT ("vendor_id", "round_id") DO UPDATE
                SET "stake" = "bet_record"."stake" + EXCLUDED."stake"
                WHERE "bet_record"."status" = 'OPEN' AND "bet_record"."member_id" = EXCLUDED."member_id"
            RETURNING "id" INTO v_bet_id;
            IF v_bet_id IS NULL THEN
                RETURN QUERY SELECT 'ROUND_CLOSED'::TEXT, NULL::BIGINT, NULL::TIMESTAMPTZ,
                                    NULL::INTEGER, NULL::TEXT, NULL::TEXT, NULL::TEXT, NULL::TEXT;
                RETURN;
            END IF;
            v_wallet_amount := -p_amount;
        ELSE
            SELECT b."id", b."member_id", b."game_id", b."status", b."is_demo" INTO v_round
            FROM "bet_record" b
            WHERE b."vendor_id" = p_vendor_id AND b."round_id" = p_round_id
            FOR UPDATE;
            IF NOT FOUND OR v_round.member_id <> p_member_id THEN
                RETURN QUERY SELECT 'ROUND_NOT_FOUND'::TEXT, NULL::BIGINT, NULL::TIMESTAMPTZ,
                                    NULL::INTEGER, NULL::TEXT, NULL::TEXT, NULL::TEXT, NULL::TEXT;
                RETURN;
            END IF;
            IF v_round.status <> 'OPEN' THEN
                RETURN QUERY SELECT 'ROUND_SETTLED'::TEXT, NULL::BIGINT, NULL::TIMESTAMPTZ,
                                    NULL::INTEGER, NULL::TEXT, NULL::TEXT, NULL::TEXT, NULL::TEXT;
                RETURN;
            END IF;
            v_bet_id := v_round.id;
            UPDATE "bet_record" SET "payout" = p_amount, "status" = 'SETTLED', "settled_at" = now()
            WHERE "id" = v_bet_id;
            IF NOT v_round.is_demo AND p_amount > 0 THEN
                INSERT INTO "game_win" ("member_id", "game_id", "transaction_id", "win_amount")
                VALUES (p_member_id, v_round.game_id, p_win_transaction_id, p_amount);
            END IF;
            v_wallet_amount := p_amount;
        END IF;

        INSERT INTO "journal_entry" ("merchant_id", "kind", "idempotency_scope", "idempotency_key",
                                     "request_hash", "member_id", "bet_id")
        VALUES (p_merchant_id,
                CASE p_call WHEN 'debit' THEN 'BET_DEBIT' ELSE 'WIN_CREDIT' END::"JournalEntryKind",
                p_scope, p_key, p_request_hash, p_member_id, v_bet_id)
        RETURNING "id", "created_at" INTO v_entry_id, v_created_at;

        -- The lock order of every posting: the member's wallet, then the (hot) house account.
        UPDATE "ledger_account" a SET "balance" = a."balance" + v_wallet_amount
        WHERE a."id" = p_wallet_account_id AND a."balance" + v_wallet_amount >= 0
        RETURNING a."balance" INTO v_balance;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'insufficient funds on ledger account %', p_wallet_account_id
                USING ERRCODE = 'WL001';
        END IF;
        INSERT INTO "journal_line" ("entry_id", "account_id", "amount", "balance_after")
        VALUES (v_entry_id, p_wallet_account_id, v_wallet_amount, v_balance);

        UPDATE "ledger_account" a SET "balance" = a."balance" - v_wallet_amount
        WHERE a."id" = p_house_account_id
        RETURNING a."balance" INTO v_balance;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'ledger_post_round: no house account %', p_house_account_id;
        END IF;
        INSERT INTO "journal_line" ("entry_id", "account_id", "amount", "balance_after")
        VALUES (v_entry_id, p_house_account_id, -v_wallet_amount, v_balance);
    END IF;

    RETURN QUERY
        SELECT v_outcome, v_entry_id, v_created_at, l."account_id", a."kind"::TEXT, v."code",
               l."amount"::TEXT, l."balance_after"::TEXT
        FROM "journal_line" l
        JOIN "ledger_account" a ON a."id" = l."account_id"
        LEFT JOIN "vendor" v ON v."id" = a."vendor_id"
        WHERE l."entry_id" = v_entry_id
        ORDER BY l."id";
END $$;
