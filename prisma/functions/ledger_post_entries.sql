-- The posting engine: every journal entry and every ledger balance is written by this function
-- (LedgerRepository.postEntries). A repeatable file, not a migration: `applyMigrations` runs
-- each file of prisma/functions after the migrations whenever the file changed (its checksum in
-- `_repeatable_sql`), so a change to the function is an edit of this file (its history is this
-- file's in git). Its signature is fixed here; a new one needs a migration that drops the old
-- function first.
--
-- Its versions as migrations, for the history before this file: 20261125020000_posting_engine,
-- 20261126001000_round_engine, 20261126050000_ledger_precision,
-- 20261128000100_posting_time_budget and 20261128200000_posting_generic_plans.
CREATE OR REPLACE FUNCTION "ledger_post_entries"(
    p_merchant_ids INTEGER[],
    p_kinds "JournalEntryKind"[],
    p_scopes TEXT[],
    p_keys TEXT[],
    p_request_hashes TEXT[],
    p_member_ids INTEGER[],
    p_round_effects TEXT[],
    p_round_vendor_ids INTEGER[],
    p_round_ids TEXT[],
    p_round_game_ids INTEGER[],
    p_round_categories TEXT[],
    p_round_demo BOOLEAN[],
    p_round_closes BOOLEAN[],
    p_win_ids TEXT[],
    p_reverses_keys TEXT[],
    p_line_from INTEGER[],
    p_line_count INTEGER[],
    p_line_account_ids INTEGER[],
    p_line_amounts NUMERIC[],
    -- The time left of the earliest budget in the group, in ms; null: no budget.
    p_time_left_ms INTEGER
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
) LANGUAGE plpgsql
-- Every statement here reads its rows by key. A connection keeps a statement's plan from its
-- first calls, when the journal may still be short: without these a plan made then reads whole
-- tables for good once they are long (and statistics lag on a busy ledger anyway).
SET enable_seqscan = off
SET enable_hashjoin = off
SET enable_mergejoin = off
-- Each statement planned once per connection (20261128200000_posting_generic_plans): with the
-- settings above the plan cache kept judging generic plans dearer and planned at every call.
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
    -- Keys of entries and rounds joined by a character no key or round id may hold (input with
    -- control characters is refused at validation).
    c_sep CONSTANT TEXT := E'\x1f';
    -- The categories whose wins a vendor may take back (a resettled sports or e-sports bet).
    c_resettled CONSTANT TEXT[] := ARRAY['SPORTS'];
    -- As the tables hold them: now() to the millisecond.
    v_now TIMESTAMPTZ := now()::TIMESTAMPTZ(3);
    v_entry_sequence REGCLASS := pg_get_serial_sequence('"journal_entry"', 'id')::REGCLASS;
    v_count INTEGER := cardinality(p_keys);
    v_until TIMESTAMPTZ := clock_timestamp() + p_time_left_ms * INTERVAL '1 millisecond';
    -- Amounts as the lines hold them (six decimals), so balances computed here equal the stored.
    v_amounts NUMERIC[];
    -- Per posting: outcome, entry (new, replayed or the first reversal), round (index into r_*),
    -- the entry it reverses, and its new lines v_line_*[v_first_lines[i] ..] (v_line_counts[i]).
    v_outcomes TEXT[] := '{}';
    -- The kind each posting is written with: a rollback of a win is a WIN_ROLLBACK.
    v_kinds "JournalEntryKind"[] := p_kinds;
    v_entry_ids BIGINT[] := '{}';
    v_created_ats TIMESTAMPTZ[] := '{}';
    v_round_of INTEGER[] := '{}';
    v_target_ids BIGINT[] := '{}';
    v_first_lines INTEGER[] := '{}';
    v_line_counts INTEGER[] := '{}';
    -- Entries posted by this group, by scope and key (for repeats within the group).
    v_group_keys TEXT[] := '{}';
    v_group_postings INTEGER[] := '{}';
    -- Entries the group's keys named before it.
    e_keys TEXT[];
    e_ids BIGINT[];
    e_hashes TEXT[];
    e_created_ats TIMESTAMPTZ[];
    -- Transaction ids rolled back before the wallet saw them (rolled_back_transaction), with the
    -- rollback's entry: read for the group's bets and reversals, then those this group adds.
    x_keys TEXT[];
    x_entry_ids BIGINT[];
    x_created_ats TIMESTAMPTZ[];
    x_new INTEGER[] := '{}';
    v_void BOOLEAN;
    -- Rounds: those that existed (locked), then those this group opens.
    r_keys TEXT[];
    r_ids BIGINT[];
    r_members INTEGER[];
    r_games INTEGER[];
    r_statuses TEXT[];
    r_categories TEXT[];
    r_demo BOOLEAN[];
    r_stakes NUMERIC[];
    r_payouts NUMERIC[];
    r_settled_ats TIMESTAMPTZ[];
    r_changed BOOLEAN[];
    r_existing INTEGER;
    -- Member accounts (locked): balances as the postings so far leave them.
    a_ids INTEGER[];
    a_balances NUMERIC[];
    a_kinds TEXT[];
    a_vendor_codes TEXT[];
    a_members INTEGER[];
    a_merchants INTEGER[];
    a_changed BOOLEAN[];
    v_reversed_accounts INTEGER[] := '{}';
    -- The new lines, written in one statement at the end.
    v_line_entry_ids BIGINT[] := '{}';
    v_line_account_ids INTEGER[] := '{}';
    v_line_amounts NUMERIC[] := '{}';
    v_line_balances NUMERIC[] := '{}';
    v_line_kinds TEXT[] := '{}';
    v_line_vendor_codes TEXT[] := '{}';
    -- Winner-board rows of the group.
    w_members INTEGER[] := '{}';
    w_games INTEGER[] := '{}';
    w_ids TEXT[] := '{}';
    w_amounts NUMERIC[] := '{}';
    v_house_ids INTEGER[];
    v_house_merchants INTEGER[];
    v_house_deltas NUMERIC[];
    v_house_balance NUMERIC;
    v_src_accounts INTEGER[];
    v_src_amounts NUMERIC[];
    v_post_balances NUMERIC[];
    v_post_kinds TEXT[];
    v_post_vendor_codes TEXT[];
    v_effect TEXT;
    v_refusal TEXT;
    v_key TEXT;
    v_round INTEGER;
    v_target_id BIGINT;
    v_target_kind "JournalEntryKind";
    v_target_member_id INTEGER;
    v_target_bet_id BIGINT;
    v_target_round INTEGER;
    v_moved NUMERIC;
    v_entry_id BIGINT;
    v_created_at TIMESTAMPTZ;
    v_balance NUMERIC;
    v_kind TEXT;
    v_vendor_code TEXT;
    v_short BOOLEAN;
    v_owned BOOLEAN;
    v_merchant_id INTEGER;
    v_found INTEGER;
    v_inserted_keys TEXT[];
    v_inserted_ids BIGINT[];
    i INTEGER;
    j INTEGER;
    k INTEGER;
BEGIN
    IF v_count IS NULL OR v_count = 0 THEN
        RETURN;
    END IF;
    IF cardinality(p_line_account_ids) IS DISTINCT FROM cardinality(p_line_amounts) THEN
        RAISE EXCEPTION 'ledger_post_entries: % accounts for % amounts',
            cardinality(p_line_account_ids), cardinality(p_line_amounts);
    END IF;
    v_amounts := coalesce(p_line_amounts::NUMERIC(24, 6)[], '{}');

    -- 1. Keys.
    PERFORM ledger_time_left(v_until);
    PERFORM pg_advisory_xact_lock(k.lock_key)
    FROM (SELECT DISTINCT hashtextextended(u.scope || ' ' || u.key, 0) AS lock_key
          FROM (SELECT o.scope, o.key FROM unnest(p_scopes, p_keys) AS o(scope, key)
                UNION ALL
                SELECT r.scope, r.key FROM unnest(p_scopes, p_reverses_keys) AS r(scope, key)
                WHERE r.key IS NOT NULL) u
          ORDER BY 1) k;

    PERFORM ledger_time_left(v_until);
    -- 2. Existing rounds, one index probe each, in this order (a plain join could scan a
    -- vendor's rounds).
    SELECT coalesce(array_agg(b.vendor_id || c_sep || b.round_id ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.id ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.member_id ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.game_id ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.status::TEXT ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.category_code ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.is_demo ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.stake ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.payout ORDER BY b.ord), '{}'),
           coalesce(array_agg(b.settled_at ORDER BY b.ord), '{}')
    INTO r_keys, r_ids, r_members, r_games, r_statuses, r_categories, r_demo, r_stakes, r_payouts,
         r_settled_ats
    FROM (SELECT row_number() OVER () AS ord, l.*
          FROM (SELECT DISTINCT u.vendor_id, u.round_id
                FROM unnest(p_round_vendor_ids, p_round_ids) AS u(vendor_id, round_id)
                WHERE u.round_id IS NOT NULL
                ORDER BY 1, 2) u,
               LATERAL (SELECT b."id", b."vendor_id", b."round_id", b."member_id", b."game_id",
                               b."status", b."category_code", b."is_demo", b."stake",
                               b."payout", b."settled_at"
                        FROM "bet_record" b
                        WHERE b."vendor_id" = u.vendor_id AND b."round_id" = u.round_id
                        FOR UPDATE) l) b;
    r_existing := cardinality(r_keys);
    r_changed := array_fill(false, ARRAY[r_existing]);

    -- 3. Entries the keys already name.
    SELECT coalesce(array_agg(e."idempotency_scope" || c_sep || e."idempotency_key"), '{}'),
           coalesce(array_agg(e."id"), '{}'),
           coalesce(array_agg(e."request_hash"), '{}'),
           coalesce(array_agg(e."created_at"), '{}')
    INTO e_keys, e_ids, e_hashes, e_created_ats
    FROM (SELECT DISTINCT o.scope, o.key FROM unnest(p_scopes, p_keys) AS o(scope, key)) o
    JOIN "journal_entry" e ON e."idempotency_scope" = o.scope AND e."idempotency_key" = o.key;

    -- 3b. The group's bets and reversal targets that were rolled back before they were seen
    -- (their key locks, taken in step 1, keep a bet and its rollback apart).
    SELECT coalesce(array_agg(t."scope" || c_sep || t."key"), '{}'),
           coalesce(array_agg(t."entry_id"), '{}'),
           coalesce(array_agg(e."created_at"), '{}')
    INTO x_keys, x_entry_ids, x_created_ats
    FROM (SELECT o.scope, o.key
          FROM unnest(p_scopes, p_keys, p_round_effects) AS o(scope, key, effect)
          WHERE o.effect = 'STAKE'
          UNION
          SELECT r.scope, r.key FROM unnest(p_scopes, p_reverses_keys) AS r(scope, key)
          WHERE r.key IS NOT NULL) o
    JOIN "rolled_back_transaction" t ON t."scope" = o.scope AND t."key" = o.key
    JOIN "journal_entry" e ON e."id" = t."entry_id";

    -- 4. Member accounts: the lines' own, and those of the entries reversals name.
    PERFORM ledger_time_left(v_until);
    IF EXISTS (SELECT 1 FROM unnest(p_reverses_keys) AS r(key) WHERE r.key IS NOT NULL) THEN
        SELECT coalesce(array_agg(l."account_id"), '{}') INTO v_reversed_accounts
        FROM unnest(p_scopes, p_reverses_keys) AS r(scope, key)
        JOIN "journal_entry" e ON e."idempotency_scope" = r.scope AND e."idempotency_key" = r.key
        JOIN "journal_line" l ON l."entry_id" = e."id"
        WHERE r.key IS NOT NULL;
    END IF;
    SELECT coalesce(array_agg(a.id ORDER BY a.id), '{}'),
           coalesce(array_agg(a.balance ORDER BY a.id), '{}'),
           coalesce(array_agg(a.kind ORDER BY a.id), '{}'),
           coalesce(array_agg(a.vendor_code ORDER BY a.id), '{}'),
           coalesce(array_agg(a.member_id ORDER BY a.id), '{}'),
           coalesce(array_agg(a.merchant_id ORDER BY a.id), '{}')
    INTO a_ids, a_balances, a_kinds, a_vendor_codes, a_members, a_merchants
    FROM (SELECT a."id" AS id, a."balance" AS balance, a."kind"::TEXT AS kind,
                 (SELECT v."code" FROM "vendor" v WHERE v."id" = a."vendor_id") AS vendor_code,
                 a."member_id" AS member_id, a."merchant_id" AS merchant_id
          FROM "ledger_account" a
          WHERE a."id" = ANY (p_line_account_ids || v_reversed_accounts)
            AND a."member_id" IS NOT NULL
          ORDER BY a."id"
          FOR UPDATE OF a) a;
    a_changed := array_fill(false, ARRAY[cardinality(a_ids)]);
    SELECT coalesce(array_agg(a."id" ORDER BY a."id"), '{}'),
           coalesce(array_agg(a."merchant_id" ORDER BY a."id"), '{}')
    INTO v_house_ids, v_house_merchants
    FROM "ledger_account" a
    WHERE a."id" = ANY (p_line_account_ids || v_reversed_accounts) AND a."member_id" IS NULL;
    v_house_deltas := array_fill(0::NUMERIC, ARRAY[cardinality(v_house_ids)]);

    -- Each posting, in order.
    FOR i IN 1 .. v_count LOOP
        v_first_lines := v_first_lines || (cardinality(v_line_account_ids) + 1);
        v_entry_id := NULL;
        v_created_at := NULL;
        v_round := NULL;
        v_target_id := NULL;
        v_void := false;
        v_key := p_scopes[i] || c_sep || p_keys[i];
        j := array_position(v_group_keys, v_key);
        k := array_position(e_keys, v_key);

        IF j IS NOT NULL THEN
            j := v_group_postings[j];
            IF p_request_hashes[j] = p_request_hashes[i] THEN
                v_outcomes := v_outcomes || 'REPLAYED'::TEXT;
                v_entry_id := v_entry_ids[j];
                v_created_at := v_created_ats[j];
            ELSE
                v_outcomes := v_outcomes || 'KEY_REUSED'::TEXT;
            END IF;
        ELSIF k IS NOT NULL THEN
            IF e_hashes[k] = p_request_hashes[i] THEN
                v_outcomes := v_outcomes || 'REPLAYED'::TEXT;
                v_entry_id := e_ids[k];
                v_created_at := e_created_ats[k];
            ELSE
                v_outcomes := v_outcomes || 'KEY_REUSED'::TEXT;
            END IF;
        ELSE
            v_effect := p_round_effects[i];
            v_refusal := NULL;
            v_src_accounts := p_line_account_ids[p_line_from[i] : p_line_from[i] + p_line_count[i] - 1];
            v_src_amounts := v_amounts[p_line_from[i] : p_line_from[i] + p_line_count[i] - 1];
            IF v_effect IS NOT NULL THEN
                v_round := array_position(r_keys, p_round_vendor_ids[i] || c_sep || p_round_ids[i]);
            END IF;

            IF v_effect = 'REVERSE' THEN
                -- The target: an entry of this group, or an older one.
                j := array_position(v_group_keys, p_scopes[i] || c_sep || p_reverses_keys[i]);
                IF j IS NOT NULL THEN
                    j := v_group_postings[j];
                    v_target_id := v_entry_ids[j];
                    v_target_kind := p_kinds[j];
                    v_target_member_id := p_member_ids[j];
                    v_target_round := v_round_of[j];
                    v_target_bet_id := NULL;
                ELSE
                    SELECT e."id", e."kind", e."member_id", e."bet_id"
                    INTO v_target_id, v_target_kind, v_target_member_id, v_target_bet_id
                    FROM "journal_entry" e
                    WHERE e."idempotency_scope" = p_scopes[i]
                      AND e."idempotency_key" = p_reverses_keys[i];
                    v_target_round := CASE WHEN v_round <= r_existing
                                                AND r_ids[v_round] = v_target_bet_id
                                           THEN v_round END;
                END IF;
                k := array_position(x_keys, p_scopes[i] || c_sep || p_reverses_keys[i]);
                IF v_target_id IS NULL AND k IS NOT NULL THEN
                    -- Rolled back before it was seen, by this rollback or another: its answer.
                    v_refusal := 'REPLAYED';
                    v_entry_id := x_entry_ids[k];
                    v_created_at := x_created_ats[k];
                ELSIF v_target_id IS NULL THEN
                    -- A bet the wallet never saw (it timed out at the vendor): nothing moves, and
                    -- its transaction id is remembered so it can never be debited.
                    v_void := true;
                    v_round := NULL;
                    v_src_accounts := '{}';
                    v_src_amounts := '{}';
                ELSIF v_target_kind NOT IN ('BET_DEBIT', 'WIN_CREDIT')
                   OR v_target_member_id IS DISTINCT FROM p_member_ids[i] THEN
                    v_refusal := 'NOT_FOUND';
                    v_target_id := NULL;
                ELSIF v_target_round IS NULL OR v_target_round IS DISTINCT FROM v_round THEN
                    -- The bet is not on the round the reversal names.
                    v_refusal := 'NOT_FOUND';
                    v_target_id := NULL;
                ELSE
                    -- Reversed already: by this group, or before it.
                    k := array_position(v_target_ids, v_target_id);
                    IF k IS NOT NULL THEN
                        v_entry_id := v_entry_ids[k];
                        v_created_at := v_created_ats[k];
                    ELSIF j IS NULL THEN
                        SELECT e."id", e."created_at" INTO v_entry_id, v_created_at
                        FROM "journal_entry" e WHERE e."reverses_entry_id" = v_target_id;
                    END IF;
                    IF v_entry_id IS NOT NULL THEN
                        v_refusal := 'REPLAYED';
                        v_target_id := NULL;
                    ELSIF v_target_kind = 'WIN_CREDIT'
                          AND NOT r_categories[v_round] = ANY (c_resettled) THEN
                        -- Only a sports bet is resettled; a casino round's win stands.
                        v_refusal := 'ROUND_SETTLED';
                        v_target_id := NULL;
                    ELSIF v_target_kind = 'BET_DEBIT'
                          AND (r_statuses[v_round] <> 'OPEN' OR r_payouts[v_round] > 0) THEN
                        -- A bet a win has paid on stays (a resettlement takes the win back first).
                        v_refusal := 'ROUND_SETTLED';
                        v_target_id := NULL;
                    ELSIF j IS NOT NULL THEN
                        v_src_accounts := v_line_account_ids[v_first_lines[j] : v_first_lines[j] + v_line_counts[j] - 1];
                        SELECT array_agg(-x ORDER BY n) INTO v_src_amounts
                        FROM unnest(v_line_amounts[v_first_lines[j] : v_first_lines[j] + v_line_counts[j] - 1])
                             WITH ORDINALITY AS u(x, n);
                    ELSE
                        SELECT array_agg(l."account_id" ORDER BY l."id"),
                               array_agg(-l."amount" ORDER BY l."id")
                        INTO v_src_accounts, v_src_amounts
                        FROM "journal_line" l WHERE l."entry_id" = v_target_id;
                    END IF;
                    IF v_target_id IS NOT NULL AND v_target_kind = 'WIN_CREDIT' THEN
                        v_kinds[i] := 'WIN_ROLLBACK';
                    END IF;
                END IF;
            ELSIF v_effect IS NOT NULL THEN
                IF v_effect = 'STAKE' AND v_key = ANY (x_keys) THEN
                    -- A bet whose rollback came first.
                    v_refusal := 'ROLLED_BACK';
                ELSIF v_round IS NULL THEN
                    -- A bet opens its round; anything else needs one.
                    IF p_round_game_ids[i] IS NULL OR v_effect <> 'STAKE' THEN
                        v_refusal := 'ROUND_NOT_FOUND';
                    END IF;
                ELSIF r_members[v_round] <> p_member_ids[i] THEN
                    v_refusal := CASE v_effect WHEN 'STAKE' THEN 'ROUND_CLOSED'
                                               ELSE 'ROUND_NOT_FOUND' END;
                ELSIF r_statuses[v_round] = 'CANCELLED' THEN
                    v_refusal := 'ROUND_ROLLED_BACK';
                ELSIF r_statuses[v_round] <> 'OPEN' THEN
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
            IF v_refusal IS NULL AND v_effect IN ('UNSTAKE', 'REVERSE') AND NOT v_void
               AND v_kinds[i] <> 'WIN_ROLLBACK' AND v_moved > r_stakes[v_round] THEN
                v_refusal := 'EXCEEDS_STAKE';
            END IF;

            IF v_refusal IS NOT NULL THEN
                v_outcomes := v_outcomes || v_refusal;
                v_round := NULL;
            ELSE
                -- The references the entry and its lines hold (the journal has no foreign keys:
                -- see 20261125040000_journal_references): every account is of the entry's
                -- operator, and one of them is its member's. A reversal's lines are its
                -- target's, checked when that was posted.
                IF v_effect IS NULL OR v_effect NOT IN ('REVERSE', 'CLOSE') THEN
                    v_owned := false;
                    FOR j IN 1 .. coalesce(cardinality(v_src_accounts), 0) LOOP
                        k := array_position(a_ids, v_src_accounts[j]);
                        IF k IS NOT NULL THEN
                            v_owned := v_owned OR a_members[k] = p_member_ids[i];
                            v_merchant_id := a_merchants[k];
                        ELSE
                            v_merchant_id := v_house_merchants[array_position(v_house_ids, v_src_accounts[j])];
                        END IF;
                        IF v_merchant_id IS DISTINCT FROM p_merchant_ids[i] THEN
                            RAISE EXCEPTION 'posting % % of merchant %: account % is another''s',
                                p_scopes[i], p_keys[i], p_merchant_ids[i], v_src_accounts[j];
                        END IF;
                    END LOOP;
                    IF NOT v_owned THEN
                        RAISE EXCEPTION 'posting % %: no account of member %',
                            p_scopes[i], p_keys[i], p_member_ids[i];
                    END IF;
                END IF;
                -- Member lines against the balances so far; house lines at the end.
                v_short := false;
                v_post_balances := '{}';
                v_post_kinds := '{}';
                v_post_vendor_codes := '{}';
                FOR j IN 1 .. coalesce(cardinality(v_src_accounts), 0) LOOP
                    v_balance := NULL;
                    v_kind := NULL;
                    v_vendor_code := NULL;
                    IF NOT v_src_accounts[j] = ANY (v_house_ids) THEN
                        k := array_position(a_ids, v_src_accounts[j]);
                        IF k IS NULL OR a_balances[k] + v_src_amounts[j] < 0 THEN
                            v_short := true;
                            -- Give back what this posting already moved.
                            FOR k IN 1 .. j - 1 LOOP
                                IF NOT v_src_accounts[k] = ANY (v_house_ids) THEN
                                    v_found := array_position(a_ids, v_src_accounts[k]);
                                    a_balances[v_found] := a_balances[v_found] - v_src_amounts[k];
                                END IF;
                            END LOOP;
                            EXIT;
                        END IF;
                        a_balances[k] := a_balances[k] + v_src_amounts[j];
                        a_changed[k] := true;
                        v_balance := a_balances[k];
                        v_kind := a_kinds[k];
                        v_vendor_code := a_vendor_codes[k];
                    END IF;
                    v_post_balances := v_post_balances || v_balance;
                    v_post_kinds := v_post_kinds || v_kind;
                    v_post_vendor_codes := v_post_vendor_codes || v_vendor_code;
                END LOOP;

                IF v_short THEN
                    v_outcomes := v_outcomes || 'INSUFFICIENT_FUNDS'::TEXT;
                    v_round := NULL;
                    v_target_id := NULL;
                ELSE
                    FOR j IN 1 .. coalesce(cardinality(v_src_accounts), 0) LOOP
                        k := array_position(v_house_ids, v_src_accounts[j]);
                        IF k IS NOT NULL THEN
                            v_house_deltas[k] := v_house_deltas[k] + v_src_amounts[j];
                        END IF;
                    END LOOP;
                    v_entry_id := nextval(v_entry_sequence);
                    v_created_at := v_now;
                    v_line_entry_ids := v_line_entry_ids
                        || array_fill(v_entry_id, ARRAY[coalesce(cardinality(v_src_accounts), 0)]);
                    v_line_account_ids := v_line_account_ids || v_src_accounts;
                    v_line_amounts := v_line_amounts || v_src_amounts;
                    v_line_balances := v_line_balances || v_post_balances;
                    v_line_kinds := v_line_kinds || v_post_kinds;
                    v_line_vendor_codes := v_line_vendor_codes || v_post_vendor_codes;

                    IF v_round IS NULL AND v_effect = 'STAKE' THEN
                        r_keys := r_keys || (p_round_vendor_ids[i] || c_sep || p_round_ids[i]);
                        v_round := cardinality(r_keys);
                        r_ids[v_round] := NULL;
                        r_members[v_round] := p_member_ids[i];
                        r_games[v_round] := p_round_game_ids[i];
                        r_demo[v_round] := p_round_demo[i];
                        r_stakes[v_round] := 0;
                        r_payouts[v_round] := 0;
                        r_statuses[v_round] := 'OPEN';
                        r_categories[v_round] := p_round_categories[i];
                        r_settled_ats[v_round] := NULL;
                    END IF;
                    IF v_effect = 'STAKE' THEN
                        r_stakes[v_round] := r_stakes[v_round] + v_moved;
                    ELSIF v_effect = 'PAYOUT' THEN
                        r_payouts[v_round] := r_payouts[v_round] + v_moved;
                        IF p_round_closes[i] THEN
                            r_statuses[v_round] := 'SETTLED';
                            r_settled_ats[v_round] := v_now;
                        END IF;
                        IF NOT r_demo[v_round] AND v_moved > 0 THEN
                            w_members := w_members || p_member_ids[i];
                            w_games := w_games || r_games[v_round];
                            w_ids := w_ids || p_win_ids[i];
                            w_amounts := w_amounts || v_moved;
                        END IF;
                    ELSIF v_effect = 'CLOSE' THEN
                        r_statuses[v_round] := 'SETTLED';
                        r_settled_ats[v_round] := v_now;
                    ELSIF v_void THEN
                        x_keys := x_keys || (p_scopes[i] || c_sep || p_reverses_keys[i]);
                        x_entry_ids := x_entry_ids || v_entry_id;
                        x_created_ats := x_created_ats || v_created_at;
                        x_new := x_new || i;
                    ELSIF v_kinds[i] = 'WIN_ROLLBACK' THEN
                        -- A resettlement: the round is open for the bet's new result.
                        r_payouts[v_round] := r_payouts[v_round] - v_moved;
                        r_statuses[v_round] := 'OPEN';
                        r_settled_ats[v_round] := NULL;
                    ELSIF v_effect IN ('UNSTAKE', 'REVERSE') THEN
                        r_stakes[v_round] := r_stakes[v_round] - v_moved;
                        IF r_stakes[v_round] = 0 AND r_payouts[v_round] = 0 THEN
                            r_statuses[v_round] := 'CANCELLED';
                            r_settled_ats[v_round] := v_now;
                        END IF;
                    END IF;
                    -- A rollback may end its round (roundClosed), once the round is open.
                    IF v_effect = 'REVERSE' AND NOT v_void AND p_round_closes[i]
                       AND r_statuses[v_round] = 'OPEN' THEN
                        r_statuses[v_round] := 'SETTLED';
                        r_settled_ats[v_round] := v_now;
                    END IF;
                    IF v_round IS NOT NULL THEN
                        r_changed[v_round] := true;
                    END IF;
                    v_group_keys := v_group_keys || v_key;
                    v_group_postings := v_group_postings || i;
                    v_outcomes := v_outcomes || 'POSTED'::TEXT;
                END IF;
            END IF;
        END IF;
        v_entry_ids := v_entry_ids || v_entry_id;
        v_created_ats := v_created_ats || v_created_at;
        v_round_of := v_round_of || v_round;
        v_target_ids := v_target_ids || v_target_id;
        v_line_counts := v_line_counts
            || (cardinality(v_line_account_ids) + 1 - v_first_lines[i]);
    END LOOP;

    -- Every new entry's lines sum to zero. Checked here, once for the group and before any row
    -- is written, rather than by the deferred trigger journal_entry_balanced at commit, line by
    -- line, while this group holds the house accounts' rows (the trigger passes over the lines
    -- written below: 20261128212000_balance_checked_by_posting).
    IF EXISTS (SELECT 1 FROM unnest(v_line_entry_ids, v_line_amounts) AS l(entry_id, amount)
               GROUP BY l.entry_id HAVING sum(l.amount) <> 0) THEN
        RAISE EXCEPTION 'ledger_post_entries: an entry of the group does not balance'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
    END IF;

    -- 5. The group's writes. New rounds first: one another group opened meanwhile fails the
    -- call (40001) before this group waits on anything else.
    PERFORM ledger_time_left(v_until);
    IF cardinality(r_keys) > r_existing THEN
        WITH opened AS (
            INSERT INTO "bet_record" ("merchant_id", "member_id", "vendor_id", "game_id",
                                      "category_code", "round_id", "is_demo", "stake", "payout",
                                      "status", "settled_at", "last_activity_at")
            SELECT p_merchant_ids[n.posting], p_member_ids[n.posting],
                   p_round_vendor_ids[n.posting], r_games[n.round],
                   p_round_categories[n.posting], p_round_ids[n.posting], r_demo[n.round],
                   r_stakes[n.round], r_payouts[n.round], r_statuses[n.round]::"BetStatus",
                   r_settled_ats[n.round], v_now
            FROM (SELECT DISTINCT ON (o.round) o.round, o.posting
                  FROM unnest(v_round_of) WITH ORDINALITY AS o(round, posting)
                  WHERE o.round > r_existing
                  ORDER BY o.round, o.posting) n
            ON CONFLICT ("vendor_id", "round_id") DO NOTHING
            RETURNING "id", "vendor_id" || c_sep || "round_id" AS round_key)
        SELECT coalesce(array_agg(round_key), '{}'), coalesce(array_agg(id), '{}')
        INTO v_inserted_keys, v_inserted_ids FROM opened;
        IF cardinality(v_inserted_keys) < cardinality(r_keys) - r_existing THEN
            RAISE EXCEPTION 'a round of this group was opened meanwhile' USING ERRCODE = '40001';
        END IF;
        FOR j IN 1 .. cardinality(v_inserted_keys) LOOP
            r_ids[array_position(r_keys, v_inserted_keys[j])] := v_inserted_ids[j];
        END LOOP;
    END IF;
    UPDATE "bet_record" b
    SET "stake" = u.stake, "payout" = u.payout, "status" = u.status::"BetStatus",
        "settled_at" = u.settled_at, "last_activity_at" = v_now
    FROM unnest(r_ids[1 : r_existing], r_stakes[1 : r_existing], r_payouts[1 : r_existing],
                r_statuses[1 : r_existing], r_settled_ats[1 : r_existing],
                r_changed[1 : r_existing]) AS u(id, stake, payout, status, settled_at, changed)
    WHERE u.changed AND b."id" = u.id;
    UPDATE "ledger_account" a SET "balance" = u.balance
    FROM unnest(a_ids, a_balances, a_changed) AS u(id, balance, changed)
    WHERE u.changed AND a."id" = u.id;
    IF cardinality(w_ids) > 0 THEN
        INSERT INTO "game_win" ("member_id", "game_id", "transaction_id", "win_amount")
        SELECT * FROM unnest(w_members, w_games, w_ids, w_amounts);
    END IF;
    INSERT INTO "journal_entry" ("id", "merchant_id", "kind", "idempotency_scope",
                                 "idempotency_key", "request_hash", "member_id", "bet_id",
                                 "reverses_entry_id", "created_at")
    SELECT v_entry_ids[n], p_merchant_ids[n], v_kinds[n], p_scopes[n], p_keys[n],
           p_request_hashes[n], p_member_ids[n], r_ids[v_round_of[n]], v_target_ids[n], v_now
    FROM generate_series(1, v_count) AS n
    WHERE v_outcomes[n] = 'POSTED';
    IF cardinality(x_new) > 0 THEN
        INSERT INTO "rolled_back_transaction" ("scope", "key", "entry_id")
        SELECT p_scopes[n], p_reverses_keys[n], v_entry_ids[n] FROM unnest(x_new) AS n;
    END IF;
    -- The member accounts' lines now, the house accounts' after their rows (below): what is
    -- written while the house rows are held is only what needs their balances.
    PERFORM set_config('wps.posting_checked_lines', 'on', true);
    INSERT INTO "journal_line" ("entry_id", "account_id", "amount", "balance_after")
    SELECT l.entry_id, l.account_id, l.amount, l.balance_after
    FROM unnest(v_line_entry_ids, v_line_account_ids, v_line_amounts, v_line_balances)
         AS l(entry_id, account_id, amount, balance_after)
    WHERE NOT l.account_id = ANY (v_house_ids);

    -- 6. The house accounts, by id (the last locks every group takes), each by its total; then
    -- each of its lines gets the balance after it, in posting order.
    PERFORM ledger_time_left(v_until);
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

    -- 7. The house accounts' lines.
    INSERT INTO "journal_line" ("entry_id", "account_id", "amount", "balance_after")
    SELECT l.entry_id, l.account_id, l.amount, l.balance_after
    FROM unnest(v_line_entry_ids, v_line_account_ids, v_line_amounts, v_line_balances)
         AS l(entry_id, account_id, amount, balance_after)
    WHERE l.account_id = ANY (v_house_ids);
    PERFORM set_config('wps.posting_checked_lines', 'off', true);
    -- Out of time by now: nothing of the group commits.
    PERFORM ledger_time_left(v_until);

    -- The answer, posting by posting: a new entry's lines from what was just written, a replayed
    -- entry's from its own lines (by entry id), so no step reads more than its entry's rows.
    FOR i IN 1 .. v_count LOOP
        posting := i;
        outcome := v_outcomes[i];
        entry_id := v_entry_ids[i];
        created_at := v_created_ats[i];
        IF outcome IN ('POSTED', 'REPLAYED') THEN
            -- An entry that moves no money (a round closed, a rollback of an unseen bet) answers
            -- one row without a line.
            account_id := NULL;
            kind := NULL;
            vendor_code := NULL;
            amount := NULL;
            balance_after := NULL;
        END IF;
        IF outcome = 'POSTED' AND v_line_counts[i] = 0 THEN
            RETURN NEXT;
        ELSIF outcome = 'POSTED' THEN
            FOR j IN v_first_lines[i] .. v_first_lines[i] + v_line_counts[i] - 1 LOOP
                account_id := v_line_account_ids[j];
                kind := v_line_kinds[j];
                vendor_code := v_line_vendor_codes[j];
                amount := v_line_amounts[j]::TEXT;
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
            IF NOT FOUND THEN
                RETURN NEXT;
            END IF;
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
