-- Referral: the rewards paid to referrers for their friends' first deposits and daily turnover.
CREATE TYPE "ReferralRewardKind" AS ENUM ('FIRST_DEPOSIT', 'TURNOVER');

CREATE TABLE "referral_reward" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "referrer_id" INTEGER NOT NULL,
    "friend_id" INTEGER NOT NULL,
    "kind" "ReferralRewardKind" NOT NULL,
    "source_key" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "base" DECIMAL(24,6) NOT NULL,
    "percent" DECIMAL(5,2) NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "referral_reward_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "referral_reward_source_key_key" ON "referral_reward"("source_key");
CREATE INDEX "referral_reward_referrer_id_created_at_idx" ON "referral_reward"("referrer_id", "created_at" DESC);
CREATE INDEX "referral_reward_friend_id_idx" ON "referral_reward"("friend_id");
CREATE INDEX "referral_reward_merchant_id_created_at_idx" ON "referral_reward"("merchant_id", "created_at" DESC);

ALTER TABLE "referral_reward" ADD CONSTRAINT "referral_reward_referrer_id_fkey" FOREIGN KEY ("referrer_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "referral_reward" ADD CONSTRAINT "referral_reward_friend_id_fkey" FOREIGN KEY ("friend_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The referral job looks at deposits approved in the last day, every minute.
CREATE INDEX "deposit_approved_idx" ON "deposit"("decided_at") WHERE "status" = 'APPROVED';
