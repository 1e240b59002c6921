// Benchmark of missions and the leaderboard on a day of 100,000 members' bets (bench/day-of-bets.mjs,
// shared with the rebate bench): the member's progress query (MissionsRepository.progressSources'
// rounds, on bet_record_member_settled_idx) for many members one at a time, then the issue's figure:
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

// Every member's rebate of the day and progress of today in each enabled daily turnover or rounds
// mission, in one statement: the day's settled real-money rounds are read once, grouped by member
// and category as the rebate needs them (a game belongs to one category, so a rounds mission is a
// filtered count in the same pass); a mission's progress is then a filtered sum per member. Built
// from the site's missions, as a nightly job would.
function dayStatement(missions) {
  const counts = missions
    .filter((mission) => mission.kind === 'GAME_ROUNDS')
    .map(
      (mission) =>
        `count(*) FILTER (WHERE ${mission.game_id === null ? 'true' : `game_id = ${Number(mission.game_id)}`}) AS rounds_${mission.id}`,
    );
  const progress = missions.map((mission) =>
    mission.kind === 'GAME_ROUNDS'
      ? `sum(rounds_${mission.id}) AS progress_${mission.id}`
      : `sum(turnover) FILTER (WHERE ${mission.category_code === null ? 'true' : `category_code = '${mission.category_code.replace(/'/g, "''")}'`}) AS progress_${mission.id}`,
  );
  const completed = missions.map(
    (mission) =>
      `count(*) FILTER (WHERE progress_${mission.id} >= ${Number(mission.target)})::int AS completed_${mission.id}`,
  );
  return `
    WITH rates AS (
      SELECT (r->>'rankLevel')::int AS rank_level, r->>'categoryCode' AS category_code,
             (r->>'percent')::numeric AS percent
      FROM merchant, jsonb_array_elements(settings->'rebate'->'rates') r
      WHERE merchant.code = 'DEMO'
    ), rounds AS MATERIALIZED (
      SELECT member_id, category_code, sum(stake) AS turnover${counts.map((count) => `, ${count}`).join('')}
      FROM bet_record
      WHERE merchant_id = (SELECT id FROM merchant WHERE code = 'DEMO')
        AND status = 'SETTLED' AND NOT is_demo AND settled_at >= $1 AND settled_at < $2
      GROUP BY member_id, category_code
    ), rebate AS (
      SELECT count(DISTINCT t.member_id)::int AS members,
             sum(trunc(t.turnover * r.percent / 100, 2))::text AS rebate
      FROM rounds t
      JOIN member m ON m.id = t.member_id
      LEFT JOIN vip_rank v ON v.id = m.vip_rank_id
      JOIN rates r ON r.rank_level = COALESCE(v.rank_level, 0) AND r.category_code = t.category_code
    ), progress AS (
      SELECT member_id, ${progress.join(', ')} FROM rounds GROUP BY member_id
    )
    SELECT rebate.members, rebate.rebate, count(*)::int AS progresses, ${completed.join(', ')}
    FROM progress, rebate GROUP BY rebate.members, rebate.rebate`;
}

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
    const { rows: missions } = await client.query(
      `SELECT id, kind, category_code, game_id, target FROM mission
       WHERE enabled AND period = 'DAILY' AND kind IN ('CATEGORY_TURNOVER', 'GAME_ROUNDS')`,
    );
    const day = await best(client, dayStatement(missions), [day0, day1]);
    const row = day.answer.rows[0];
    const completed = missions.map((mission) => row[`completed_${mission.id}`]).join(' and ');
    log(
      `every member's rebate and daily mission progress of the day, one statement (best of 3): ` +
        `${day.ms.toFixed(0)} ms; rebate ${row.rebate} for ${row.members} members, ` +
        `${missions.length} missions' progress for ${row.progresses} members, ${completed} completed`,
    );
    const rebate = await best(client, REBATE_DAY_SQL, [day0, day1]);
    log(`the rebate alone (best of 3): ${rebate.ms.toFixed(0)} ms`);
    const board = await best(client, BOARD_SQL, [day0]);
    log(
      `leaderboard count of the day (best of 3): ${board.ms.toFixed(0)} ms, ` +
        `${board.answer.rowCount} members ranked`,
    );
  });
}

await measure(await dayOfBets());
