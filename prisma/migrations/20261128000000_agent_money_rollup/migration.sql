-- The agent reports' money roll-up (docs/decisions.md "Agent reports"): the wallet lines of each
-- member per operator day, entry kind and direction, and the same per upline agent, so the
-- downline transactions' totals of a big team read a month of day rows instead of scanning its
-- journal lines. No trigger on the journal: the agent-stats job reads the lines posted since its
-- last read through the ledger's read port (LedgerReads), which keeps where each reader stands
-- in journal_cursor.

CREATE TYPE "MoneyDirection" AS ENUM ('IN', 'OUT');

-- Where a reader of the journal stands. Every line with an id up to `low` was read; above it, the
-- lines of the transactions visible in `snapshot` (a pg_snapshot) were read. Each read notes the
-- last line id handed out before it (`ends`) and its snapshot's xmax (`xmaxes`): once every
-- transaction below such an xmax has ended, every line up to that id has been read, and `low`
-- moves up to it.
CREATE TABLE "journal_cursor" (
    "name" TEXT NOT NULL,
    "low" BIGINT NOT NULL,
    "snapshot" TEXT NOT NULL,
    "ends" BIGINT[] NOT NULL DEFAULT ARRAY[]::BIGINT[],
    "xmaxes" BIGINT[] NOT NULL DEFAULT ARRAY[]::BIGINT[],
    CONSTRAINT "journal_cursor_pkey" PRIMARY KEY ("name")
);

CREATE TABLE "member_day_money" (
    "member_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "kind" "JournalEntryKind" NOT NULL,
    "direction" "MoneyDirection" NOT NULL,
    "lines" INTEGER NOT NULL DEFAULT 0,
    "amount" DECIMAL(24,6) NOT NULL DEFAULT 0,
    CONSTRAINT "member_day_money_pkey" PRIMARY KEY ("member_id", "day", "kind", "direction")
);

CREATE TABLE "team_day_money" (
    "agent_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "kind" "JournalEntryKind" NOT NULL,
    "direction" "MoneyDirection" NOT NULL,
    "lines" INTEGER NOT NULL DEFAULT 0,
    "amount" DECIMAL(24,6) NOT NULL DEFAULT 0,
    CONSTRAINT "team_day_money_pkey" PRIMARY KEY ("agent_id", "day", "kind", "direction")
);

-- What was posted before: every line read now, with writers of the journal kept out meanwhile
-- (SHARE waits for those in flight), so the cursor starts past all of them.
LOCK TABLE "journal_line" IN SHARE MODE;

INSERT INTO "member_day_money" ("member_id", "day", "kind", "direction", "lines", "amount")
SELECT a.member_id, (e.created_at AT TIME ZONE mc.timezone)::date, e.kind,
       CASE WHEN l.amount > 0 THEN 'IN' ELSE 'OUT' END::"MoneyDirection", count(*), sum(l.amount)
FROM journal_line l
JOIN journal_entry e ON e.id = l.entry_id
JOIN ledger_account a ON a.id = l.account_id
JOIN merchant mc ON mc.id = a.merchant_id
WHERE a.kind IN ('MAIN', 'VENDOR') AND l.amount <> 0
GROUP BY 1, 2, 3, 4;

INSERT INTO "team_day_money" ("agent_id", "day", "kind", "direction", "lines", "amount")
SELECT u.id::int, d.day, d.kind, d.direction, sum(d.lines), sum(d.amount)
FROM member_day_money d
JOIN member m ON m.id = d.member_id
CROSS JOIN LATERAL unnest(string_to_array(btrim(m.ancestry_path, '/'), '/')) AS u(id)
WHERE u.id <> ''
GROUP BY 1, 2, 3, 4;

INSERT INTO "journal_cursor" ("name", "low", "snapshot")
SELECT 'agent-stats', COALESCE(max(id), 0), pg_current_snapshot()::text FROM journal_line;
