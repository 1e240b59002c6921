// Benchmark of missions and the leaderboard on a day of 100,000 members' bets (bench/day-of-bets.mjs,
// shared with the rebate bench): the member's progress query (MissionsRepository.progressSources'
// rounds, on bet_record_member_settled_idx) for many members one at a time, then the figure:
// every member's progress of the seeded daily missions and every member's rebate of the day, each in
// one statement (best of 3), and the leaderboard's count of the day (LeaderboardService's query).
//
// Usage: `pnpm bench:missions` (or `node bench/missions.mjs` after `pnpm build`).
// MISSIONS_BENCH_VIEWS (2,000) member progress reads are timed one at a time.
import { performance } from 'node:perf_hooks';
import { dayOfBets, REBATE_DAY_SQL, today } from './day-of-bets.mjs';
import { percentile, withClient } from './wallet-kit.mjs';

const VIEWS = Number(process.env.MISSIONS_BENCH_VIEWS ?? 2_000);
const milliseconds = (started) => performance.now() - started;
const log = (message) => console.log(`missions bench: ${message}`);

// The repository's rounds query, as the page and a claim run it (week start, day start).
const PROGRESS_SQL = `
  SELECT category_code AS "categoryCode", game_id AS "gameId",
         settled_at >= $3 AS today, sum(stake) AS turnover, count(*)::int AS rounds
  FROM bet_record
  WHERE member_id = $1 AND status = 'SETTLED' AND NOT is_demo AND settled_at >= $2
  GROUP BY 1, 2, 3`;

// Every member's progress of today in each enabled daily turnover or rounds mission, and how many
// completed it: the day's settled real-money rounds grouped once by member, category and game.
const MISSIONS_DAY_SQL = `
  WITH rounds AS MATERIALIZED (
    SELECT member_id, category_code, game_id, sum(stake) AS turnover, count(*) AS rounds
    FROM bet_record
    WHERE merchant_id = (SELECT id FROM merchant WHERE code = 'DEMO')
      AND status = 'SETTLED' AND NOT is_demo AND settled_at >= $1 AND settled_at < $2
    GROUP BY 1, 2, 3
  ), progress AS (
    SELECT m.id AS mission_id, m.target, r.member_id,
           CASE m.kind WHEN 'GAME_ROUNDS' THEN sum(r.rounds) ELSE sum(r.turnover) END AS progress
    FROM mission m
    JOIN rounds r
      ON (m.kind = 'CATEGORY_TURNOVER' AND (m.category_code IS NULL OR r.category_code = m.category_code))
      OR (m.kind = 'GAME_ROUNDS' AND (m.game_id IS NULL OR r.game_id = m.game_id))
    WHERE m.enabled AND m.period = 'DAILY'
    GROUP BY 1, 2, 3, m.kind
  )
  SELECT count(DISTINCT mission_id)::int AS missions, count(*)::int AS progresses,
         count(*) FILTER (WHERE progress >= target)::int AS completed
  FROM progress`;

// LeaderboardService's count of a period: every member's turnover and wins.
const BOARD_SQL = `
  SELECT member_id, sum(stake) AS turnover, sum(greatest(payout - stake, 0)) AS wins
  FROM bet_record
  WHERE merchant_id = (SELECT id FROM merchant WHERE code = 'DEMO')
    AND status = 'SETTLED' AND NOT is_demo AND settled_at >= $1
  GROUP BY member_id`;

async function best(client, sql, parameters) {
  let fastest = Infinity;
  let answer;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    answer = await client.query(sql, parameters);
    fastest = Math.min(fastest, milliseconds(started));
  }
  return { ms: fastest, answer };
}

async function measure(url) {
  await withClient(url, async (client) => {
    const { day0, day1 } = await today(client);
    const { rows: ids } = await client.query(
      `SELECT id FROM member WHERE account LIKE 'rb%' ORDER BY random() LIMIT $1`,
      [VIEWS],
    );
    const weekStart = new Date(day0.getTime() - 6 * 86_400_000);
    const times = [];
    for (const { id } of ids) {
      const started = performance.now();
      await client.query(PROGRESS_SQL, [id, weekStart, day0]);
      times.push(milliseconds(started));
    }
    times.sort((a, b) => a - b);
    log(
      `member progress query, ${VIEWS} members one at a time: ` +
        `p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms`,
    );
    const missions = await best(client, MISSIONS_DAY_SQL, [day0, day1]);
    const row = missions.answer.rows[0];
    log(
      `every member's daily mission progress (best of 3): ${missions.ms.toFixed(0)} ms, ` +
        `${row.missions} missions, ${row.progresses} member progresses, ${row.completed} completed`,
    );
    const rebate = await best(client, REBATE_DAY_SQL, [day0, day1]);
    log(
      `every member's rebate of the day (best of 3): ${rebate.ms.toFixed(0)} ms for ` +
        `${rebate.answer.rows[0].members} members`,
    );
    log(`rebate and mission progress together: ${(missions.ms + rebate.ms).toFixed(0)} ms`);
    const board = await best(client, BOARD_SQL, [day0]);
    log(
      `leaderboard count of the day (best of 3): ${board.ms.toFixed(0)} ms, ` +
        `${board.answer.rowCount} members ranked`,
    );
  });
}

await measure(await dayOfBets());
