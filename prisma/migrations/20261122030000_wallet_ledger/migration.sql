-- Wallet ledger: double-entry accounts, journal entries and lines, bet records, game sessions.
-- The money rules live in the database as well as in the code: member accounts never go below
-- zero, every entry's lines sum to zero, and posted lines are never changed or deleted.

-- CreateEnum
CREATE TYPE "LedgerAccountKind" AS ENUM ('MAIN', 'VENDOR', 'DEMO', 'HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO');
CREATE TYPE "JournalEntryKind" AS ENUM ('TRANSFER', 'BET_DEBIT', 'WIN_CREDIT', 'ROLLBACK', 'ADJUSTMENT', 'DEMO_GRANT');
CREATE TYPE "BetStatus" AS ENUM ('OPEN', 'SETTLED', 'CANCELLED');

-- CreateTable
CREATE TABLE "ledger_account" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER,
    "kind" "LedgerAccountKind" NOT NULL,
    "vendor_id" INTEGER,
    "currency" TEXT NOT NULL,
    "balance" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_account_pkey" PRIMARY KEY ("id"),
    -- A member's money can never go below zero, whatever statement writes it.
    CONSTRAINT "ledger_account_balance_check"
        CHECK ("balance" >= 0 OR "kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO')),
    CONSTRAINT "ledger_account_owner_check"
        CHECK (("member_id" IS NULL) = ("kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO'))),
    CONSTRAINT "ledger_account_vendor_check"
        CHECK (("vendor_id" IS NOT NULL) = ("kind" IN ('VENDOR', 'HOUSE_GAME')))
);

CREATE TABLE "journal_entry" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "kind" "JournalEntryKind" NOT NULL,
    "idempotency_scope" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "member_id" INTEGER,
    "bet_id" BIGINT,
    "reverses_entry_id" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_entry_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "journal_line" (
    "id" BIGSERIAL NOT NULL,
    "entry_id" BIGINT NOT NULL,
    "account_id" INTEGER NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "balance_after" DECIMAL(20,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_line_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "bet_record" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "category_code" TEXT NOT NULL,
    "round_id" TEXT NOT NULL,
    "is_demo" BOOLEAN NOT NULL DEFAULT false,
    "stake" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "payout" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "status" "BetStatus" NOT NULL DEFAULT 'OPEN',
    "placed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),

    CONSTRAINT "bet_record_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "bet_record_amounts_check" CHECK ("stake" >= 0 AND "payout" >= 0)
);

CREATE TABLE "game_session" (
    "id" BIGSERIAL NOT NULL,
    "player_token" TEXT NOT NULL,
    "member_id" INTEGER NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "is_demo" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "game_session_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
-- NULLS NOT DISTINCT: a member has one MAIN account and the operator one HOUSE_CASH account,
-- although their vendor (and, for the house, member) is NULL.
CREATE UNIQUE INDEX "ledger_account_merchant_id_member_id_kind_vendor_id_key" ON "ledger_account"("merchant_id", "member_id", "kind", "vendor_id") NULLS NOT DISTINCT;
CREATE INDEX "ledger_account_member_id_idx" ON "ledger_account"("member_id");
CREATE INDEX "ledger_account_vendor_id_idx" ON "ledger_account"("vendor_id");
CREATE UNIQUE INDEX "journal_entry_reverses_entry_id_key" ON "journal_entry"("reverses_entry_id");
CREATE UNIQUE INDEX "journal_entry_idempotency_scope_idempotency_key_key" ON "journal_entry"("idempotency_scope", "idempotency_key");
CREATE INDEX "journal_entry_member_id_created_at_idx" ON "journal_entry"("member_id", "created_at");
CREATE INDEX "journal_entry_bet_id_idx" ON "journal_entry"("bet_id");
CREATE INDEX "journal_entry_merchant_id_created_at_idx" ON "journal_entry"("merchant_id", "created_at");
CREATE INDEX "journal_line_entry_id_idx" ON "journal_line"("entry_id");
CREATE INDEX "journal_line_account_id_created_at_idx" ON "journal_line"("account_id", "created_at");
CREATE UNIQUE INDEX "bet_record_vendor_id_round_id_key" ON "bet_record"("vendor_id", "round_id");
CREATE INDEX "bet_record_member_id_placed_at_idx" ON "bet_record"("member_id", "placed_at");
CREATE INDEX "bet_record_merchant_id_placed_at_idx" ON "bet_record"("merchant_id", "placed_at");
CREATE INDEX "bet_record_game_id_idx" ON "bet_record"("game_id");
CREATE UNIQUE INDEX "game_session_player_token_key" ON "game_session"("player_token");
CREATE INDEX "game_session_member_id_created_at_idx" ON "game_session"("member_id", "created_at");
CREATE INDEX "game_session_vendor_id_idx" ON "game_session"("vendor_id");
CREATE INDEX "game_session_game_id_idx" ON "game_session"("game_id");

-- AddForeignKey
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_bet_id_fkey" FOREIGN KEY ("bet_id") REFERENCES "bet_record"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_reverses_entry_id_fkey" FOREIGN KEY ("reverses_entry_id") REFERENCES "journal_entry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "journal_entry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "ledger_account"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "bet_record" ADD CONSTRAINT "bet_record_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "bet_record" ADD CONSTRAINT "bet_record_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "bet_record" ADD CONSTRAINT "bet_record_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "bet_record" ADD CONSTRAINT "bet_record_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_session" ADD CONSTRAINT "game_session_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Double entry: checked at commit (deferred), when every line of the entry is in.
CREATE FUNCTION "journal_entry_must_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF (SELECT sum("amount") FROM "journal_line" WHERE "entry_id" = NEW."entry_id") <> 0 THEN
        RAISE EXCEPTION 'journal entry % does not balance', NEW."entry_id"
            USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
    END IF;
    RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER "journal_entry_balanced"
    AFTER INSERT ON "journal_line"
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION "journal_entry_must_balance"();

-- The ledger is append-only: a correction is a new entry, never an edit of an old one.
CREATE FUNCTION "ledger_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER "journal_line_append_only"
    BEFORE UPDATE OR DELETE ON "journal_line"
    FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();

CREATE TRIGGER "journal_entry_append_only"
    BEFORE UPDATE OR DELETE ON "journal_entry"
    FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();
