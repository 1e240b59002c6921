-- Manual rebate: a member's claims, one per period and per Idempotency-Key.
CREATE TABLE "rebate_claim" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "period_start" DATE NOT NULL,
    "request_key" TEXT NOT NULL,
    "counted_until" TIMESTAMPTZ(3) NOT NULL,
    "rank_level" INTEGER NOT NULL,
    "total_turnover" DECIMAL(24,6) NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "categories" JSONB NOT NULL,
    "entry_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rebate_claim_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "rebate_claim_member_id_period_start_key" ON "rebate_claim"("member_id", "period_start");
CREATE UNIQUE INDEX "rebate_claim_member_id_request_key_key" ON "rebate_claim"("member_id", "request_key");
CREATE INDEX "rebate_claim_member_id_created_at_idx" ON "rebate_claim"("member_id", "created_at" DESC);

ALTER TABLE "rebate_claim" ADD CONSTRAINT "rebate_claim_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The rebate view sums a member's settled real-money stakes since the last claim by category:
-- this reads only those rows of the member, however many bets the site has.
CREATE INDEX "bet_record_member_settled_idx" ON "bet_record"("member_id", "settled_at")
    WHERE "status" = 'SETTLED' AND NOT "is_demo";
