-- Vendors' own wallet credentials (issue 25): a protocol per vendor, a random HMAC secret per
-- vendor instead of one derived from a master secret, a Hub88 vendor's public key, and the
-- built-in provider's private key for a vendor it plays as over Hub88's protocol.
CREATE TYPE "VendorWalletProtocol" AS ENUM ('BUILTIN', 'HUB88');
ALTER TABLE "vendor" ADD COLUMN "wallet_protocol" "VendorWalletProtocol" NOT NULL DEFAULT 'BUILTIN';

CREATE TABLE "vendor_wallet_credential" (
    "vendor_id" INTEGER NOT NULL,
    "hmac_secret" TEXT NOT NULL,
    "hub88_public_key" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "vendor_wallet_credential_pkey" PRIMARY KEY ("vendor_id")
);
ALTER TABLE "vendor_wallet_credential" ADD CONSTRAINT "vendor_wallet_credential_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "provider_signing_key" (
    "vendor_id" INTEGER NOT NULL,
    "private_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "provider_signing_key_pkey" PRIMARY KEY ("vendor_id")
);
ALTER TABLE "provider_signing_key" ADD CONSTRAINT "provider_signing_key_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every vendor there is gets a random secret of its own (244 random bits from two v4 UUIDs);
-- vendors added later get theirs when the wallet first needs it. Their game servers must be
-- handed the new secret: the one derived from SEAMLESS_WALLET_SECRET no longer signs.
INSERT INTO "vendor_wallet_credential" ("vendor_id", "hmac_secret")
SELECT "id", replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') FROM "vendor";
