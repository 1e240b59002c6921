-- The built-in provider's 4D lottery: draws and tickets.
CREATE TYPE "four_d_ticket_status" AS ENUM ('PENDING', 'OPEN', 'SETTLED', 'ROLLED_BACK');

CREATE TABLE "four_d_draw" (
    "numero" TEXT NOT NULL,
    "draw_at" TIMESTAMPTZ(3) NOT NULL,
    "server_seed" TEXT NOT NULL,
    "server_seed_hash" TEXT NOT NULL,
    "numbers" TEXT[],
    "drawn_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "four_d_draw_pkey" PRIMARY KEY ("numero")
);
CREATE INDEX "four_d_draw_draw_at_idx" ON "four_d_draw"("draw_at");

CREATE TABLE "four_d_ticket" (
    "id" BIGSERIAL NOT NULL,
    "player_id" TEXT NOT NULL,
    "ticket_key" TEXT NOT NULL,
    "player_token" TEXT NOT NULL,
    "vendor_code" TEXT NOT NULL,
    "game_code" TEXT NOT NULL,
    "numero" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "big" DECIMAL(20,2) NOT NULL,
    "small" DECIMAL(20,2) NOT NULL,
    "status" "four_d_ticket_status" NOT NULL DEFAULT 'PENDING',
    "prize" TEXT,
    "payout" DECIMAL(20,2),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMPTZ(3),
    CONSTRAINT "four_d_ticket_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "four_d_ticket_player_id_ticket_key_key" ON "four_d_ticket"("player_id", "ticket_key");
CREATE INDEX "four_d_ticket_player_id_created_at_idx" ON "four_d_ticket"("player_id", "created_at" DESC);
CREATE INDEX "four_d_ticket_numero_status_idx" ON "four_d_ticket"("numero", "status");
CREATE INDEX "four_d_ticket_status_created_at_idx" ON "four_d_ticket"("status", "created_at");
ALTER TABLE "four_d_ticket" ADD CONSTRAINT "four_d_ticket_numero_fkey" FOREIGN KEY ("numero") REFERENCES "four_d_draw"("numero") ON DELETE RESTRICT ON UPDATE CASCADE;
