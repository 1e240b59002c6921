-- Built-in game provider: each player's provably fair seeds, the seeds they rotated away from,
-- and every round with what verifies it. No foreign keys into the site's tables: the provider
-- knows players by its own player id and the launch's player token, as a real vendor does.

-- CreateEnum
CREATE TYPE "ProviderRoundStatus" AS ENUM ('OPEN', 'SETTLED', 'ROLLED_BACK');

-- CreateTable
CREATE TABLE "provider_player_seed" (
    "player_id" TEXT NOT NULL,
    "server_seed" TEXT NOT NULL,
    "server_seed_hash" TEXT NOT NULL,
    "client_seed" TEXT NOT NULL,
    "next_nonce" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "provider_player_seed_pkey" PRIMARY KEY ("player_id"),
    CONSTRAINT "provider_player_seed_nonce_check" CHECK ("next_nonce" >= 0)
);

CREATE TABLE "provider_revealed_seed" (
    "server_seed_hash" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "server_seed" TEXT NOT NULL,
    "client_seed" TEXT NOT NULL,
    "rounds_played" INTEGER NOT NULL,
    "revealed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "provider_revealed_seed_pkey" PRIMARY KEY ("server_seed_hash")
);

CREATE TABLE "provider_round" (
    "round_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "player_token" TEXT NOT NULL,
    "provider_game" TEXT NOT NULL,
    "game_code" TEXT NOT NULL,
    "vendor_code" TEXT NOT NULL,
    "bet" JSONB NOT NULL,
    "stake" DECIMAL(20,2) NOT NULL,
    "payout" DECIMAL(20,2) NOT NULL,
    "server_seed_hash" TEXT NOT NULL,
    "client_seed" TEXT NOT NULL,
    "nonce" INTEGER NOT NULL,
    "outcome" JSONB NOT NULL,
    "status" "ProviderRoundStatus" NOT NULL DEFAULT 'OPEN',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "provider_round_pkey" PRIMARY KEY ("round_id"),
    CONSTRAINT "provider_round_amounts_check" CHECK ("stake" > 0 AND "payout" >= 0)
);

-- CreateIndex
CREATE INDEX "provider_revealed_seed_player_id_revealed_at_idx" ON "provider_revealed_seed"("player_id", "revealed_at");
CREATE INDEX "provider_round_player_id_created_at_idx" ON "provider_round"("player_id", "created_at" DESC);
CREATE INDEX "provider_round_status_created_at_idx" ON "provider_round"("status", "created_at");
