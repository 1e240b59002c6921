-- Player protection (issue 24): members' limits with their cooling-off, time-outs and
-- self-exclusions, reality-check intervals, identity verification, and their history.
CREATE TYPE "PlayerLimitKind" AS ENUM ('DEPOSIT_DAY', 'DEPOSIT_WEEK', 'DEPOSIT_MONTH', 'LOSS_DAY', 'LOSS_WEEK', 'LOSS_MONTH', 'WAGER_DAY', 'WAGER_WEEK', 'WAGER_MONTH', 'SESSION_MINUTES');
CREATE TYPE "PlayerExclusionKind" AS ENUM ('TIME_OUT', 'SELF_EXCLUSION');
CREATE TYPE "IdentityStatus" AS ENUM ('NOT_VERIFIED', 'PENDING', 'VERIFIED', 'REJECTED');
CREATE TYPE "ProtectionEventKind" AS ENUM ('LIMIT_SET', 'LIMIT_CHANGE_PENDING', 'EXCLUSION_STARTED', 'EXCLUSION_LIFTED', 'REALITY_CHECK_SET', 'IDENTITY_SUBMITTED', 'IDENTITY_REVIEWED');

CREATE TABLE "player_protection" (
    "member_id" INTEGER NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "reality_check_minutes" INTEGER,
    "identity_status" "IdentityStatus" NOT NULL DEFAULT 'NOT_VERIFIED',
    "identity_documents" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "identity_submitted_at" TIMESTAMPTZ(3),
    "identity_reject_reason" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "player_protection_pkey" PRIMARY KEY ("member_id")
);
CREATE INDEX "player_protection_merchant_id_identity_status_idx" ON "player_protection"("merchant_id", "identity_status");
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "player_limit" (
    "member_id" INTEGER NOT NULL,
    "kind" "PlayerLimitKind" NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "value" DECIMAL(20,2) NOT NULL,
    "pending_value" DECIMAL(20,2),
    "pending_from" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "player_limit_pkey" PRIMARY KEY ("member_id", "kind")
);
CREATE INDEX "player_limit_merchant_id_idx" ON "player_limit"("merchant_id");
ALTER TABLE "player_limit" ADD CONSTRAINT "player_limit_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "player_exclusion" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "kind" "PlayerExclusionKind" NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3),
    "lifted_at" TIMESTAMPTZ(3),
    "lifted_by_operator_id" INTEGER,
    "lift_reason" TEXT,
    "email" TEXT,
    "mobile_num" TEXT,
    "id_number" TEXT,
    CONSTRAINT "player_exclusion_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "player_exclusion_member_id_starts_at_idx" ON "player_exclusion"("member_id", "starts_at");
CREATE INDEX "player_exclusion_merchant_id_starts_at_idx" ON "player_exclusion"("merchant_id", "starts_at");
CREATE INDEX "player_exclusion_merchant_id_email_idx" ON "player_exclusion"("merchant_id", "email");
CREATE INDEX "player_exclusion_merchant_id_mobile_num_idx" ON "player_exclusion"("merchant_id", "mobile_num");
CREATE INDEX "player_exclusion_merchant_id_id_number_idx" ON "player_exclusion"("merchant_id", "id_number");
ALTER TABLE "player_exclusion" ADD CONSTRAINT "player_exclusion_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "player_protection_event" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "kind" "ProtectionEventKind" NOT NULL,
    "detail" JSONB NOT NULL DEFAULT '{}',
    "operator_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "player_protection_event_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "player_protection_event_member_id_created_at_idx" ON "player_protection_event"("member_id", "created_at");
