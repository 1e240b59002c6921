-- Bonus details, the reward centre and raffles (issue 17, points 1 and 2).

-- An operator's forfeit takes a bonus back from MAIN to the house's promotion account.
ALTER TYPE "JournalEntryKind" ADD VALUE 'BONUS_FORFEIT';

-- A forfeited bonus's requirement is no longer asked of the member.
ALTER TABLE "turnover_requirement" ADD COLUMN "voided_at" TIMESTAMPTZ(3);

ALTER TABLE "member_bonus"
    ADD COLUMN "forfeited_at" TIMESTAMPTZ(3),
    ADD COLUMN "forfeited_amount" DECIMAL(20,2),
    ADD COLUMN "forfeit_entry_id" BIGINT,
    ADD COLUMN "forfeit_reason" TEXT;
CREATE INDEX "member_bonus_merchant_id_created_at_idx" ON "member_bonus"("merchant_id", "created_at" DESC);

CREATE TYPE "RewardSource" AS ENUM ('PROMOTION', 'RAFFLE');
CREATE TYPE "RewardStatus" AS ENUM ('AVAILABLE', 'CLAIMED', 'CANCELLED');
CREATE TYPE "RewardTarget" AS ENUM ('MEMBER', 'VIP_RANK', 'LABEL');

CREATE TABLE "reward_issue" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "target" "RewardTarget" NOT NULL,
    "target_value" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "turnover_multiplier" DECIMAL(6,2) NOT NULL,
    "expires_at" TIMESTAMPTZ(3),
    "operator_username" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reward_issue_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "reward_issue_merchant_id_created_at_idx" ON "reward_issue"("merchant_id", "created_at" DESC);

CREATE TABLE "reward" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "source" "RewardSource" NOT NULL,
    "title" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "turnover_multiplier" DECIMAL(6,2) NOT NULL,
    "expires_at" TIMESTAMPTZ(3),
    "status" "RewardStatus" NOT NULL DEFAULT 'AVAILABLE',
    "issue_id" BIGINT,
    "claim_key" TEXT,
    "bonus_id" BIGINT,
    "claimed_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reward_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "reward_issue_id_member_id_key" ON "reward"("issue_id", "member_id");
CREATE INDEX "reward_member_id_status_created_at_idx" ON "reward"("member_id", "status", "created_at" DESC);
ALTER TABLE "reward" ADD CONSTRAINT "reward_issue_id_fkey" FOREIGN KEY ("issue_id") REFERENCES "reward_issue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "reward" ADD CONSTRAINT "reward_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "raffle" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "settings" JSONB NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "raffle_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "raffle_merchant_id_ends_at_idx" ON "raffle"("merchant_id", "ends_at");

CREATE TABLE "raffle_draw" (
    "id" BIGSERIAL NOT NULL,
    "raffle_id" BIGINT NOT NULL,
    "member_id" INTEGER NOT NULL,
    "period_start" DATE NOT NULL,
    "draw_no" INTEGER NOT NULL,
    "request_key" TEXT NOT NULL,
    "prize_label" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "reward_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "raffle_draw_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "raffle_draw_reward_id_key" ON "raffle_draw"("reward_id");
CREATE UNIQUE INDEX "raffle_draw_raffle_id_member_id_period_start_draw_no_key" ON "raffle_draw"("raffle_id", "member_id", "period_start", "draw_no");
CREATE UNIQUE INDEX "raffle_draw_member_id_request_key_key" ON "raffle_draw"("member_id", "request_key");
ALTER TABLE "raffle_draw" ADD CONSTRAINT "raffle_draw_raffle_id_fkey" FOREIGN KEY ("raffle_id") REFERENCES "raffle"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "raffle_draw" ADD CONSTRAINT "raffle_draw_reward_id_fkey" FOREIGN KEY ("reward_id") REFERENCES "reward"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
