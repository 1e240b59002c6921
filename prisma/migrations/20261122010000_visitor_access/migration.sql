-- Visitor access: failed-login counter, referrals, forced password change, development outbox.
CREATE TYPE "OutboxChannel" AS ENUM ('SMS', 'EMAIL');

ALTER TABLE "member" ADD COLUMN "failed_login_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "referrer_id" INTEGER;

ALTER TABLE "member_session" ADD COLUMN "password_change_required" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "outbox_message" (
    "id" SERIAL NOT NULL,
    "channel" "OutboxChannel" NOT NULL,
    "recipient" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_message_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "member_referrer_id_idx" ON "member"("referrer_id");
CREATE INDEX "outbox_message_recipient_created_at_idx" ON "outbox_message"("recipient", "created_at");

ALTER TABLE "member" ADD CONSTRAINT "member_referrer_id_fkey" FOREIGN KEY ("referrer_id") REFERENCES "member"("id") ON DELETE SET NULL ON UPDATE CASCADE;
