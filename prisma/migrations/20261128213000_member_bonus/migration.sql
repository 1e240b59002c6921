-- Bonuses: every bonus a member received, with its ledger entry and its turnover requirement.
CREATE TYPE "BonusSource" AS ENUM ('DEPOSIT_BONUS', 'REBATE', 'MISSION', 'REFERRAL', 'RAFFLE', 'PROMOTION');

CREATE TABLE "member_bonus" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "source" "BonusSource" NOT NULL,
    "source_key" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "turnover_required" DECIMAL(20,2) NOT NULL,
    "entry_id" BIGINT NOT NULL,
    "requirement_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_bonus_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "member_bonus_source_source_key_key" ON "member_bonus"("source", "source_key");
CREATE INDEX "member_bonus_member_id_created_at_idx" ON "member_bonus"("member_id", "created_at" DESC);

ALTER TABLE "member_bonus" ADD CONSTRAINT "member_bonus_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The bonuses granted before this table: deposit bonuses (keyed by their deposit) and claimed
-- rebates (keyed by member and period), each with the requirement written in its transaction.
INSERT INTO "member_bonus" ("merchant_id", "member_id", "source", "source_key", "amount", "turnover_required", "entry_id", "requirement_id", "created_at")
SELECT e."merchant_id", e."member_id", 'DEPOSIT_BONUS', e."idempotency_key", r."amount", r."required", e."id", r."id", e."created_at"
FROM "journal_entry" e
JOIN "turnover_requirement" r ON r."source" = 'BONUS' AND r."source_id" = 'deposit:' || e."idempotency_key"
WHERE e."idempotency_scope" = 'deposit-bonus' AND e."kind" = 'BONUS_GRANT';

INSERT INTO "member_bonus" ("merchant_id", "member_id", "source", "source_key", "amount", "turnover_required", "entry_id", "requirement_id", "created_at")
SELECT c."merchant_id", c."member_id", 'REBATE', c."member_id" || ':' || to_char(c."period_start", 'YYYY-MM-DD'), c."amount", r."required", c."entry_id", r."id", c."created_at"
FROM "rebate_claim" c
JOIN "turnover_requirement" r ON r."member_id" = c."member_id" AND r."source" = 'BONUS'
  AND r."source_id" LIKE 'rebate:%' AND r."created_at" = c."created_at";
