-- Game lobby: catalogue version, favourites, recent games, wins, lottery draws, list indexes.

-- CreateTable
CREATE TABLE "catalogue_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 0,
    "bumped_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalogue_version_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "member_favourite_game" (
    "member_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_favourite_game_pkey" PRIMARY KEY ("member_id","game_id")
);

CREATE TABLE "member_recent_game" (
    "member_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "last_played_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_recent_game_pkey" PRIMARY KEY ("member_id","game_id")
);

CREATE TABLE "game_win" (
    "id" BIGSERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "game_id" INTEGER NOT NULL,
    "transaction_id" TEXT NOT NULL,
    "win_amount" DECIMAL(18,4) NOT NULL,
    "won_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_win_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "lottery_draw" (
    "id" BIGSERIAL NOT NULL,
    "game_id" INTEGER NOT NULL,
    "numero" TEXT NOT NULL,
    "numbers" TEXT[],
    "drawn_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lottery_draw_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "game_category_code_sort_order_id_idx" ON "game"("category_code", "sort_order", "id");
CREATE INDEX "game_category_code_type_code_sort_order_id_idx" ON "game"("category_code", "type_code", "sort_order", "id");
CREATE INDEX "game_category_code_min_bet_sort_order_id_idx" ON "game"("category_code", "min_bet", "sort_order", "id");
CREATE INDEX "member_favourite_game_member_id_created_at_idx" ON "member_favourite_game"("member_id", "created_at");
CREATE INDEX "member_favourite_game_game_id_idx" ON "member_favourite_game"("game_id");
CREATE INDEX "member_recent_game_member_id_last_played_at_idx" ON "member_recent_game"("member_id", "last_played_at");
CREATE INDEX "member_recent_game_game_id_idx" ON "member_recent_game"("game_id");
CREATE UNIQUE INDEX "game_win_transaction_id_key" ON "game_win"("transaction_id");
CREATE INDEX "game_win_win_amount_idx" ON "game_win"("win_amount");
CREATE INDEX "game_win_member_id_won_at_idx" ON "game_win"("member_id", "won_at");
CREATE INDEX "game_win_game_id_idx" ON "game_win"("game_id");
CREATE UNIQUE INDEX "lottery_draw_game_id_numero_key" ON "lottery_draw"("game_id", "numero");
CREATE INDEX "lottery_draw_game_id_drawn_at_idx" ON "lottery_draw"("game_id", "drawn_at");
CREATE INDEX "lottery_draw_drawn_at_idx" ON "lottery_draw"("drawn_at");

-- AddForeignKey
ALTER TABLE "member_favourite_game" ADD CONSTRAINT "member_favourite_game_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member_favourite_game" ADD CONSTRAINT "member_favourite_game_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member_recent_game" ADD CONSTRAINT "member_recent_game_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member_recent_game" ADD CONSTRAINT "member_recent_game_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_win" ADD CONSTRAINT "game_win_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_win" ADD CONSTRAINT "game_win_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lottery_draw" ADD CONSTRAINT "lottery_draw_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
