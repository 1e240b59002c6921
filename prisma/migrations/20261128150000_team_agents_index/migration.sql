-- The agents of an agent's whole team (agent centre, downline list filtered to agents): their
-- count, capped at 10,000, read 10,000 rows of the table through the site's agents by account
-- (129 ms cold for a top agent of 26,000 agents); by type and path it is an index-only range.
CREATE INDEX "member_merchant_id_is_agent_ancestry_path_idx" ON "member"("merchant_id", "is_agent", "ancestry_path" text_pattern_ops);
