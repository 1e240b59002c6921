-- Promotions (/promotions, /promoDetail) and the goods of the points mall (/pointMall), texts per
-- language. Stock and points can never go below zero.

CREATE TABLE "promotion" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "tag" TEXT,
    "image_path" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3),
    "texts" JSONB NOT NULL,

    CONSTRAINT "promotion_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "point_goods" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "image_path" TEXT NOT NULL,
    "points_required" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "names" JSONB NOT NULL,

    CONSTRAINT "point_goods_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "point_goods_points_required_check" CHECK ("points_required" > 0),
    CONSTRAINT "point_goods_stock_check" CHECK ("stock" >= 0)
);

CREATE UNIQUE INDEX "promotion_merchant_id_code_key" ON "promotion"("merchant_id", "code");
CREATE INDEX "promotion_merchant_id_sort_order_idx" ON "promotion"("merchant_id", "sort_order");
CREATE INDEX "promotion_merchant_id_type_sort_order_idx" ON "promotion"("merchant_id", "type", "sort_order");
CREATE UNIQUE INDEX "point_goods_merchant_id_code_key" ON "point_goods"("merchant_id", "code");
CREATE INDEX "point_goods_merchant_id_sort_order_idx" ON "point_goods"("merchant_id", "sort_order");
CREATE INDEX "point_goods_merchant_id_category_sort_order_idx" ON "point_goods"("merchant_id", "category", "sort_order");

ALTER TABLE "promotion" ADD CONSTRAINT "promotion_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "point_goods" ADD CONSTRAINT "point_goods_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
