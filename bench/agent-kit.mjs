// What the agent benches (agent-reports.mjs, agent-payouts.mjs) share: a seeded database of their
// own, a tree of agents and members under demo_agent written in SQL, and bet_record loaded in bulk
// with its secondary indexes rebuilt afterwards.
import { performance } from 'node:perf_hooks';
import { freshSeededDatabase, withClient } from './wallet-kit.mjs';

export const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/**
 * Drops and creates the database `name` (at `url`) on the server of `serverUrl`, applies the
 * migrations and runs the seed; the seed's own events are rolled up by the job's function, as the
 * API would at start, and the slider puzzle is switched off (as the tests do).
 */
export async function seededDatabase(serverUrl, name, url) {
  await freshSeededDatabase(serverUrl, name);
  await withClient(url, async (client) => {
    await client.query('SELECT agent_stats_rollup(1000000)');
    await client.query('UPDATE merchant SET slider_verification = false');
  });
}

/**
 * A tree under demo_agent (depth 0): `counts[d - 1]` accounts at depth d, `<prefix><d>_<i>`,
 * agents at every depth but the last, whose accounts are members `<prefix>m_<i>`. Account i of a
 * level hangs under parent i % (size of the level above). Run with the triggers off
 * (session_replication_role = replica): the caller writes what the triggers would.
 */
export async function loadAgentTree(client, prefix, counts) {
  for (const [index, count] of counts.entries()) {
    const depth = index + 1;
    const agents = depth < counts.length;
    const level = (d) => (d < counts.length ? `${prefix}${d}_` : `${prefix}m_`);
    const parents =
      depth === 1
        ? `account = 'demo_agent'`
        : `account LIKE '${level(depth - 1).replace('_', '\\_')}%'`;
    await client.query(
      `INSERT INTO member (merchant_id, account, nickname, password_hash, is_agent, upline_id,
                           ancestry_path, depth, created_at, updated_at)
       SELECT p.merchant_id, $1 || i, 'bench', '-', $2::int, p.id,
              p.ancestry_path || p.id || '/', p.depth + 1,
              now() - (i % 365) * interval '1 day', now()
       FROM (SELECT array_agg(id ORDER BY id) AS ids FROM member WHERE ${parents}) up
       CROSS JOIN generate_series(0, $3::int - 1) i
       JOIN member p ON p.id = up.ids[1 + i % cardinality(up.ids)]`,
      [level(depth), agents ? 2 : 0, count],
    );
  }
}

/**
 * Runs `load` with bet_record's secondary indexes dropped, then builds them again: once after a
 * bulk load is faster than keeping them up row by row.
 */
export async function withoutBetIndexes(client, load) {
  const { rows: indexes } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename = 'bet_record' AND indexname <> 'bet_record_pkey'`,
  );
  for (const { indexname } of indexes) await client.query(`DROP INDEX "${indexname}"`);
  await load();
  const started = performance.now();
  for (const { indexdef } of indexes) await client.query(indexdef);
  return seconds(started);
}

/** The seeded games numbered from 0 (bench_games.n), for bets spread over them. */
export async function benchGames(client) {
  await client.query(`
    CREATE TEMP TABLE bench_games AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, vendor_id, category_code FROM game`);
  await client.query('CREATE UNIQUE INDEX ON bench_games (n)');
  await client.query('ANALYZE bench_games');
  const { rows } = await client.query('SELECT count(*)::int AS games FROM bench_games');
  return rows[0].games;
}
