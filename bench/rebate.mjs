// Benchmark of the manual rebate on a day of 100,000 members' bets: the member view's query (the
// repository's own SQL, on the partial index bet_record_member_settled_idx) for many members, and
// the whole day's rebate of every member in one statement (the figure issue 17 asks for).
//
// Usage (after `pnpm build`): `node bench/rebate.mjs`. It builds the day of bets of
// bench/day-of-bets.mjs once and reuses it. REBATE_BENCH_VIEWS (2,000) member views are timed one
// at a time.
import { performance } from 'node:perf_hooks';
import { dayOfBets, REBATE_DAY_SQL, today } from './day-of-bets.mjs';
import { percentile, withClient } from './wallet-kit.mjs';

const VIEWS = Number(process.env.REBATE_BENCH_VIEWS ?? 2_000);
const milliseconds = (started) => performance.now() - started;
const log = (message) => console.log(`rebate bench: ${message}`);

// The repository's query (RebateRepository.turnoverByCategory), as the view and the claim run it.
const VIEW_SQL = `
  SELECT category_code AS "categoryCode", sum(stake) AS turnover
  FROM bet_record
  WHERE member_id = $1 AND status = 'SETTLED' AND NOT is_demo
    AND settled_at > $2 AND settled_at <= $3
  GROUP BY category_code`;

async function measure(url) {
  await withClient(url, async (client) => {
    const { day0, day1 } = await today(client);
    const { rows: ids } = await client.query(
      `SELECT id FROM member WHERE account LIKE 'rb%' ORDER BY random() LIMIT $1`,
      [VIEWS],
    );
    const times = [];
    for (const { id } of ids) {
      const started = performance.now();
      await client.query(VIEW_SQL, [id, new Date(0), day1]);
      times.push(milliseconds(started));
    }
    times.sort((a, b) => a - b);
    log(
      `member view query, ${VIEWS} members one at a time: p50 ${percentile(times, 0.5).toFixed(2)} ms, ` +
        `p99 ${percentile(times, 0.99).toFixed(2)} ms`,
    );
    const { rows: plan } = await client.query(`EXPLAIN ${VIEW_SQL}`, [
      ids[0].id,
      new Date(0),
      day1,
    ]);
    log(`member view plan: ${plan.map((row) => row['QUERY PLAN'].trim()).join(' | ')}`);
    let best = Infinity;
    let answer;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      answer = (await client.query(REBATE_DAY_SQL, [day0, day1])).rows[0];
      best = Math.min(best, milliseconds(started));
    }
    log(
      `whole day, every member (best of 3): ${best.toFixed(0)} ms for ${answer.members} members, ` +
        `turnover ${answer.turnover}, rebate ${answer.rebate}`,
    );
  });
}

await measure(await dayOfBets());
