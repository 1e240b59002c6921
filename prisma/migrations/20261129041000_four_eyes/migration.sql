-- Issue 26 point 2: four-eyes. Payouts, manual adjustments and console bonus grants above the
-- owner's threshold (rolling per-member totals over 24 hours and 30 days), and every one of a
-- member flagged for monitoring, need a second operator; threshold changes need a second owner.
ALTER TYPE "BonusSource" ADD VALUE 'MANUAL' AFTER 'DEPOSIT_BONUS';

ALTER TABLE "member" ADD COLUMN "monitored" BOOLEAN NOT NULL DEFAULT false;

CREATE TYPE "FourEyesKind" AS ENUM ('PAYOUT', 'ADJUSTMENT', 'BONUS_GRANT', 'THRESHOLD_CHANGE');
CREATE TYPE "FourEyesStatus" AS ENUM ('AWAITING_SECOND', 'APPROVED', 'REJECTED');

CREATE TABLE "four_eyes_approval" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "kind" "FourEyesKind" NOT NULL,
    "subject" TEXT NOT NULL,
    "member_id" INTEGER,
    "amount" DECIMAL(20,2),
    "payload" JSONB NOT NULL,
    "reasons" TEXT[],
    "permission" TEXT NOT NULL,
    "status" "FourEyesStatus" NOT NULL,
    "first_operator_id" INTEGER NOT NULL,
    "first_operator" TEXT NOT NULL,
    "second_operator_id" INTEGER,
    "second_operator" TEXT,
    "reject_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMPTZ(3),

    CONSTRAINT "four_eyes_approval_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "four_eyes_approval_merchant_id_kind_subject_key" ON "four_eyes_approval"("merchant_id", "kind", "subject");
CREATE INDEX "four_eyes_approval_merchant_id_status_created_at_idx" ON "four_eyes_approval"("merchant_id", "status", "created_at" DESC);
CREATE INDEX "four_eyes_approval_member_id_kind_status_decided_at_idx" ON "four_eyes_approval"("member_id", "kind", "status", "decided_at");

CREATE TABLE "four_eyes_settings" (
    "merchant_id" INTEGER NOT NULL,
    "limit_24h" DECIMAL(20,2),
    "limit_30d" DECIMAL(20,2),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "four_eyes_settings_pkey" PRIMARY KEY ("merchant_id")
);
