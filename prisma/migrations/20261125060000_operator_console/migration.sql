-- The operator console: roles beyond the owner, two-factor sign-in (TOTP and recovery codes),
-- lock after repeated failures, server-side sessions, and the append-only audit trail.
ALTER TYPE "OperatorRole" ADD VALUE 'FINANCE';
ALTER TYPE "OperatorRole" ADD VALUE 'SUPPORT';
ALTER TYPE "OperatorRole" ADD VALUE 'CONTENT';
ALTER TYPE "OperatorRole" ADD VALUE 'READ_ONLY';

ALTER TABLE "operator_account"
    ADD COLUMN "totp_secret" TEXT,
    ADD COLUMN "totp_pending_secret" TEXT,
    ADD COLUMN "totp_last_step" INTEGER,
    ADD COLUMN "failed_attempts" INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN "locked_until" TIMESTAMPTZ(3),
    ADD COLUMN "disabled_at" TIMESTAMPTZ(3);

CREATE TABLE "operator_recovery_code" (
    "id" SERIAL NOT NULL,
    "operator_id" INTEGER NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "operator_recovery_code_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "operator_recovery_code_operator_id_code_hash_key"
    ON "operator_recovery_code"("operator_id", "code_hash");
ALTER TABLE "operator_recovery_code" ADD CONSTRAINT "operator_recovery_code_operator_id_fkey"
    FOREIGN KEY ("operator_id") REFERENCES "operator_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "operator_session" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "operator_id" INTEGER NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "operator_session_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "operator_session_token_hash_key" ON "operator_session"("token_hash");
CREATE INDEX "operator_session_operator_id_revoked_at_idx"
    ON "operator_session"("operator_id", "revoked_at");
ALTER TABLE "operator_session" ADD CONSTRAINT "operator_session_operator_id_fkey"
    FOREIGN KEY ("operator_id") REFERENCES "operator_account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "operator_audit" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "operator_id" INTEGER NOT NULL,
    "operator_username" TEXT NOT NULL,
    "role" "OperatorRole" NOT NULL,
    "ip" TEXT,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "before" JSONB,
    "after" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operator_audit_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "operator_audit_merchant_id_created_at_idx" ON "operator_audit"("merchant_id", "created_at");
CREATE INDEX "operator_audit_merchant_id_operator_username_created_at_idx"
    ON "operator_audit"("merchant_id", "operator_username", "created_at");
CREATE INDEX "operator_audit_merchant_id_target_created_at_idx"
    ON "operator_audit"("merchant_id", "target", "created_at");

-- No role may change or remove what an operator did: rows are only ever added.
CREATE TRIGGER "operator_audit_append_only"
    BEFORE UPDATE OR DELETE ON "operator_audit"
    FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();
CREATE TRIGGER "operator_audit_not_truncated"
    BEFORE TRUNCATE ON "operator_audit"
    FOR EACH STATEMENT EXECUTE FUNCTION "ledger_is_append_only"();
