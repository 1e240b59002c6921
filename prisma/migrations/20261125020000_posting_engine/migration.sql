-- The posting engine's one SQL path. "ledger_post_entries" posts a group of journal entries of any
-- kind in one statement (one transaction, one commit): transfers, bets and wins with their game
-- rounds, rollbacks, deposits, holds and the rest. Which accounts a kind may debit and credit is
-- decided by the table in apps/api/src/ledger/entry-kinds.ts before a posting reaches this
-- function; here hold the rules every kind shares. It replaces "ledger_post_round" (one bet or
-- win) and "ledger_post_batch" (a group of fixed entries).
--
-- Locks, always in this order, so concurrent groups never deadlock: every idempotency key the
-- group names (its own, and the key of each entry a reversal names), sorted; every existing game
-- round, sorted by vendor and round id; every member account, by id; and at the very end the house
-- accounts, by id, each changed once by its total, so a hot house row is held for a moment only
-- and two groups can be in the database at once.
--
-- Each posting is then decided on its own, in order:
--   REPLAYED           its key was used with the same request hash: the first entry again (for a
--                      reversal of an entry already reversed: that first reversal);
--   KEY_REUSED         its key was used with another request;
--   NOT_FOUND          a reversal names no bet of this member and round;
--   ROUND_NOT_FOUND    a win or refund names no round of this member;
--   ROUND_CLOSED       a bet names a round that is closed or another member's;
--   ROUND_SETTLED      a win, refund or reversal names a round that is settled or cancelled;
--   EXCEEDS_STAKE      a refund or rollback would take more than the round's stake;
--   INSUFFICIENT_FUNDS a member account (one with a member: MAIN, VENDOR, DEMO, HOLD) would go
--                      below zero; what the posting moved is given back;
--   POSTED             a new entry.
-- Round effects: STAKE adds to the round's stake, PAYOUT to its payout (and settles it when the
-- posting closes the round; a win of real money is also a game_win), UNSTAKE and REVERSE take
-- from its stake (the round is cancelled when nothing is left on it). A bet or a win that names a
-- round not seen before opens it (a win without a bet: a vendor's prize or free spin), written
-- once its entry posts. Existing rounds are locked in one order; two groups opening the same new
-- round at once would be a deadlock, so the second raises 40001 instead and its postings are sent
-- again one by one (GroupSender), when the round exists.

ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_balance_check";
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_owner_check";
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_balance_check"
    CHECK ("balance" >= 0 OR "kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO', 'HOUSE_PROMOTION',
                                         'HOUSE_COMMISSION'));
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_owner_check"
    CHECK (("member_id" IS NULL) = ("kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO',
                                               'HOUSE_PROMOTION', 'HOUSE_COMMISSION')));

DROP FUNCTION "ledger_post_round"(TEXT, INTEGER, TEXT, TEXT, TEXT, INTEGER, INTEGER, INTEGER, TEXT,
                                  TEXT, BOOLEAN, NUMERIC, INTEGER, INTEGER, TEXT);
DROP FUNCTION "ledger_post_batch"(INTEGER[], "JournalEntryKind"[], TEXT[], TEXT[], TEXT[],
                                  INTEGER[], BIGINT[], BIGINT[], INTEGER[], INTEGER[], INTEGER[],
                                  NUMERIC[]);

CREATE FUNCTION "ledger_post_entries"(
    p_merchant_ids INTEGER[],
    p_kinds "JournalEntryKind"[],
    p_scopes TEXT[],
    p_keys TEXT[],
    p_request_hashes TEXT[],
    p_member_ids INTEGER[],
    -- The round each posting changes (all NULL for a posting without one).
    p_round_effects TEXT[],
    p_round_vendor_ids INTEGER[],
    p_round_ids TEXT[],
    -- The game of a round the posting may open (NULL: the round must exist).
    p_round_game_ids INTEGER[],
    p_round_categories TEXT[],
    p_round_demo BOOLEAN[],
    p_round_closes BOOLEAN[],
    p_win_ids TEXT[],
    -- A reversal's target: the key, in the posting's own scope, of the entry it reverses.
    p_reverses_keys TEXT[],
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
    v_reversed_accounts INTEGER[] := '{}';
    -- House accounts (those without a member) change once, at the end, by their total in this
    -- call: a hot house row is locked for that moment only, so another group can do all its other
    -- work meanwhile.
    v_house_ids INTEGER[];
    v_house_deltas NUMERIC[];
    v_house_balance NUMERIC;
    -- The current posting's lines: balance after, kind and vendor of each member line.
    v_post_balances NUMERIC[];
    v_post_kinds TEXT[];
    v_post_vendor_codes TEXT[];
    k INTEGER;
    -- The lines the current posting moves: its own, or the reversed entry's with the sign turned.
    v_src_accounts INTEGER[];
    v_src_amounts NUMERIC[];
    v_effect TEXT;
    v_refusal TEXT;
    -- The round the current posting changes, and the entry it reverses.
    v_bet_id BIGINT;
    v_bet_member_id INTEGER;
    v_bet_vendor_id INTEGER;
    v_bet_round_id TEXT;
    v_bet_game_id INTEGER;
    v_bet_status "BetStatus";
    v_bet_demo BOOLEAN;
    v_bet_stake NUMERIC;
    v_target_id BIGINT;
    v_target_kind "JournalEntryKind";
    v_target_member_id INTEGER;
    v_moved NUMERIC;
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
        RAISE EXCEPTION 'ledger_post_entries: % accounts for % amounts',
            cardinality(p_line_account_ids), cardinality(p_line_amounts);
    END IF;

    PERFORM pg_advisory_xact_lock(k.lock_key)
    FROM (SELECT DISTINCT hashtextextended(u.scope || ' ' || u.key, 0) AS lock_key
          FROM (SELECT o.scope, o.key FROM unnest(p_scopes, p_keys) AS o(scope, key)
                UNION ALL
                SELECT r.scope, r.key FROM unnest(p_scopes, p_reverses_keys) AS r(scope, key)
                WHERE r.key IS NOT NULL) u
          ORDER BY 1) k;

    -- The rounds the group names that exist. A round the group opens is written once its entry
    -- is known to post (a posting that is refused leaves no round behind).
    -- (One index probe per round, in this order: a plain join could scan a vendor's rounds.)
    PERFORM 1
    FROM (SELECT DISTINCT u.vendor_id, u.round_id
          FROM unnest(p_round_vendor_ids, p_round_ids) AS u(vendor_id, round_id)
          WHERE u.round_id IS NOT NULL
          ORDER BY 1, 2) u,
         LATERAL (SELECT b."id" FROM "bet_record" b
                  WHERE b."vendor_id" = u.vendor_id AND b."round_id" = u.round_id
                  FOR UPDATE) b;

    IF EXISTS (SELECT 1 FROM unnest(p_reverses_keys) AS r(key) WHERE r.key IS NOT NULL) THEN
        SELECT coalesce(array_agg(l."account_id"), '{}') INTO v_reversed_accounts
        FROM unnest(p_scopes, p_reverses_keys) AS r(scope, key)
        JOIN "journal_entry" e ON e."idempotency_scope" = r.scope AND e."idempotency_key" = r.key
        JOIN "journal_line" l ON l."entry_id" = e."id"
        WHERE r.key IS NOT NULL;
    END IF;

    PERFORM 1 FROM "ledger_account" a
    WHERE a."id" = ANY (p_line_account_ids || v_reversed_accounts) AND a."member_id" IS NOT NULL
    ORDER BY a."id"
    FOR UPDATE;
    SELECT coalesce(array_agg(a."id" ORDER BY a."id"), '{}') INTO v_house_ids
    FROM "ledger_account" a
    WHERE a."id" = ANY (p_line_account_ids || v_reversed_accounts) AND a."member_id" IS NULL;
    v_house_deltas := array_fill(0::NUMERIC, ARRAY[cardinality(v_house_ids)]);

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
            v_effect := p_round_effects[i];
            v_refusal := NULL;
            v_bet_id := NULL;
            v_target_id := NULL;
            v_src_accounts := p_line_account_ids[p_line_from[i] : p_line_from[i] + p_line_count[i] - 1];
            v_src_amounts := p_line_amounts[p_line_from[i] : p_line_from[i] + p_line_count[i] - 1];

            IF v_effect = 'REVERSE' THEN
                SELECT e."id", e."kind", e."member_id", e."bet_id"
                INTO v_target_id, v_target_kind, v_target_member_id, v_bet_id
                FROM "journal_entry" e
                WHERE e."idempotency_scope" = p_scopes[i]
                  AND e."idempotency_key" = p_reverses_keys[i];
                IF v_target_id IS NULL OR v_target_kind <> 'BET_DEBIT' OR v_bet_id IS NULL
                   OR v_target_member_id IS DISTINCT FROM p_member_ids[i] THEN
                    v_refusal := 'NOT_FOUND';
                ELSE
                    SELECT b."vendor_id", b."round_id", b."status", b."stake"
                    INTO v_bet_vendor_id, v_bet_round_id, v_bet_status, v_bet_stake
                    FROM "bet_record" b WHERE b."id" = v_bet_id;
                    IF v_bet_round_id <> p_round_ids[i]
                       OR v_bet_vendor_id <> p_round_vendor_ids[i] THEN
                        v_refusal := 'NOT_FOUND';
                    ELSE
                        SELECT e."id", e."created_at" INTO v_entry_id, v_created_at
                        FROM "journal_entry" e WHERE e."reverses_entry_id" = v_target_id;
                        IF FOUND THEN
                            v_refusal := 'REPLAYED';
                        ELSIF v_bet_status <> 'OPEN' THEN
                            v_refusal := 'ROUND_SETTLED';
                        ELSE
                            SELECT array_agg(l."account_id" ORDER BY l."id"),
                                   array_agg(-l."amount" ORDER BY l."id")
                            INTO v_src_accounts, v_src_amounts
                            FROM "journal_line" l WHERE l."entry_id" = v_target_id;
                        END IF;
                    END IF;
                END IF;
            ELSIF v_effect IS NOT NULL THEN
                SELECT b."id", b."member_id", b."game_id", b."status", b."is_demo", b."stake"
                INTO v_bet_id, v_bet_member_id, v_bet_game_id, v_bet_status, v_bet_demo,
                     v_bet_stake
                FROM "bet_record" b
                WHERE b."vendor_id" = p_round_vendor_ids[i] AND b."round_id" = p_round_ids[i];
                IF v_bet_id IS NULL THEN
                    -- A bet or a win may open its round; anything else needs one.
                    IF p_round_game_ids[i] IS NULL OR v_effect NOT IN ('STAKE', 'PAYOUT') THEN
                        v_refusal := 'ROUND_NOT_FOUND';
                    END IF;
                    v_bet_stake := 0;
                ELSIF v_bet_member_id <> p_member_ids[i] THEN
                    v_bet_id := NULL;
                    v_refusal := CASE v_effect WHEN 'STAKE' THEN 'ROUND_CLOSED'
                                               ELSE 'ROUND_NOT_FOUND' END;
                ELSIF v_bet_status <> 'OPEN' THEN
                    v_refusal := CASE v_effect WHEN 'STAKE' THEN 'ROUND_CLOSED'
                                               ELSE 'ROUND_SETTLED' END;
                END IF;
            END IF;

            -- What the entry moves from one side to the other.
            v_moved := 0;
            FOR j IN 1 .. coalesce(cardinality(v_src_amounts), 0) LOOP
                IF v_src_amounts[j] > 0 THEN
                    v_moved := v_moved + v_src_amounts[j];
                END IF;
            END LOOP;
            -- A refund, or a rollback of a bet a refund already gave back in part, cannot take
            -- more from the round than its stake.
            IF v_refusal IS NULL AND v_effect IN ('UNSTAKE', 'REVERSE') AND v_moved > v_bet_stake THEN
                v_refusal := 'EXCEEDS_STAKE';
            END IF;

            IF v_refusal IS NOT NULL THEN
                v_outcomes := v_outcomes || v_refusal;
                IF v_refusal <> 'REPLAYED' THEN
                    v_entry_id := NULL;
                    v_created_at := NULL;
                END IF;
            ELSE
                v_short := false;
                v_post_balances := '{}';
                v_post_kinds := '{}';
                v_post_vendor_codes := '{}';
                -- Member lines now, in the given order (every member account of the group is
                -- locked already); house lines at the end of the call.
                FOR j IN 1 .. coalesce(cardinality(v_src_accounts), 0) LOOP
                    v_balance := NULL;
                    v_kind := NULL;
                    v_vendor_code := NULL;
                    IF NOT v_src_accounts[j] = ANY (v_house_ids) THEN
                        UPDATE "ledger_account" a SET "balance" = a."balance" + v_src_amounts[j]
                        WHERE a."id" = v_src_accounts[j] AND a."balance" + v_src_amounts[j] >= 0
                        RETURNING a."balance", a."kind"::TEXT,
                                  (SELECT v."code" FROM "vendor" v WHERE v."id" = a."vendor_id")
                            INTO v_balance, v_kind, v_vendor_code;
                        IF NOT FOUND THEN
                            v_short := true;
                            -- Give back what this posting already moved: the rows are still
                            -- locked by this transaction, so no one saw those balances.
                            FOR k IN 1 .. j - 1 LOOP
                                IF NOT v_src_accounts[k] = ANY (v_house_ids) THEN
                                    UPDATE "ledger_account" a
                                    SET "balance" = a."balance" - v_src_amounts[k]
                                    WHERE a."id" = v_src_accounts[k];
                                END IF;
                            END LOOP;
                            EXIT;
                        END IF;
                    END IF;
                    v_post_balances := v_post_balances || v_balance;
                    v_post_kinds := v_post_kinds || v_kind;
                    v_post_vendor_codes := v_post_vendor_codes || v_vendor_code;
                END LOOP;

                IF v_short THEN
                    v_outcomes := v_outcomes || 'INSUFFICIENT_FUNDS'::TEXT;
                ELSE
                    v_done := coalesce(cardinality(v_src_accounts), 0);
                    FOR j IN 1 .. v_done LOOP
                        k := array_position(v_house_ids, v_src_accounts[j]);
                        IF k IS NOT NULL THEN
                            v_house_deltas[k] := v_house_deltas[k] + v_src_amounts[j];
                        END IF;
                    END LOOP;
                    v_line_account_ids := v_line_account_ids || v_src_accounts;
                    v_line_amounts := v_line_amounts || v_src_amounts;
                    v_line_balances := v_line_balances || v_post_balances;
                    v_line_kinds := v_line_kinds || v_post_kinds;
                    v_line_vendor_codes := v_line_vendor_codes || v_post_vendor_codes;
                    IF v_bet_id IS NULL AND v_effect IN ('STAKE', 'PAYOUT') THEN
                        INSERT INTO "bet_record" ("merchant_id", "member_id", "vendor_id",
                                                  "game_id", "category_code", "round_id",
                                                  "is_demo", "stake", "payout", "status",
                                                  "settled_at")
                        VALUES (p_merchant_ids[i], p_member_ids[i], p_round_vendor_ids[i],
                                p_round_game_ids[i], p_round_categories[i], p_round_ids[i],
                                p_round_demo[i],
                                CASE WHEN v_effect = 'STAKE' THEN v_moved ELSE 0 END,
                                CASE WHEN v_effect = 'PAYOUT' THEN v_moved ELSE 0 END,
                                CASE WHEN v_effect = 'PAYOUT' AND p_round_closes[i]
                                     THEN 'SETTLED' ELSE 'OPEN' END::"BetStatus",
                                CASE WHEN v_effect = 'PAYOUT' AND p_round_closes[i] THEN now() END)
                        ON CONFLICT ("vendor_id", "round_id") DO NOTHING
                        RETURNING "id" INTO v_bet_id;
                        IF v_bet_id IS NULL THEN
                            -- Opened by another group since this one looked: the whole call
                            -- fails, and the caller sends each posting again on its own.
                            RAISE EXCEPTION 'round % of vendor % opened meanwhile',
                                p_round_ids[i], p_round_vendor_ids[i] USING ERRCODE = '40001';
                        END IF;
                        v_bet_game_id := p_round_game_ids[i];
                        v_bet_demo := p_round_demo[i];
                    ELSIF v_effect = 'STAKE' THEN
                        UPDATE "bet_record" SET "stake" = "stake" + v_moved WHERE "id" = v_bet_id;
                    ELSIF v_effect = 'PAYOUT' THEN
                        UPDATE "bet_record"
                        SET "payout" = "payout" + v_moved,
                            "status" = CASE WHEN p_round_closes[i] THEN 'SETTLED'::"BetStatus"
                                            ELSE "status" END,
                            "settled_at" = CASE WHEN p_round_closes[i] THEN now()
                                                ELSE "settled_at" END
                        WHERE "id" = v_bet_id;
                    ELSIF v_effect IN ('UNSTAKE', 'REVERSE') THEN
                        UPDATE "bet_record"
                        SET "stake" = "stake" - v_moved,
                            "status" = CASE WHEN "stake" - v_moved = 0 AND "payout" = 0
                                            THEN 'CANCELLED'::"BetStatus" ELSE "status" END,
                            "settled_at" = CASE WHEN "stake" - v_moved = 0 AND "payout" = 0
                                                THEN now() ELSE "settled_at" END
                        WHERE "id" = v_bet_id;
                    END IF;
                    IF v_effect = 'PAYOUT' AND NOT v_bet_demo AND v_moved > 0 THEN
                        INSERT INTO "game_win" ("member_id", "game_id", "transaction_id",
                                                "win_amount")
                        VALUES (p_member_ids[i], v_bet_game_id, p_win_ids[i], v_moved);
                    END IF;
                    INSERT INTO "journal_entry" ("merchant_id", "kind", "idempotency_scope",
                                                 "idempotency_key", "request_hash", "member_id",
                                                 "bet_id", "reverses_entry_id")
                    VALUES (p_merchant_ids[i], p_kinds[i], p_scopes[i], p_keys[i],
                            p_request_hashes[i], p_member_ids[i], v_bet_id, v_target_id)
                    RETURNING "id", "created_at" INTO v_entry_id, v_created_at;
                    v_line_entry_ids := v_line_entry_ids || array_fill(v_entry_id, ARRAY[v_done]);
                    v_outcomes := v_outcomes || 'POSTED'::TEXT;
                END IF;
            END IF;
        END IF;
        v_entry_ids := v_entry_ids || v_entry_id;
        v_created_ats := v_created_ats || v_created_at;
        v_line_counts := v_line_counts
            || (cardinality(v_line_account_ids) + 1 - v_first_lines[i]);
    END LOOP;

    -- The house accounts, by id (the last locks every group takes), each by its total; then each
    -- of its lines gets the balance after it, in posting order.
    FOR k IN 1 .. cardinality(v_house_ids) LOOP
        CONTINUE WHEN NOT v_house_ids[k] = ANY (v_line_account_ids);
        UPDATE "ledger_account" a SET "balance" = a."balance" + v_house_deltas[k]
        WHERE a."id" = v_house_ids[k]
        RETURNING a."balance" - v_house_deltas[k], a."kind"::TEXT,
                  (SELECT v."code" FROM "vendor" v WHERE v."id" = a."vendor_id")
            INTO v_house_balance, v_kind, v_vendor_code;
        FOR j IN 1 .. cardinality(v_line_account_ids) LOOP
            IF v_line_account_ids[j] = v_house_ids[k] THEN
                v_house_balance := v_house_balance + v_line_amounts[j];
                v_line_balances[j] := v_house_balance;
                v_line_kinds[j] := v_kind;
                v_line_vendor_codes[j] := v_vendor_code;
            END IF;
        END LOOP;
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
