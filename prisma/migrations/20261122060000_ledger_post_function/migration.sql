-- A journal entry posted in one round trip (LedgerRepository.postEntry). The function runs as one
-- statement of its own, so it is one transaction: the idempotency key's advisory lock, the entry
-- lookup, the entry, and per account in lock order (member accounts, then house accounts, each by
-- id) the balance update and its line with the balance after. Under READ COMMITTED each statement
-- in it takes a new snapshot, so a duplicate that waited on the key finds the committed entry.
--
-- Outcomes, one row per line of the entry (in posting order):
--   POSTED      a new entry;
--   REPLAYED    the key was used before with the same request hash: the first entry again;
--   KEY_REUSED  the key was used before with another request (one row, no entry or lines).
-- A member account that would go below zero raises SQLSTATE 'WL001' (insufficient funds): the
-- statement rolls back, so nothing is written and the key stays free.
CREATE OR REPLACE FUNCTION "ledger_post"(
    p_merchant_id INTEGER,
    p_kind "JournalEntryKind",
    p_scope TEXT,
    p_key TEXT,
    p_request_hash TEXT,
    p_member_id INTEGER,
    p_bet_id BIGINT,
    p_reverses_entry_id BIGINT,
    p_account_ids INTEGER[],
    p_amounts NUMERIC[]
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
    v_line RECORD;
    v_balance NUMERIC;
BEGIN
    IF cardinality(p_account_ids) IS DISTINCT FROM cardinality(p_amounts) THEN
        RAISE EXCEPTION 'ledger_post: % accounts for % amounts',
            cardinality(p_account_ids), cardinality(p_amounts);
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
        INSERT INTO "journal_entry" ("merchant_id", "kind", "idempotency_scope", "idempotency_key",
                                     "request_hash", "member_id", "bet_id", "reverses_entry_id")
        VALUES (p_merchant_id, p_kind, p_scope, p_key, p_request_hash, p_member_id, p_bet_id,
                p_reverses_entry_id)
        RETURNING "id", "created_at" INTO v_entry_id, v_created_at;

        -- The lock order of every posting: member accounts before house accounts, then by id.
        -- An unknown account sorts last and is refused like a member account without the money.
        FOR v_line IN
            SELECT u.account_id AS id, u.amount AS amount
            FROM unnest(p_account_ids, p_amounts) WITH ORDINALITY AS u(account_id, amount, n)
            LEFT JOIN "ledger_account" a ON a."id" = u.account_id
            ORDER BY COALESCE(a."kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO'), true),
                     u.account_id, u.n
        LOOP
            UPDATE "ledger_account" a SET "balance" = a."balance" + v_line.amount
            WHERE a."id" = v_line.id
              AND (a."balance" + v_line.amount >= 0
                   OR a."kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO'))
            RETURNING a."balance" INTO v_balance;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'insufficient funds on ledger account %', v_line.id
                    USING ERRCODE = 'WL001';
            END IF;
            INSERT INTO "journal_line" ("entry_id", "account_id", "amount", "balance_after")
            VALUES (v_entry_id, v_line.id, v_line.amount, v_balance);
        END LOOP;
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
