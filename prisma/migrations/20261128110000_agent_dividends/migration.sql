-- Dividends (issue 16, docs/decisions.md "Agent contracts and payouts"): the entry of an upline
-- distributing a dividend it owes to a downline agent (member MAIN to member MAIN), what of a
-- due dividend was distributed so far (a forced distribution short of the owed amount leaves
-- the rest due), and the indexes of the deadline job (due rows past their deadline) and of the
-- freeze check on a member's transfers and withdrawals (its own overdue dividends).
ALTER TYPE "JournalEntryKind" ADD VALUE 'DIVIDEND_DISTRIBUTION';

ALTER TABLE "agent_payout" ADD COLUMN "distributed" DECIMAL(24,6) NOT NULL DEFAULT 0;
ALTER TABLE "agent_payout" ADD CONSTRAINT "agent_payout_distributed_check"
  CHECK ("distributed" >= 0 AND "distributed" <= "amount");

CREATE INDEX "agent_payout_status_due_by_idx" ON "agent_payout"("status", "due_by");
CREATE INDEX "agent_payout_upline_id_status_due_by_idx" ON "agent_payout"("upline_id", "status", "due_by");
