-- Issue 26 points 3 and 4: linked accounts and the withdrawal decision panel. Members are linked
-- by a normalised value they share (member_link_key). Triggers write the keys from the rows
-- that carry them, so every write path (registration, the agent's new accounts, the security
-- centre, the console, the seed) feeds them, and a changed value stays as history.

-- The device id the browser sends (DEVICE_ID_HEADER), at registration and at every login.
ALTER TABLE "member" ADD COLUMN "register_device" TEXT;
ALTER TABLE "member_session" ADD COLUMN "device_id" TEXT;

-- A rejection's category, read by the member in its language next to the operator's text.
ALTER TABLE "withdrawal" ADD COLUMN "reject_category" TEXT;

CREATE TYPE "MemberLinkKind" AS ENUM ('BANK_ACCOUNT', 'DEVICE', 'ADDRESS', 'PHONE', 'EMAIL', 'REAL_NAME');

CREATE TABLE "member_link_key" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "member_id" INTEGER NOT NULL,
    "kind" "MemberLinkKind" NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "member_link_key_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "member_link_key_member_id_kind_value_key" ON "member_link_key"("member_id", "kind", "value");
CREATE INDEX "member_link_key_merchant_id_kind_value_idx" ON "member_link_key"("merchant_id", "kind", "value");
ALTER TABLE "member_link_key" ADD CONSTRAINT "member_link_key_member_id_fkey"
    FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The one definition of "the same value": digits of a bank account; a device id and an address
-- in lower case (an IPv4 address written as IPv6 as itself); a phone as its dialing code and
-- number without the national leading zero; an e-mail address without its +tag (and without a
-- Gmail address's dots); a real name in upper case with its spaces and punctuation collapsed.
CREATE FUNCTION member_link_value(kind "MemberLinkKind", raw TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE AS $$
    SELECT NULLIF(CASE kind
        WHEN 'BANK_ACCOUNT' THEN regexp_replace(raw, '\D', '', 'g')
        WHEN 'DEVICE' THEN lower(btrim(raw))
        WHEN 'ADDRESS' THEN regexp_replace(lower(btrim(raw)), '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1')
        WHEN 'PHONE' THEN regexp_replace(raw, '\D', '', 'g')
        WHEN 'EMAIL' THEN (
            SELECT CASE WHEN domain IN ('gmail.com', 'googlemail.com')
                THEN replace(local, '.', '') || '@gmail.com'
                ELSE local || '@' || domain END
            FROM (SELECT split_part(split_part(lower(btrim(raw)), '@', 1), '+', 1) AS local,
                         split_part(lower(btrim(raw)), '@', 2) AS domain) AS parts)
        WHEN 'REAL_NAME' THEN btrim(regexp_replace(upper(raw), '[[:space:].,''-]+', ' ', 'g'))
    END, '')
$$;

CREATE FUNCTION member_link_phone(dialing_code TEXT, mobile_num TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN NULLIF(regexp_replace(mobile_num, '\D', '', 'g'), '') IS NULL THEN NULL
        ELSE coalesce(dialing_code, '') || regexp_replace(regexp_replace(mobile_num, '\D', '', 'g'), '^0+', '') END
$$;

CREATE FUNCTION member_link_remember(link_merchant INTEGER, link_member INTEGER,
    link_kind "MemberLinkKind", raw TEXT)
RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
    normal TEXT := member_link_value(link_kind, raw);
BEGIN
    IF normal IS NOT NULL THEN
        INSERT INTO "member_link_key" ("merchant_id", "member_id", "kind", "value")
        VALUES (link_merchant, link_member, link_kind, normal)
        ON CONFLICT ("member_id", "kind", "value") DO NOTHING;
    END IF;
END
$$;

CREATE FUNCTION member_link_keys_of_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM member_link_remember(NEW.merchant_id, NEW.id, 'ADDRESS', NEW.register_ip);
    PERFORM member_link_remember(NEW.merchant_id, NEW.id, 'DEVICE', NEW.register_device);
    PERFORM member_link_remember(NEW.merchant_id, NEW.id, 'EMAIL', NEW.email);
    PERFORM member_link_remember(NEW.merchant_id, NEW.id, 'PHONE',
        member_link_phone(NEW.country_dialing_code, NEW.mobile_num));
    PERFORM member_link_remember(NEW.merchant_id, NEW.id, 'REAL_NAME', NEW.payee_name);
    RETURN NULL;
END
$$;
CREATE TRIGGER "member_link_keys_insert" AFTER INSERT ON "member"
    FOR EACH ROW EXECUTE FUNCTION member_link_keys_of_member();
CREATE TRIGGER "member_link_keys_update"
    AFTER UPDATE OF register_ip, register_device, email, country_dialing_code, mobile_num, payee_name
    ON "member" FOR EACH ROW EXECUTE FUNCTION member_link_keys_of_member();

CREATE FUNCTION member_link_keys_of_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.device_id IS NOT NULL THEN
        PERFORM member_link_remember(m.merchant_id, m.id, 'DEVICE', NEW.device_id)
        FROM "member" m WHERE m.id = NEW.member_id;
    END IF;
    RETURN NULL;
END
$$;
CREATE TRIGGER "member_link_keys_session" AFTER INSERT ON "member_session"
    FOR EACH ROW EXECUTE FUNCTION member_link_keys_of_session();

CREATE FUNCTION member_link_keys_of_bank_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM member_link_remember(NEW.merchant_id, NEW.member_id, 'BANK_ACCOUNT', NEW.account_number);
    RETURN NULL;
END
$$;
CREATE TRIGGER "member_link_keys_bank_account" AFTER INSERT OR UPDATE OF account_number ON "bank_account"
    FOR EACH ROW EXECUTE FUNCTION member_link_keys_of_bank_account();

-- The rows already there.
SELECT member_link_remember(m.merchant_id, m.id, k.kind, k.raw)
FROM "member" m
CROSS JOIN LATERAL (VALUES
    ('ADDRESS'::"MemberLinkKind", m.register_ip),
    ('EMAIL'::"MemberLinkKind", m.email),
    ('PHONE'::"MemberLinkKind", member_link_phone(m.country_dialing_code, m.mobile_num)),
    ('REAL_NAME'::"MemberLinkKind", m.payee_name)
) AS k(kind, raw);
SELECT member_link_remember(s.merchant_id, s.member_id, 'BANK_ACCOUNT', s.account_number)
FROM "bank_account" s;
SELECT member_link_remember(w.merchant_id, w.member_id, 'BANK_ACCOUNT', w.account_number)
FROM "withdrawal" w;
