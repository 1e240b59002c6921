-- Missions and leaderboard (issue 17 point 4), and the rebate taking back rounds rolled back after
-- a claim counted them.
CREATE TYPE "MissionPeriod" AS ENUM ('DAILY', 'WEEKLY');
CREATE TYPE "MissionKind" AS ENUM ('SIGN_IN', 'DEPOSIT_AMOUNT', 'DEPOSIT_COUNT', 'CATEGORY_TURNOVER', 'GAME_ROUNDS');

CREATE TABLE "mission" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "period" "MissionPeriod" NOT NULL,
    "kind" "MissionKind" NOT NULL,
    "category_code" TEXT,
    "game_id" INTEGER,
    "target" DECIMAL(20,2) NOT NULL,
    "reward_amount" DECIMAL(20,2) NOT NULL,
    "turnover_multiplier" DECIMAL(6,2) NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "titles" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mission_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "mission_target_check" CHECK ("target" > 0),
    CONSTRAINT "mission_reward_check" CHECK ("reward_amount" > 0)
);

CREATE INDEX "mission_merchant_id_sort_order_id_idx" ON "mission"("merchant_id", "sort_order", "id");

ALTER TABLE "mission" ADD CONSTRAINT "mission_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "mission" ADD CONSTRAINT "mission_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "mission" ADD CONSTRAINT "mission_category_code_fkey" FOREIGN KEY ("category_code") REFERENCES "game_category"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "mission_claim" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "mission_id" INTEGER NOT NULL,
    "period_start" DATE NOT NULL,
    "request_key" TEXT NOT NULL,
    "progress" DECIMAL(24,6) NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "bonus_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mission_claim_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "mission_claim_member_id_mission_id_period_start_key" ON "mission_claim"("member_id", "mission_id", "period_start");
CREATE UNIQUE INDEX "mission_claim_member_id_request_key_key" ON "mission_claim"("member_id", "request_key");
CREATE INDEX "mission_claim_member_id_created_at_idx" ON "mission_claim"("member_id", "created_at" DESC);

ALTER TABLE "mission_claim" ADD CONSTRAINT "mission_claim_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "mission_claim" ADD CONSTRAINT "mission_claim_mission_id_fkey" FOREIGN KEY ("mission_id") REFERENCES "mission"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Deposit missions sum a member's deposits approved in the period: only those rows of the member.
CREATE INDEX "deposit_member_approved_idx" ON "deposit"("member_id", "decided_at")
    WHERE "status" = 'APPROVED';

-- The rebate's window of each claim, so a later claim can count it again and take back the
-- rounds rolled back since.
ALTER TABLE "rebate_claim" ADD COLUMN "counted_from" TIMESTAMPTZ(3);
ALTER TABLE "rebate_claim" ADD COLUMN "adjustment" DECIMAL(20,2) NOT NULL DEFAULT 0;
UPDATE "rebate_claim" c
SET "counted_from" = p.previous
FROM (SELECT "id", lag("counted_until") OVER (PARTITION BY "member_id" ORDER BY "created_at", "id") AS previous
      FROM "rebate_claim") p
WHERE p."id" = c."id";

CREATE TABLE "rebate_correction" (
    "id" BIGSERIAL NOT NULL,
    "claim_id" BIGINT NOT NULL,
    "by_claim_id" BIGINT NOT NULL,
    "category_code" TEXT NOT NULL,
    "turnover" DECIMAL(24,6) NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rebate_correction_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "rebate_correction_claim_id_idx" ON "rebate_correction"("claim_id");

ALTER TABLE "rebate_correction" ADD CONSTRAINT "rebate_correction_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "rebate_claim"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
