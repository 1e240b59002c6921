-- The operator console's member search: by account prefix (LIKE 'abc%' needs text_pattern_ops
-- under a non-C collation), by phone number and by e-mail address, each within one operator.
CREATE INDEX "member_merchant_id_account_idx" ON "member"("merchant_id", "account" text_pattern_ops);
CREATE INDEX "member_merchant_id_mobile_num_idx" ON "member"("merchant_id", "mobile_num");
CREATE INDEX "member_merchant_id_email_idx" ON "member"("merchant_id", "email");
