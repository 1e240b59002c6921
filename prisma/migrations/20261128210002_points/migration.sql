-- Points: HOUSE_POINTS is a house account (no member, may go below zero: the points issued);
-- a member's points accounts never go below zero, as its wallets.
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_balance_check";
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_owner_check";
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_balance_check"
    CHECK ("balance" >= 0 OR "kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO', 'HOUSE_PROMOTION',
                                         'HOUSE_COMMISSION', 'HOUSE_POINTS'));
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_owner_check"
    CHECK (("member_id" IS NULL) = ("kind" IN ('HOUSE_CASH', 'HOUSE_GAME', 'HOUSE_DEMO',
                                               'HOUSE_PROMOTION', 'HOUSE_COMMISSION',
                                               'HOUSE_POINTS')));

CREATE TYPE "PointExchangeType" AS ENUM ('CASH', 'GOODS');
CREATE TYPE "PointOrderStatus" AS ENUM ('IN_APPLICATION', 'REJECTED', 'PASSED');

-- A member's exchange orders, one per Idempotency-Key.
CREATE TABLE "point_order" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "request_key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "exchange_type" "PointExchangeType" NOT NULL,
    "goods_id" INTEGER,
    "product_names" JSONB,
    "quantity" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "amount" DECIMAL(20,2) NOT NULL,
    "status" "PointOrderStatus" NOT NULL,
    "shipping_address" TEXT,
    "payment_account" TEXT,
    "reject_reason" TEXT,
    "reviewed_by" INTEGER,
    "reviewed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "point_order_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "point_order_quantity_check" CHECK ("quantity" >= 1),
    CONSTRAINT "point_order_points_check" CHECK ("points" >= 1)
);

CREATE UNIQUE INDEX "point_order_member_id_request_key_key" ON "point_order"("member_id", "request_key");
CREATE INDEX "point_order_member_id_created_at_idx" ON "point_order"("member_id", "created_at" DESC);
CREATE INDEX "point_order_merchant_id_status_created_at_idx" ON "point_order"("merchant_id", "status", "created_at" DESC);
CREATE INDEX "point_order_merchant_id_created_at_idx" ON "point_order"("merchant_id", "created_at" DESC);

ALTER TABLE "point_order" ADD CONSTRAINT "point_order_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The earning job's cursor per operator (bets settled up to counted_until are counted).
CREATE TABLE "point_earning_cursor" (
    "merchant_id" INTEGER NOT NULL,
    "counted_until" TIMESTAMPTZ(3) NOT NULL,
    "window_end" TIMESTAMPTZ(3),

    CONSTRAINT "point_earning_cursor_pkey" PRIMARY KEY ("merchant_id")
);

ALTER TABLE "point_earning_cursor" ADD CONSTRAINT "point_earning_cursor_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

