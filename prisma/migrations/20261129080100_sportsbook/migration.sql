-- The built-in provider's sportsbook: fixtures (committed seeds, drawn scores) and bets.
CREATE TYPE "sport_bet_status" AS ENUM ('PENDING', 'OPEN', 'SETTLED', 'ROLLED_BACK');

CREATE TABLE "sport_fixture" (
    "id" TEXT NOT NULL,
    "sport" TEXT NOT NULL,
    "title" TEXT,
    "home" TEXT NOT NULL,
    "away" TEXT NOT NULL,
    "home_rating" INTEGER NOT NULL,
    "away_rating" INTEGER NOT NULL,
    "kick_off_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "server_seed" TEXT NOT NULL,
    "server_seed_hash" TEXT NOT NULL,
    "home_score" INTEGER,
    "away_score" INTEGER,
    "resulted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "sport_fixture_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "sport_fixture_sport_kick_off_at_idx" ON "sport_fixture"("sport", "kick_off_at");
CREATE INDEX "sport_fixture_resulted_at_ends_at_idx" ON "sport_fixture"("resulted_at", "ends_at");

CREATE TABLE "sport_bet" (
    "id" BIGSERIAL NOT NULL,
    "player_id" TEXT NOT NULL,
    "bet_key" TEXT NOT NULL,
    "player_token" TEXT NOT NULL,
    "vendor_code" TEXT NOT NULL,
    "game_code" TEXT NOT NULL,
    "sport" TEXT NOT NULL,
    "stake" DECIMAL(20,2) NOT NULL,
    "odds" DECIMAL(20,2) NOT NULL,
    "legs" JSONB NOT NULL,
    "status" "sport_bet_status" NOT NULL DEFAULT 'PENDING',
    "payout" DECIMAL(20,2),
    "settles_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),
    CONSTRAINT "sport_bet_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "sport_bet_player_id_bet_key_key" ON "sport_bet"("player_id", "bet_key");
CREATE INDEX "sport_bet_player_id_created_at_idx" ON "sport_bet"("player_id", "created_at" DESC);
CREATE INDEX "sport_bet_status_settles_at_idx" ON "sport_bet"("status", "settles_at");
CREATE INDEX "sport_bet_status_created_at_idx" ON "sport_bet"("status", "created_at");
