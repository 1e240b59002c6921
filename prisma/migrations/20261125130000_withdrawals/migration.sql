-- Money out: the bank accounts members bind, withdrawals with their proof images, and transfers to
-- the upline agent.
CREATE TYPE "WithdrawalStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'CONFIRMED', 'DISPUTED', 'RESOLVED');
CREATE TYPE "WithdrawalImageKind" AS ENUM ('PAYOUT', 'DISPUTE');

CREATE TABLE "bank_account" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "bank_name" TEXT NOT NULL,
    "account_number" TEXT NOT NULL,
    "holder_name" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "confirmed_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bank_account_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "withdrawal" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "request_key" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "status" "WithdrawalStatus" NOT NULL DEFAULT 'PENDING',
    "bank_account_id" INTEGER,
    "bank_name" TEXT NOT NULL,
    "account_number" TEXT NOT NULL,
    "holder_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMPTZ(3),
    "decided_by" TEXT,
    "reject_reason" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "paid_by" TEXT,
    "payout_reference" TEXT,
    "answered_at" TIMESTAMPTZ(3),
    "auto_confirmed" BOOLEAN NOT NULL DEFAULT false,
    "dispute_remark" TEXT,
    "resolution_note" TEXT,
    "resolved_at" TIMESTAMPTZ(3),
    "resolved_by" TEXT,

    CONSTRAINT "withdrawal_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "withdrawal_image" (
    "id" SERIAL NOT NULL,
    "withdrawal_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" "WithdrawalImageKind" NOT NULL,
    "stored_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,

    CONSTRAINT "withdrawal_image_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "upline_transfer" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "upline_id" INTEGER NOT NULL,
    "request_key" TEXT NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "entry_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upline_transfer_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "bank_account_member_id_account_number_key" ON "bank_account"("member_id", "account_number");

CREATE UNIQUE INDEX "withdrawal_member_id_request_key_key" ON "withdrawal"("member_id", "request_key");
CREATE INDEX "withdrawal_member_id_created_at_idx" ON "withdrawal"("member_id", "created_at" DESC);
CREATE INDEX "withdrawal_merchant_id_created_at_idx" ON "withdrawal"("merchant_id", "created_at" DESC);
CREATE INDEX "withdrawal_merchant_id_status_created_at_idx" ON "withdrawal"("merchant_id", "status", "created_at" DESC);
CREATE INDEX "withdrawal_status_paid_at_idx" ON "withdrawal"("status", "paid_at");
CREATE INDEX "withdrawal_bank_account_id_idx" ON "withdrawal"("bank_account_id");

CREATE UNIQUE INDEX "withdrawal_image_stored_name_key" ON "withdrawal_image"("stored_name");
CREATE UNIQUE INDEX "withdrawal_image_withdrawal_id_position_key" ON "withdrawal_image"("withdrawal_id", "position");

CREATE UNIQUE INDEX "upline_transfer_member_id_request_key_key" ON "upline_transfer"("member_id", "request_key");
CREATE INDEX "upline_transfer_member_id_created_at_idx" ON "upline_transfer"("member_id", "created_at" DESC);
CREATE INDEX "upline_transfer_upline_id_idx" ON "upline_transfer"("upline_id");

ALTER TABLE "bank_account" ADD CONSTRAINT "bank_account_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "bank_account"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "withdrawal_image" ADD CONSTRAINT "withdrawal_image_withdrawal_id_fkey" FOREIGN KEY ("withdrawal_id") REFERENCES "withdrawal"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "upline_transfer" ADD CONSTRAINT "upline_transfer_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "upline_transfer" ADD CONSTRAINT "upline_transfer_upline_id_fkey" FOREIGN KEY ("upline_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
