-- The console dashboard: one row of figures per site and day, and logins counted by day.
CREATE TABLE "site_day_stats" (
    "merchant_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "new_members" INTEGER NOT NULL,
    "active_players" INTEGER NOT NULL,
    "logins" INTEGER NOT NULL,
    "bets" INTEGER NOT NULL,
    "stakes" DECIMAL(20,2) NOT NULL,
    "payouts" DECIMAL(20,2) NOT NULL,
    "by_category" JSONB NOT NULL,
    "by_vendor" JSONB NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_day_stats_pkey" PRIMARY KEY ("merchant_id","day")
);

CREATE INDEX "member_session_created_at_idx" ON "member_session"("created_at");
