-- The first-login call records a member's first login once (and sends its welcome letter).
ALTER TABLE "member" ADD COLUMN "first_login_at" TIMESTAMPTZ(3);

-- Members who logged in before the call existed had their first login already.
UPDATE "member" SET "first_login_at" = "last_login_at" WHERE "last_login_at" IS NOT NULL;
