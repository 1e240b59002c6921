-- Money in and out, the parts deposits, withdrawals and transfers share: the payment password's
-- lock, and the turnover requirement each deposit or bonus adds.
ALTER TABLE "member" ADD COLUMN "payment_password_failures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "payment_password_locked_until" TIMESTAMPTZ(3),
ADD COLUMN "turnover_cleared_at" TIMESTAMPTZ(3);

CREATE TYPE "TurnoverSource" AS ENUM ('DEPOSIT', 'BONUS');

CREATE TABLE "turnover_requirement" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "source" "TurnoverSource" NOT NULL,
    "source_id" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "required" DECIMAL(20,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "turnover_requirement_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "turnover_requirement_source_source_id_key" ON "turnover_requirement"("source", "source_id");
CREATE INDEX "turnover_requirement_member_id_created_at_idx" ON "turnover_requirement"("member_id", "created_at");

ALTER TABLE "turnover_requirement" ADD CONSTRAINT "turnover_requirement_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
