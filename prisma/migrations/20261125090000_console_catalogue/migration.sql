-- The console's catalogue page: the games an operator recommends while a vendor's game is under
-- maintenance, and an index for each way the console lists vendors and games.
ALTER TABLE "vendor" ADD COLUMN "maintenance_recommendations" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- Vendors in catalogue order, searched by code or name (ILIKE '%text%').
CREATE INDEX "vendor_sort_order_id_idx" ON "vendor"("sort_order", "id");
CREATE INDEX "vendor_code_trgm_idx" ON "vendor" USING GIN ("code" gin_trgm_ops);
CREATE INDEX "vendor_name_trgm_idx" ON "vendor" USING GIN ("name" gin_trgm_ops);

-- Games in catalogue order, all or one vendor's (a category's and a category and vendor's
-- already have theirs), searched by code as well as by name.
CREATE INDEX "game_sort_order_id_idx" ON "game"("sort_order", "id");
CREATE INDEX "game_vendor_id_sort_order_id_idx" ON "game"("vendor_id", "sort_order", "id");
CREATE INDEX "game_code_trgm_idx" ON "game" USING GIN ("game_code" gin_trgm_ops);
