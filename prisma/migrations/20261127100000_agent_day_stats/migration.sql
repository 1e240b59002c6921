-- The agent centre's statistics (apps/api/src/agent-reports, docs/decisions.md "Agent reports").
-- Triggers append one row to agent_stat_event when a figure changes (a round placed or its
-- settled figures changed, a deposit approved, a withdrawal paid, a member registered): one
-- INSERT, no read or update of another row, so the wallet's hot path gains one small write and
-- never waits on an agent's row. The agent-stats job takes the events in batches and rolls them
-- up per member and operator day (member_day_stats) and per ancestor agent and day
-- (team_day_stats, team_day_gaps, team_category_day_stats, agent_team_size), in one
-- transaction that deletes the events it rolled up.

CREATE TYPE "AgentStatScope" AS ENUM ('DIRECT', 'TEAM');

CREATE TABLE "agent_stat_event" (
    "id" BIGSERIAL NOT NULL,
    "member_id" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "category_code" TEXT,
    "registrations" INTEGER NOT NULL DEFAULT 0,
    "bets" INTEGER NOT NULL DEFAULT 0,
    "stake" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "payout" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "deposits" INTEGER NOT NULL DEFAULT 0,
    "deposit_amount" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "withdrawals" INTEGER NOT NULL DEFAULT 0,
    "withdrawal_amount" DECIMAL(24,6) NOT NULL DEFAULT 0,
    CONSTRAINT "agent_stat_event_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "member_day_stats" (
    "member_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "registrations" INTEGER NOT NULL DEFAULT 0,
    "bets" INTEGER NOT NULL DEFAULT 0,
    "stake" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "payout" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "deposits" INTEGER NOT NULL DEFAULT 0,
    "deposit_amount" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "withdrawals" INTEGER NOT NULL DEFAULT 0,
    "withdrawal_amount" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "active_gap" INTEGER,
    CONSTRAINT "member_day_stats_pkey" PRIMARY KEY ("member_id", "day")
);

CREATE TABLE "team_day_stats" (
    "agent_id" INTEGER NOT NULL,
    "scope" "AgentStatScope" NOT NULL,
    "day" DATE NOT NULL,
    "new_members" INTEGER NOT NULL DEFAULT 0,
    "bets" INTEGER NOT NULL DEFAULT 0,
    "stake" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "payout" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "deposits" INTEGER NOT NULL DEFAULT 0,
    "deposit_amount" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "withdrawals" INTEGER NOT NULL DEFAULT 0,
    "withdrawal_amount" DECIMAL(24,6) NOT NULL DEFAULT 0,
    CONSTRAINT "team_day_stats_pkey" PRIMARY KEY ("agent_id", "scope", "day")
);

CREATE TABLE "team_day_gaps" (
    "agent_id" INTEGER NOT NULL,
    "scope" "AgentStatScope" NOT NULL,
    "day" DATE NOT NULL,
    "gap" INTEGER NOT NULL,
    "members" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "team_day_gaps_pkey" PRIMARY KEY ("agent_id", "scope", "day", "gap")
);

CREATE TABLE "team_category_day_stats" (
    "agent_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "category_code" TEXT NOT NULL,
    "bets" INTEGER NOT NULL DEFAULT 0,
    "stake" DECIMAL(24,6) NOT NULL DEFAULT 0,
    "payout" DECIMAL(24,6) NOT NULL DEFAULT 0,
    CONSTRAINT "team_category_day_stats_pkey" PRIMARY KEY ("agent_id", "day", "category_code")
);

CREATE TABLE "agent_team_size" (
    "agent_id" INTEGER NOT NULL,
    "direct" INTEGER NOT NULL DEFAULT 0,
    "team" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "agent_team_size_pkey" PRIMARY KEY ("agent_id")
);

-- Team betting filtered to open or cancelled rounds: few rows, kept apart from the settled ones.
CREATE INDEX "bet_record_unsettled_idx" ON "bet_record"("merchant_id", "placed_at") WHERE "status" <> 'SETTLED';

-- A real-money round counts while SETTLED: one bet, its stake and payout, on the day it was placed
-- (the day of the member's own records). A change of those figures appends the difference; an
-- open round's stakes, and placing one, append nothing.
CREATE FUNCTION agent_stat_bet_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_settled BOOLEAN := TG_OP = 'UPDATE' AND OLD.status = 'SETTLED';
  is_settled BOOLEAN := NEW.status = 'SETTLED';
BEGIN
  INSERT INTO agent_stat_event (member_id, at, category_code, bets, stake, payout)
  VALUES (
    NEW.member_id, NEW.placed_at, NEW.category_code,
    (CASE WHEN is_settled THEN 1 ELSE 0 END) - (CASE WHEN was_settled THEN 1 ELSE 0 END),
    (CASE WHEN is_settled THEN NEW.stake ELSE 0 END) - (CASE WHEN was_settled THEN OLD.stake ELSE 0 END),
    (CASE WHEN is_settled THEN NEW.payout ELSE 0 END) - (CASE WHEN was_settled THEN OLD.payout ELSE 0 END)
  );
  RETURN NULL;
END $$;

CREATE TRIGGER "bet_record_agent_stat_insert" AFTER INSERT ON "bet_record"
  FOR EACH ROW WHEN (NOT NEW.is_demo AND NEW.status = 'SETTLED') EXECUTE FUNCTION agent_stat_bet_event();
CREATE TRIGGER "bet_record_agent_stat_update" AFTER UPDATE OF status, stake, payout ON "bet_record"
  FOR EACH ROW WHEN (NOT NEW.is_demo AND (OLD.status = 'SETTLED' OR NEW.status = 'SETTLED')
    AND (OLD.status, OLD.stake, OLD.payout) IS DISTINCT FROM (NEW.status, NEW.stake, NEW.payout))
  EXECUTE FUNCTION agent_stat_bet_event();

CREATE FUNCTION agent_stat_deposit_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_stat_event (member_id, at, deposits, deposit_amount)
  VALUES (NEW.member_id, COALESCE(NEW.decided_at, now()), 1, NEW.amount);
  RETURN NULL;
END $$;

CREATE TRIGGER "deposit_agent_stat_insert" AFTER INSERT ON "deposit"
  FOR EACH ROW WHEN (NEW.status = 'APPROVED') EXECUTE FUNCTION agent_stat_deposit_event();
CREATE TRIGGER "deposit_agent_stat_update" AFTER UPDATE OF status ON "deposit"
  FOR EACH ROW WHEN (OLD.status <> 'APPROVED' AND NEW.status = 'APPROVED')
  EXECUTE FUNCTION agent_stat_deposit_event();

-- A withdrawal counts when paid out (paid_at set once; later states change nothing).
CREATE FUNCTION agent_stat_withdrawal_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_stat_event (member_id, at, withdrawals, withdrawal_amount)
  VALUES (NEW.member_id, NEW.paid_at, 1, NEW.amount);
  RETURN NULL;
END $$;

CREATE TRIGGER "withdrawal_agent_stat_insert" AFTER INSERT ON "withdrawal"
  FOR EACH ROW WHEN (NEW.paid_at IS NOT NULL) EXECUTE FUNCTION agent_stat_withdrawal_event();
CREATE TRIGGER "withdrawal_agent_stat_update" AFTER UPDATE OF paid_at ON "withdrawal"
  FOR EACH ROW WHEN (OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL)
  EXECUTE FUNCTION agent_stat_withdrawal_event();

CREATE FUNCTION agent_stat_member_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_stat_event (member_id, at, registrations) VALUES (NEW.id, NEW.created_at, 1);
  RETURN NULL;
END $$;

CREATE TRIGGER "member_agent_stat_insert" AFTER INSERT ON "member"
  FOR EACH ROW EXECUTE FUNCTION agent_stat_member_event();

-- What happened before this migration becomes events too, which the job rolls up at start.
INSERT INTO agent_stat_event (member_id, at, registrations)
  SELECT id, created_at, 1 FROM member;
INSERT INTO agent_stat_event (member_id, at, category_code, bets, stake, payout)
  SELECT member_id, placed_at, category_code, 1, stake, payout
  FROM bet_record WHERE NOT is_demo AND status = 'SETTLED';
INSERT INTO agent_stat_event (member_id, at, deposits, deposit_amount)
  SELECT member_id, COALESCE(decided_at, created_at), 1, amount FROM deposit WHERE status = 'APPROVED';
INSERT INTO agent_stat_event (member_id, at, withdrawals, withdrawal_amount)
  SELECT member_id, paid_at, 1, amount FROM withdrawal WHERE paid_at IS NOT NULL;

-- Rolls up at most batch_size events, oldest first, and deletes them, in the caller's
-- transaction: exactly once, whatever fails rolls both back. One roll-up runs at a time across
-- every API instance (the advisory lock, which a member's move takes too: AgentStatsPort).
-- Answers how many events it took. The agent-stats job, the move and the bench call this one
-- function, so the rollups are filled by the same SQL everywhere.
CREATE FUNCTION agent_stats_rollup(batch_size INTEGER) RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
  taken INTEGER;
BEGIN
  PERFORM pg_advisory_xact_lock(72707380);

  CREATE TEMP TABLE IF NOT EXISTS agent_stat_batch (
    member_id INTEGER, day DATE, category_code TEXT, registrations INTEGER,
    bets INTEGER, stake NUMERIC, payout NUMERIC, deposits INTEGER, deposit_amount NUMERIC,
    withdrawals INTEGER, withdrawal_amount NUMERIC
  ) ON COMMIT DROP;
  TRUNCATE agent_stat_batch;
  WITH events AS (
    DELETE FROM agent_stat_event
    WHERE id IN (SELECT id FROM agent_stat_event ORDER BY id LIMIT batch_size)
    RETURNING *
  ), kept AS (
    INSERT INTO agent_stat_batch
    SELECT e.member_id, (e.at AT TIME ZONE mc.timezone)::date, e.category_code,
           sum(e.registrations), sum(e.bets), sum(e.stake), sum(e.payout),
           sum(e.deposits), sum(e.deposit_amount), sum(e.withdrawals), sum(e.withdrawal_amount)
    FROM events e JOIN member m ON m.id = e.member_id JOIN merchant mc ON mc.id = m.merchant_id
    GROUP BY 1, 2, 3
    RETURNING 1
  )
  SELECT count(*) INTO taken FROM events;
  IF taken = 0 THEN
    RETURN 0;
  END IF;

  -- Per member and day, with the settled bets the day had before (activity changes below).
  CREATE TEMP TABLE IF NOT EXISTS agent_stat_days (
    member_id INTEGER, day DATE, registrations INTEGER, bets INTEGER,
    stake NUMERIC, payout NUMERIC, deposits INTEGER, deposit_amount NUMERIC,
    withdrawals INTEGER, withdrawal_amount NUMERIC, old_bets INTEGER
  ) ON COMMIT DROP;
  TRUNCATE agent_stat_days;
  INSERT INTO agent_stat_days
  SELECT b.member_id, b.day, sum(b.registrations), sum(b.bets), sum(b.stake),
         sum(b.payout), sum(b.deposits), sum(b.deposit_amount), sum(b.withdrawals),
         sum(b.withdrawal_amount), COALESCE(min(s.bets), 0)
  FROM agent_stat_batch b
  LEFT JOIN member_day_stats s ON s.member_id = b.member_id AND s.day = b.day
  GROUP BY b.member_id, b.day;

  INSERT INTO member_day_stats AS s (member_id, day, registrations, bets, stake, payout,
    deposits, deposit_amount, withdrawals, withdrawal_amount)
  SELECT member_id, day, registrations, bets, stake, payout, deposits, deposit_amount,
         withdrawals, withdrawal_amount
  FROM agent_stat_days
  ON CONFLICT (member_id, day) DO UPDATE SET
    registrations = s.registrations + EXCLUDED.registrations,
    bets = s.bets + EXCLUDED.bets,
    stake = s.stake + EXCLUDED.stake,
    payout = s.payout + EXCLUDED.payout,
    deposits = s.deposits + EXCLUDED.deposits,
    deposit_amount = s.deposit_amount + EXCLUDED.deposit_amount,
    withdrawals = s.withdrawals + EXCLUDED.withdrawals,
    withdrawal_amount = s.withdrawal_amount + EXCLUDED.withdrawal_amount;

  -- A day that became active or inactive changes its own gap and that of the member's next
  -- active day; both are computed again from the member's days as they stand now.
  CREATE TEMP TABLE IF NOT EXISTS agent_stat_gaps (
    member_id INTEGER, day DATE, old_gap INTEGER, new_gap INTEGER
  ) ON COMMIT DROP;
  TRUNCATE agent_stat_gaps;
  INSERT INTO agent_stat_gaps
  WITH flipped AS (
    SELECT member_id, day FROM agent_stat_days WHERE (old_bets > 0) <> (old_bets + bets > 0)
  ), affected AS (
    SELECT member_id, day FROM flipped
    UNION
    SELECT f.member_id, n.day
    FROM flipped f
    CROSS JOIN LATERAL (
      SELECT s.day FROM member_day_stats s
      WHERE s.member_id = f.member_id AND s.day > f.day AND s.bets > 0
      ORDER BY s.day LIMIT 1
    ) n
  )
  SELECT a.member_id, a.day, s.active_gap,
         CASE WHEN s.bets > 0 THEN LEAST(COALESCE(a.day - p.day, 91), 91) END
  FROM affected a
  JOIN member_day_stats s ON s.member_id = a.member_id AND s.day = a.day
  LEFT JOIN LATERAL (
    SELECT s2.day FROM member_day_stats s2
    WHERE s2.member_id = a.member_id AND s2.day < a.day AND s2.bets > 0
    ORDER BY s2.day DESC LIMIT 1
  ) p ON true;
  DELETE FROM agent_stat_gaps WHERE old_gap IS NOT DISTINCT FROM new_gap;
  UPDATE member_day_stats s SET active_gap = g.new_gap
  FROM agent_stat_gaps g WHERE s.member_id = g.member_id AND s.day = g.day;

  -- Every agent above each member of the batch; the last one of its path is its direct upline.
  CREATE TEMP TABLE IF NOT EXISTS agent_stat_tree (
    member_id INTEGER, agent_id INTEGER, direct BOOLEAN
  ) ON COMMIT DROP;
  TRUNCATE agent_stat_tree;
  INSERT INTO agent_stat_tree
  SELECT m.id, a.id::int, a.id::int = m.upline_id
  FROM member m
  CROSS JOIN LATERAL unnest(string_to_array(btrim(m.ancestry_path, '/'), '/')) AS a(id)
  WHERE m.id IN (SELECT DISTINCT member_id FROM agent_stat_days) AND a.id <> '';

  INSERT INTO team_day_stats AS s (agent_id, scope, day, new_members, bets, stake, payout,
    deposits, deposit_amount, withdrawals, withdrawal_amount)
  SELECT t.agent_id, sc.scope, d.day, sum(d.registrations), sum(d.bets),
         sum(d.stake), sum(d.payout), sum(d.deposits), sum(d.deposit_amount), sum(d.withdrawals),
         sum(d.withdrawal_amount)
  FROM agent_stat_days d
  JOIN agent_stat_tree t ON t.member_id = d.member_id
  JOIN (VALUES ('TEAM'::"AgentStatScope"), ('DIRECT'::"AgentStatScope")) AS sc(scope)
    ON sc.scope = 'TEAM' OR t.direct
  GROUP BY 1, 2, 3
  ON CONFLICT (agent_id, scope, day) DO UPDATE SET
    new_members = s.new_members + EXCLUDED.new_members,
    bets = s.bets + EXCLUDED.bets,
    stake = s.stake + EXCLUDED.stake,
    payout = s.payout + EXCLUDED.payout,
    deposits = s.deposits + EXCLUDED.deposits,
    deposit_amount = s.deposit_amount + EXCLUDED.deposit_amount,
    withdrawals = s.withdrawals + EXCLUDED.withdrawals,
    withdrawal_amount = s.withdrawal_amount + EXCLUDED.withdrawal_amount;

  INSERT INTO team_day_gaps AS s (agent_id, scope, day, gap, members)
  SELECT t.agent_id, sc.scope, c.day, c.gap, sum(c.delta)
  FROM (
    SELECT member_id, day, old_gap AS gap, -1 AS delta FROM agent_stat_gaps WHERE old_gap IS NOT NULL
    UNION ALL
    SELECT member_id, day, new_gap, 1 FROM agent_stat_gaps WHERE new_gap IS NOT NULL
  ) c
  JOIN agent_stat_tree t ON t.member_id = c.member_id
  JOIN (VALUES ('TEAM'::"AgentStatScope"), ('DIRECT'::"AgentStatScope")) AS sc(scope)
    ON sc.scope = 'TEAM' OR t.direct
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (agent_id, scope, day, gap) DO UPDATE SET members = s.members + EXCLUDED.members;

  INSERT INTO team_category_day_stats AS s (agent_id, day, category_code, bets, stake, payout)
  SELECT t.agent_id, b.day, b.category_code, sum(b.bets), sum(b.stake), sum(b.payout)
  FROM agent_stat_batch b
  JOIN agent_stat_tree t ON t.member_id = b.member_id
  WHERE b.category_code IS NOT NULL
  GROUP BY 1, 2, 3
  ON CONFLICT (agent_id, day, category_code) DO UPDATE SET
    bets = s.bets + EXCLUDED.bets,
    stake = s.stake + EXCLUDED.stake,
    payout = s.payout + EXCLUDED.payout;

  INSERT INTO agent_team_size AS s (agent_id, direct, team)
  SELECT t.agent_id, COALESCE(sum(d.registrations) FILTER (WHERE t.direct), 0), sum(d.registrations)
  FROM agent_stat_days d
  JOIN agent_stat_tree t ON t.member_id = d.member_id
  WHERE d.registrations <> 0
  GROUP BY 1
  ON CONFLICT (agent_id) DO UPDATE SET
    direct = s.direct + EXCLUDED.direct,
    team = s.team + EXCLUDED.team;

  RETURN taken;
END $$;
