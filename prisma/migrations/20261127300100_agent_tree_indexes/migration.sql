-- The console's agent tree: a node's direct downline in account order, and a site's agents (the
-- top agents are those without an upline) in account order.
CREATE INDEX "member_upline_id_account_idx" ON "member"("upline_id", "account");
CREATE INDEX "member_merchant_id_is_agent_account_idx" ON "member"("merchant_id", "is_agent", "account");
