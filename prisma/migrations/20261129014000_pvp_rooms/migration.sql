-- Card-game (PVP) rooms: tables of a card game at a stake, and the members seated in them.
CREATE TYPE "PvpRoomLevel" AS ENUM ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'VIP');

CREATE TABLE "pvp_room" (
    "id" SERIAL NOT NULL,
    "game_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "level" "PvpRoomLevel" NOT NULL,
    "stake" DECIMAL(18,4) NOT NULL,
    "seats" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "pvp_room_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "pvp_room_code_key" ON "pvp_room"("code");
CREATE INDEX "pvp_room_sort_order_id_idx" ON "pvp_room"("sort_order", "id");
CREATE INDEX "pvp_room_game_id_sort_order_id_idx" ON "pvp_room"("game_id", "sort_order", "id");

ALTER TABLE "pvp_room" ADD CONSTRAINT "pvp_room_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "pvp_seat" (
    "member_id" INTEGER NOT NULL,
    "room_id" INTEGER NOT NULL,
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pvp_seat_pkey" PRIMARY KEY ("member_id")
);

CREATE INDEX "pvp_seat_room_id_expires_at_idx" ON "pvp_seat"("room_id", "expires_at");

ALTER TABLE "pvp_seat" ADD CONSTRAINT "pvp_seat_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "pvp_seat" ADD CONSTRAINT "pvp_seat_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "pvp_room"("id") ON DELETE CASCADE ON UPDATE CASCADE;
