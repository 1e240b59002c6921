-- The console's content and support pages: a banner may be shown in one language only (null:
-- every language), and a feedback has a status, the operator's reply and when it was closed.
CREATE TYPE "FeedbackStatus" AS ENUM ('OPEN', 'REPLIED', 'CLOSED');

ALTER TABLE "banner" ADD COLUMN "language" TEXT;

ALTER TABLE "feedback" ADD COLUMN "status" "FeedbackStatus" NOT NULL DEFAULT 'OPEN',
ADD COLUMN "reply" TEXT,
ADD COLUMN "replied_at" TIMESTAMPTZ(3),
ADD COLUMN "replied_by" TEXT,
ADD COLUMN "closed_at" TIMESTAMPTZ(3);

-- The support inbox lists one status, newest first.
CREATE INDEX "feedback_merchant_id_status_created_at_idx" ON "feedback"("merchant_id", "status", "created_at" DESC);
