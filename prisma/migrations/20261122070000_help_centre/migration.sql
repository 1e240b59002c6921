-- Help centre (/help, /helpmc): an operator's sections and their articles, texts per language.

CREATE TABLE "help_category" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "titles" JSONB NOT NULL,

    CONSTRAINT "help_category_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "help_article" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "texts" JSONB NOT NULL,

    CONSTRAINT "help_article_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "help_category_merchant_id_code_key" ON "help_category"("merchant_id", "code");
CREATE UNIQUE INDEX "help_article_category_id_code_key" ON "help_article"("category_id", "code");

ALTER TABLE "help_category" ADD CONSTRAINT "help_category_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "help_article" ADD CONSTRAINT "help_article_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "help_category"("id") ON DELETE CASCADE ON UPDATE CASCADE;
