-- Agent contracts and their payouts (apps/api/src/agent-contracts, apps/api/src/agent-payouts),
-- and the member mailbox (apps/api/src/mailbox).

CREATE TYPE "AgentContractKind" AS ENUM ('DIVIDEND', 'DAILY_WAGES', 'HOURLY_SALARY', 'REAL_TIME_SALARY');
CREATE TYPE "AgentContractStatus" AS ENUM ('PENDING', 'ACTIVE', 'FROZEN', 'REFUSED', 'CANCELLED', 'ENDED');
CREATE TYPE "AgentContractEndReason" AS ENUM ('REPLACED', 'TERMINATED', 'OPERATOR', 'UPLINE_ENDED');
CREATE TYPE "AgentContractParty" AS ENUM ('UPLINE', 'AGENT', 'OPERATOR');
CREATE TYPE "PayoutPeriod" AS ENUM ('FIVE_MINUTES', 'HOURLY', 'DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY');
CREATE TYPE "AgentPayoutStatus" AS ENUM ('PAID', 'NONE', 'WITHHELD', 'CARRIED', 'DUE', 'FORCED');

-- A contract between an agent (the holder, paid under it) and its upline (NULL: the operator, for
-- a top agent). `slot` is 'IN_FORCE' while ACTIVE or FROZEN and 'PENDING' while PENDING, else
-- NULL: the unique (agent, kind, slot) keeps one contract in force and one proposal per agent and
-- kind, whatever the number of concurrent accepts (NULLs never collide).
CREATE TABLE "agent_contract" (
    "id" SERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "agent_id" INTEGER NOT NULL,
    "upline_id" INTEGER,
    "kind" "AgentContractKind" NOT NULL,
    "status" "AgentContractStatus" NOT NULL,
    "slot" TEXT,
    "period" "PayoutPeriod" NOT NULL,
    "tiers" JSONB NOT NULL,
    "note" TEXT,
    "proposed_by" "AgentContractParty" NOT NULL,
    "proposed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "closed_at" TIMESTAMPTZ(3),
    "end_reason" "AgentContractEndReason",
    "termination_requested_by" "AgentContractParty",
    "termination_requested_at" TIMESTAMPTZ(3),
    "termination_note" TEXT,
    CONSTRAINT "agent_contract_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "agent_contract_slot_check" CHECK (
      "slot" IS NOT DISTINCT FROM (CASE
        WHEN "status" IN ('ACTIVE', 'FROZEN') THEN 'IN_FORCE'
        WHEN "status" = 'PENDING' THEN 'PENDING'
      END)),
    CONSTRAINT "agent_contract_started_check" CHECK (("started_at" IS NULL) = ("status" IN ('PENDING', 'REFUSED', 'CANCELLED'))),
    CONSTRAINT "agent_contract_note_check" CHECK (char_length("note") <= 200 AND char_length("termination_note") <= 200)
);
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_merchant_id_fkey" FOREIGN KEY ("merchant_id") REFERENCES "merchant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "agent_contract" ADD CONSTRAINT "agent_contract_upline_id_fkey" FOREIGN KEY ("upline_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE UNIQUE INDEX "agent_contract_agent_id_kind_slot_key" ON "agent_contract"("agent_id", "kind", "slot");
-- The agent's own contracts of a kind, and those it issued, newest first (agent centre).
CREATE INDEX "agent_contract_agent_id_kind_id_idx" ON "agent_contract"("agent_id", "kind", "id" DESC);
CREATE INDEX "agent_contract_upline_id_kind_id_idx" ON "agent_contract"("upline_id", "kind", "id" DESC);
-- The payout jobs' contracts of a site and kind; the console's list.
CREATE INDEX "agent_contract_merchant_id_kind_status_idx" ON "agent_contract"("merchant_id", "kind", "status");
CREATE INDEX "agent_contract_merchant_id_id_idx" ON "agent_contract"("merchant_id", "id" DESC);

-- One period of one contract: its figures and what was paid, once (the unique key; the ledger
-- entry's idempotency key is the same pair). Shares are kept exactly (ratio x figure has up to
-- ten decimals); `amount` is what was credited, at the currency's decimals.
CREATE TABLE "agent_payout" (
    "id" BIGSERIAL NOT NULL,
    "merchant_id" INTEGER NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "agent_id" INTEGER NOT NULL,
    "upline_id" INTEGER,
    "kind" "AgentContractKind" NOT NULL,
    "period" "PayoutPeriod" NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "period_end" TIMESTAMPTZ(3) NOT NULL,
    "team_turnover" DECIMAL(24,6) NOT NULL,
    "team_net_loss" DECIMAL(24,6) NOT NULL,
    "active_members" INTEGER NOT NULL,
    "carried_in" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "tier" INTEGER,
    "ratio" DECIMAL(5,2) NOT NULL,
    "gross_share" DECIMAL(30,10) NOT NULL,
    "downline_shares" DECIMAL(30,10) NOT NULL,
    "amount" DECIMAL(24,6) NOT NULL,
    "status" "AgentPayoutStatus" NOT NULL,
    "entry_id" BIGINT,
    "paid_at" TIMESTAMPTZ(3),
    "due_by" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "agent_payout_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "agent_payout_amount_check" CHECK ("amount" >= 0 AND ("amount" > 0) = ("status" IN ('PAID', 'DUE', 'FORCED')))
);
ALTER TABLE "agent_payout" ADD CONSTRAINT "agent_payout_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "agent_contract"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE UNIQUE INDEX "agent_payout_contract_id_period_start_key" ON "agent_payout"("contract_id", "period_start");
-- The agent's payouts of a kind by period (agent centre pages 9-12).
CREATE INDEX "agent_payout_agent_id_kind_period_start_idx" ON "agent_payout"("agent_id", "kind", "period_start" DESC);
-- The console's payouts of a site, and a job run's totals (by kind and period end).
CREATE INDEX "agent_payout_merchant_id_period_start_idx" ON "agent_payout"("merchant_id", "period_start" DESC);
CREATE INDEX "agent_payout_kind_period_end_idx" ON "agent_payout"("kind", "period_end");

-- A statement's lines: each direct downline account of the agent with figures in the period.
CREATE TABLE "agent_payout_line" (
    "payout_id" BIGINT NOT NULL,
    "member_id" INTEGER NOT NULL,
    "own_turnover" DECIMAL(24,6) NOT NULL,
    "own_net_loss" DECIMAL(24,6) NOT NULL,
    "team_turnover" DECIMAL(24,6) NOT NULL,
    "team_net_loss" DECIMAL(24,6) NOT NULL,
    "downline_ratio" DECIMAL(5,2),
    "share" DECIMAL(30,10) NOT NULL,
    "downline_payout_id" BIGINT,
    CONSTRAINT "agent_payout_line_pkey" PRIMARY KEY ("payout_id", "member_id")
);
ALTER TABLE "agent_payout_line" ADD CONSTRAINT "agent_payout_line_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "agent_payout"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Real-time and hourly salary read settled real-money rounds by settle time: a 5-minute window
-- of a site is one range of this partial index.
CREATE INDEX "bet_record_settled_idx" ON "bet_record"("merchant_id", "settled_at") WHERE "status" = 'SETTLED' AND NOT "is_demo";
-- Daily wages and dividends read the members' day figures of a day range.
CREATE INDEX "member_day_stats_day_idx" ON "member_day_stats"("day");

-- The member's mailbox: a template key and its parameters, rendered by the reader's language.
CREATE TABLE "mailbox_message" (
    "id" BIGSERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "template" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),
    CONSTRAINT "mailbox_message_pkey" PRIMARY KEY ("id")
);
ALTER TABLE "mailbox_message" ADD CONSTRAINT "mailbox_message_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "mailbox_message_member_id_id_idx" ON "mailbox_message"("member_id", "id" DESC);
-- The unread badge: one index range of the member's unread messages (partial).
CREATE INDEX "mailbox_message_unread_idx" ON "mailbox_message"("member_id") WHERE "read_at" IS NULL;
