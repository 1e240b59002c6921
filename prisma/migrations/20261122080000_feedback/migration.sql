-- Feedback (PUT /wps/feedback): a member's question type and text, with up to three images kept
-- as files under DATA_DIR/uploads/feedback.

CREATE TYPE "FeedbackQuestionType" AS ENUM ('DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'ACCOUNT', 'SUGGESTION', 'OTHER');

CREATE TABLE "feedback" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "question_type" "FeedbackQuestionType" NOT NULL,
    "content" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedback_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "feedback_image" (
    "id" SERIAL NOT NULL,
    "feedback_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "stored_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,

    CONSTRAINT "feedback_image_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "feedback_member_id_created_at_idx" ON "feedback"("member_id", "created_at" DESC);
CREATE INDEX "feedback_merchant_id_created_at_idx" ON "feedback"("merchant_id", "created_at" DESC);
CREATE UNIQUE INDEX "feedback_image_stored_name_key" ON "feedback_image"("stored_name");
CREATE UNIQUE INDEX "feedback_image_feedback_id_position_key" ON "feedback_image"("feedback_id", "position");

ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_feedback_id_fkey" FOREIGN KEY ("feedback_id") REFERENCES "feedback"("id") ON DELETE CASCADE ON UPDATE CASCADE;
