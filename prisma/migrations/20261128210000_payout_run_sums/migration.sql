-- The console's runs of a payout job show the payouts each run wrote (by the time they were
-- written): a range of this index per run, where the old plan read every payout of the site.
CREATE INDEX "agent_payout_merchant_id_kind_created_at_idx" ON "agent_payout"("merchant_id", "kind", "created_at");
