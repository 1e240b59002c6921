-- Foundation schema: operators, members, sessions, game catalogue, content.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateEnum
CREATE TYPE "MemberStatus" AS ENUM ('ACTIVE', 'LOCKED', 'FROZEN', 'CLOSED');
CREATE TYPE "VendorWalletType" AS ENUM ('TRANSFER', 'SEAMLESS');
CREATE TYPE "AnnouncementType" AS ENUM ('B', 'PL', 'PU', 'PR', 'H');
CREATE TYPE "CustomerServiceType" AS ENUM ('VIP', 'LIVECHAT');

-- CreateTable
CREATE TABLE "merchant" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "currency_code" TEXT NOT NULL DEFAULT 'MYR',
    "currency_symbol" TEXT NOT NULL DEFAULT 'P',
    "default_language" TEXT NOT NULL DEFAULT 'MS',
    "languages" TEXT[] DEFAULT ARRAY['MS', 'EN', 'CN']::TEXT[],
    "timezone" TEXT NOT NULL DEFAULT 'Asia/Kuala_Lumpur',
    "route_guard" BOOLEAN NOT NULL DEFAULT false,
    "slider_verification" BOOLEAN NOT NULL DEFAULT true,
    "minimum_age" INTEGER NOT NULL DEFAULT 18,
    "password_expiry_days" INTEGER,
    "maintenance_enabled" BOOLEAN NOT NULL DEFAULT false,
    "maintenance_title" TEXT,
    "maintenance_text" TEXT,
    "maintenance_end_at" TIMESTAMPTZ(3),
    "blocked_countries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "ip_allow_list" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "ip_deny_list" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "region_restriction_text" TEXT,
    "gtag_id" TEXT,
    "image_cdns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "launch_game_cdns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "settings" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "merchant_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "merchant_domain" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "host" TEXT NOT NULL,
    "speed" INTEGER NOT NULL DEFAULT 0,
    "is_primary" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "merchant_domain_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "white_label_module" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "parent_id" INTEGER,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "white_label_module_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "registration_field_rule" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "field" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "accepted_pattern" TEXT NOT NULL DEFAULT '*',
    "pattern_id" INTEGER NOT NULL DEFAULT 0,
    "min_length" INTEGER NOT NULL DEFAULT 0,
    "max_length" INTEGER NOT NULL DEFAULT 255,

    CONSTRAINT "registration_field_rule_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "member" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "account" TEXT NOT NULL,
    "nickname" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "payment_password_hash" TEXT,
    "is_agent" INTEGER NOT NULL DEFAULT 0,
    "status" "MemberStatus" NOT NULL DEFAULT 'ACTIVE',
    "upline_id" INTEGER,
    "ancestry_path" TEXT NOT NULL DEFAULT '/',
    "depth" INTEGER NOT NULL DEFAULT 0,
    "vip_rank_id" INTEGER,
    "language" TEXT NOT NULL DEFAULT 'MS',
    "payee_name" TEXT,
    "email" TEXT,
    "country_dialing_code" TEXT,
    "mobile_num" TEXT,
    "qq_num" TEXT,
    "line" TEXT,
    "whatsapp" TEXT,
    "facebook" TEXT,
    "wechat" TEXT,
    "id_number" TEXT,
    "birthday" DATE,
    "invitation_code" TEXT,
    "register_method" TEXT,
    "register_domain" TEXT,
    "register_ip" TEXT,
    "password_changed_at" TIMESTAMPTZ(3),
    "must_change_password" BOOLEAN NOT NULL DEFAULT false,
    "last_login_at" TIMESTAMPTZ(3),
    "last_login_ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "member_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "vip_rank" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "rank_level" INTEGER NOT NULL,
    "label_name" TEXT NOT NULL,
    "color" TEXT NOT NULL DEFAULT '#9e9e9e',
    "requirements" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "vip_rank_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "member_label" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL DEFAULT '#9e9e9e',

    CONSTRAINT "member_label_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "member_label_assignment" (
    "member_id" INTEGER NOT NULL,
    "label_id" INTEGER NOT NULL,

    CONSTRAINT "member_label_assignment_pkey" PRIMARY KEY ("member_id","label_id")
);

CREATE TABLE "member_session" (
    "id" UUID NOT NULL,
    "member_id" INTEGER NOT NULL,
    "login_type" TEXT NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "member_session_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "game_category" (
    "code" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "route" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "game_category_pkey" PRIMARY KEY ("code")
);

CREATE TABLE "vendor" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "wallet_type" "VendorWalletType" NOT NULL DEFAULT 'SEAMLESS',
    "adapter" TEXT NOT NULL DEFAULT 'builtin',
    "maintenance" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "logo_path" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendor_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "vendor_category" (
    "vendor_id" INTEGER NOT NULL,
    "category_code" TEXT NOT NULL,
    "is_hot" INTEGER NOT NULL DEFAULT 0,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "vendor_category_pkey" PRIMARY KEY ("vendor_id","category_code")
);

CREATE TABLE "game_classify" (
    "id" SERIAL NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "game_classify_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "game" (
    "id" SERIAL NOT NULL,
    "vendor_id" INTEGER NOT NULL,
    "category_code" TEXT NOT NULL,
    "classify_id" INTEGER,
    "game_code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type_code" TEXT NOT NULL,
    "launch_kind" TEXT NOT NULL DEFAULT 'GAME',
    "default_play_type" TEXT,
    "min_bet" DECIMAL(18,4) NOT NULL,
    "line_count" INTEGER NOT NULL DEFAULT 0,
    "is_hot" BOOLEAN NOT NULL DEFAULT false,
    "hot_rank" INTEGER,
    "maintenance" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "image_path" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "game_name" (
    "game_id" INTEGER NOT NULL,
    "language" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "game_name_pkey" PRIMARY KEY ("game_id","language")
);

CREATE TABLE "banner" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "group_name" TEXT NOT NULL,
    "image_path" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "linkage_type" TEXT,
    "linkage_target" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "starts_at" TIMESTAMPTZ(3),
    "ends_at" TIMESTAMPTZ(3),

    CONSTRAINT "banner_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "announcement" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "type" "AnnouncementType" NOT NULL,
    "execution_type" TEXT NOT NULL DEFAULT 'B',
    "platform" TEXT NOT NULL DEFAULT 'W',
    "language" TEXT,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "image_path" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "starts_at" TIMESTAMPTZ(3),
    "ends_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "announcement_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "resource" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "resource_type" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "qr_code_url" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "resource_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "customer_service_channel" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "cs_type" "CustomerServiceType" NOT NULL,
    "name" TEXT NOT NULL,
    "path" TEXT NOT NULL,

    CONSTRAINT "customer_service_channel_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "merchant_code_key" ON "merchant"("code");
CREATE UNIQUE INDEX "merchant_domain_host_key" ON "merchant_domain"("host");
CREATE INDEX "merchant_domain_merchant_id_idx" ON "merchant_domain"("merchant_id");
CREATE INDEX "white_label_module_parent_id_idx" ON "white_label_module"("parent_id");
CREATE UNIQUE INDEX "white_label_module_merchant_id_code_key" ON "white_label_module"("merchant_id", "code");
CREATE UNIQUE INDEX "registration_field_rule_merchant_id_field_key" ON "registration_field_rule"("merchant_id", "field");
CREATE UNIQUE INDEX "member_invitation_code_key" ON "member"("invitation_code");
CREATE INDEX "member_upline_id_idx" ON "member"("upline_id");
CREATE INDEX "member_ancestry_path_idx" ON "member"("ancestry_path" text_pattern_ops);
CREATE INDEX "member_merchant_id_created_at_idx" ON "member"("merchant_id", "created_at");
CREATE UNIQUE INDEX "member_merchant_id_account_key" ON "member"("merchant_id", "account");
CREATE UNIQUE INDEX "member_merchant_id_country_dialing_code_mobile_num_key" ON "member"("merchant_id", "country_dialing_code", "mobile_num");
CREATE UNIQUE INDEX "vip_rank_merchant_id_rank_level_key" ON "vip_rank"("merchant_id", "rank_level");
CREATE UNIQUE INDEX "member_label_merchant_id_name_key" ON "member_label"("merchant_id", "name");
CREATE INDEX "member_label_assignment_label_id_idx" ON "member_label_assignment"("label_id");
CREATE INDEX "member_session_member_id_revoked_at_idx" ON "member_session"("member_id", "revoked_at");
CREATE UNIQUE INDEX "vendor_code_key" ON "vendor"("code");
CREATE INDEX "vendor_category_category_code_sort_order_idx" ON "vendor_category"("category_code", "sort_order");
CREATE UNIQUE INDEX "game_classify_vendor_id_code_key" ON "game_classify"("vendor_id", "code");
CREATE INDEX "game_category_code_vendor_id_sort_order_idx" ON "game"("category_code", "vendor_id", "sort_order");
CREATE INDEX "game_category_code_is_hot_hot_rank_idx" ON "game"("category_code", "is_hot", "hot_rank");
CREATE INDEX "game_classify_id_idx" ON "game"("classify_id");
CREATE INDEX "game_name_trgm_idx" ON "game" USING GIN ("name" gin_trgm_ops);
CREATE UNIQUE INDEX "game_vendor_id_game_code_key" ON "game"("vendor_id", "game_code");
CREATE INDEX "game_name_translation_trgm_idx" ON "game_name" USING GIN ("name" gin_trgm_ops);
CREATE INDEX "banner_merchant_id_group_name_sort_order_idx" ON "banner"("merchant_id", "group_name", "sort_order");
CREATE INDEX "announcement_merchant_id_type_sort_order_idx" ON "announcement"("merchant_id", "type", "sort_order");
CREATE UNIQUE INDEX "resource_merchant_id_resource_type_key" ON "resource"("merchant_id", "resource_type");
CREATE UNIQUE INDEX "customer_service_channel_merchant_id_cs_type_key" ON "customer_service_channel"("merchant_id", "cs_type");

-- AddForeignKey
ALTER TABLE "merchant_domain" ADD CONSTRAINT "merchant_domain_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "white_label_module" ADD CONSTRAINT "white_label_module_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "white_label_module" ADD CONSTRAINT "white_label_module_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "white_label_module"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "registration_field_rule" ADD CONSTRAINT "registration_field_rule_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member" ADD CONSTRAINT "member_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "member" ADD CONSTRAINT "member_upline_id_fkey" FOREIGN KEY ("upline_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "member" ADD CONSTRAINT "member_vip_rank_id_fkey" FOREIGN KEY ("vip_rank_id") REFERENCES "vip_rank"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "vip_rank" ADD CONSTRAINT "vip_rank_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member_label" ADD CONSTRAINT "member_label_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member_label_assignment" ADD CONSTRAINT "member_label_assignment_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member_label_assignment" ADD CONSTRAINT "member_label_assignment_label_id_fkey" FOREIGN KEY ("label_id") REFERENCES "member_label"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "vendor_category" ADD CONSTRAINT "vendor_category_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "vendor_category" ADD CONSTRAINT "vendor_category_category_code_fkey" FOREIGN KEY ("category_code") REFERENCES "game_category"("code") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game_classify" ADD CONSTRAINT "game_classify_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game" ADD CONSTRAINT "game_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendor"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "game" ADD CONSTRAINT "game_category_code_fkey" FOREIGN KEY ("category_code") REFERENCES "game_category"("code") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "game" ADD CONSTRAINT "game_classify_id_fkey" FOREIGN KEY ("classify_id") REFERENCES "game_classify"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "game_name" ADD CONSTRAINT "game_name_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "banner" ADD CONSTRAINT "banner_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "announcement" ADD CONSTRAINT "announcement_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "resource" ADD CONSTRAINT "resource_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "customer_service_channel" ADD CONSTRAINT "customer_service_channel_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
