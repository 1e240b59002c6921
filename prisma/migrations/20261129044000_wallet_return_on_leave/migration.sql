-- Whether the site brings a transfer-wallet vendor's money back to MAIN when a member leaves its game.
ALTER TABLE "merchant" ADD COLUMN "wallet_return_on_leave" BOOLEAN NOT NULL DEFAULT true;
