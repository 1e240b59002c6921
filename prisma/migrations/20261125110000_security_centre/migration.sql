-- Security centre: phone numbers and e-mail addresses proved by a code, one member per address
-- and operator, and the member's login history in order.
ALTER TABLE "member" ADD COLUMN "mobile_verified_at" TIMESTAMPTZ(3),
ADD COLUMN "email_verified_at" TIMESTAMPTZ(3);

-- Addresses are kept trimmed and in lower case, so one address is one value.
UPDATE "member" SET "email" = NULLIF(lower(btrim("email")), '')
WHERE "email" IS DISTINCT FROM NULLIF(lower(btrim("email")), '');

-- Registration did not refuse an address already registered: the earliest member keeps it (no
-- address was verified before this migration), later copies are cleared.
UPDATE "member" AS later SET "email" = NULL
WHERE "email" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "member" AS earlier
  WHERE earlier."merchant_id" = later."merchant_id" AND earlier."email" = later."email"
    AND earlier."id" < later."id");

DROP INDEX "member_merchant_id_email_idx";
CREATE UNIQUE INDEX "member_merchant_id_email_key" ON "member"("merchant_id", "email");

CREATE INDEX "member_session_member_id_created_at_idx" ON "member_session"("member_id", "created_at");
