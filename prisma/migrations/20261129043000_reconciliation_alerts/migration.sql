-- The daily reconciliation's alerts: one per (site, day, check, subject), so a run repeated for a
-- day inserts nothing twice (ON CONFLICT DO NOTHING); open until an operator resolves it.
CREATE TYPE "ReconciliationCheck" AS ENUM ('WALLET_BALANCE', 'DEPOSIT_CHANNEL', 'PAYMENT_GATEWAY', 'VENDOR_ROUNDS');

CREATE TYPE "ReconciliationAlertStatus" AS ENUM ('OPEN', 'RESOLVED');

CREATE TABLE "reconciliation_alert" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "check" "ReconciliationCheck" NOT NULL,
    "subject" TEXT NOT NULL,
    "expected" TEXT NOT NULL,
    "actual" TEXT NOT NULL,
    "figures" JSONB NOT NULL,
    "status" "ReconciliationAlertStatus" NOT NULL DEFAULT 'OPEN',
    "raised_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),
    "resolved_by" TEXT,
    "resolution" TEXT,
    CONSTRAINT "reconciliation_alert_pkey" PRIMARY KEY ("id"),
    -- A resolved alert names who resolved it, when and why.
    CONSTRAINT "reconciliation_alert_resolved" CHECK (
        ("status" = 'OPEN') = ("resolved_at" IS NULL AND "resolved_by" IS NULL AND "resolution" IS NULL))
);
ALTER TABLE "reconciliation_alert" ADD CONSTRAINT "reconciliation_alert_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE UNIQUE INDEX "reconciliation_alert_merchant_id_day_check_subject_key" ON "reconciliation_alert"("merchant_id", "day", "check", "subject");
CREATE INDEX "reconciliation_alert_merchant_id_status_day_idx" ON "reconciliation_alert"("merchant_id", "status", "day" DESC);
