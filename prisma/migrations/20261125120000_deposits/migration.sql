-- Deposits: the channels operators configure (bank transfer, e-wallet QR, online payment), the
-- members' deposits through them and their proof images.

CREATE TYPE "DepositChannelType" AS ENUM ('BANK_TRANSFER', 'EWALLET', 'ONLINE');
CREATE TYPE "DepositStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED');

CREATE TABLE "deposit_channel" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "type" "DepositChannelType" NOT NULL,
    "name" TEXT NOT NULL,
    "bank_name" TEXT,
    "account_holder" TEXT,
    "account_number" TEXT,
    "qr_image_url" TEXT,
    "min_amount" DECIMAL(20,2) NOT NULL,
    "max_amount" DECIMAL(20,2) NOT NULL,
    "daily_amount" DECIMAL(20,2),
    "daily_count" INTEGER,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "promotion_id" INTEGER,
    "bonus_percent" DECIMAL(5,2),
    "bonus_max" DECIMAL(20,2),
    "bonus_turnover_multiplier" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deposit_channel_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "deposit_channel_amounts_check" CHECK ("min_amount" > 0 AND "max_amount" >= "min_amount")
);

CREATE TABLE "deposit" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "channel_id" INTEGER NOT NULL,
    "channel_type" "DepositChannelType" NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "currency" TEXT NOT NULL,
    "status" "DepositStatus" NOT NULL DEFAULT 'PENDING',
    "reference" TEXT,
    "remark" TEXT,
    "promotion_id" INTEGER,
    "bonus_amount" DECIMAL(20,2),
    "bonus_turnover_multiplier" INTEGER,
    "gateway_reference" TEXT,
    "payment_url" TEXT,
    "reject_reason" TEXT,
    "decided_by" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deposit_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "deposit_amount_check" CHECK ("amount" > 0)
);

CREATE TABLE "deposit_proof" (
    "id" SERIAL NOT NULL,
    "deposit_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "stored_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,

    CONSTRAINT "deposit_proof_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "deposit_channel_merchant_id_name_key" ON "deposit_channel"("merchant_id", "name");
CREATE INDEX "deposit_channel_merchant_id_sort_order_idx" ON "deposit_channel"("merchant_id", "sort_order");
CREATE UNIQUE INDEX "deposit_gateway_reference_key" ON "deposit"("gateway_reference");
CREATE INDEX "deposit_member_id_created_at_idx" ON "deposit"("member_id", "created_at" DESC);
CREATE INDEX "deposit_merchant_id_created_at_idx" ON "deposit"("merchant_id", "created_at" DESC);
CREATE INDEX "deposit_merchant_id_status_created_at_idx" ON "deposit"("merchant_id", "status", "created_at" DESC);
CREATE INDEX "deposit_merchant_id_channel_id_created_at_idx" ON "deposit"("merchant_id", "channel_id", "created_at" DESC);
CREATE INDEX "deposit_status_expires_at_idx" ON "deposit"("status", "expires_at");
CREATE UNIQUE INDEX "deposit_proof_stored_name_key" ON "deposit_proof"("stored_name");
CREATE UNIQUE INDEX "deposit_proof_deposit_id_position_key" ON "deposit_proof"("deposit_id", "position");

ALTER TABLE "deposit_channel" ADD CONSTRAINT "deposit_channel_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "deposit_channel" ADD CONSTRAINT "deposit_channel_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "deposit_channel"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "deposit" ADD CONSTRAINT "deposit_promotion_id_fkey" FOREIGN KEY ("promotion_id") REFERENCES "promotion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "deposit_proof" ADD CONSTRAINT "deposit_proof_deposit_id_fkey" FOREIGN KEY ("deposit_id") REFERENCES "deposit"("id") ON DELETE CASCADE ON UPDATE CASCADE;
