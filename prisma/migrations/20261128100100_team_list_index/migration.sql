-- The agent centre's whole-team list is ordered by level then account: read in that order, the
-- first page of a top agent's team is its first rows, where the path prefix alone made Postgres
-- sort the whole subtree (a million accounts) for one page. A small team still takes the path
-- prefix and sorts its few rows.
CREATE INDEX "member_merchant_id_depth_account_idx" ON "member"("merchant_id", "depth", "account");
