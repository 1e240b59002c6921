-- Operator accounts: the people who run a merchant's site, apart from members. Production has no
-- demo data; its first owner is created by `pnpm operator:create-owner`.
CREATE TYPE "OperatorRole" AS ENUM ('OWNER');

CREATE TABLE "operator_account" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" "OperatorRole" NOT NULL,
    "must_change_password" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operator_account_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "operator_account_merchant_id_username_key" ON "operator_account"("merchant_id", "username");

ALTER TABLE "operator_account" ADD CONSTRAINT "operator_account_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
