// Benchmark of the game lobby on the 100,000-game catalogue: the game list across a mix of filter
// combinations (name search included) held at a fixed rate, then the vendor and hot lists and
// the game list at full speed, beside the bare-Fastify baseline. The API and the baseline run
// pinned to core 0, this load generator to core 1 (bench/harness.mjs, shared with run.mjs).
//
// Usage (after `pnpm build`; load the catalogue once with
// `DATABASE_URL=... pnpm seed:bench`):
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/wps_bench REDIS_URL=redis://127.0.0.1:6379 \
//     node bench/lobby.mjs
// BENCH_SECONDS (10), BENCH_CONNECTIONS (50), LOBBY_RATE (1000 requests/s) and LOBBY_COLD_RATE
// (500 requests/s, for pages not cached yet) adjust the run.
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  API,
  BARE,
  CONNECTIONS,
  DURATION_SECONDS,
  measure,
  pinned,
  root,
  withServers,
} from './harness.mjs';

const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');
const RATE = Number(process.env.LOBBY_RATE ?? 1000);
const COLD_RATE = Number(process.env.LOBBY_COLD_RATE ?? 500);
const DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/wps';

// The catalogue must be the benchmark one, with fresh planner statistics and no pending GIN
// entries: what autovacuum gives a settled database (it may be off on a development server).
async function settleDatabase() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS games FROM game');
    await client.query('VACUUM (ANALYZE) game');
    await client.query('VACUUM (ANALYZE) game_name');
    // As a re-seed does: every cached lobby answer of the previous version is dropped.
    const { bumpCatalogueVersion } = await import('../apps/api/dist/games/catalogue-version.js');
    await bumpCatalogueVersion({
      $executeRawUnsafe: async (sql, ...values) => (await client.query(sql, values)).rowCount,
    });
    return rows[0].games;
  } finally {
    await client.end();
  }
}

const query = (parameters) => new URLSearchParams({ clientType: '3', ...parameters }).toString();

// What players ask for: categories and vendors page by page, the filters alone and together,
// names in three languages (whole names, single words, two Chinese characters).
const GAME_LIST_MIX = [
  { gameType: 'RNG', language: 'MS' },
  { gameType: 'RNG', language: 'EN', pageNo: '2' },
  { gameType: 'RNG', language: 'EN', pageNo: '400' },
  { gameType: 'RNG', language: 'CN', vassalage: 'PG' },
  { gameType: 'RNG', language: 'MS', vassalage: 'JILI', pageNo: '3' },
  { gameType: 'RNG', language: 'EN', gameClassify: 'VP' },
  { gameType: 'RNG', language: 'EN', gameClassify: 'SC', vassalage: 'MG' },
  { gameType: 'RNG', language: 'MS', minBet: '0.01' },
  { gameType: 'RNG', language: 'EN', minBet: '0.75', vassalage: 'PG' },
  { gameType: 'RNG', language: 'EN', minLineNum: '25' },
  {
    gameType: 'RNG',
    language: 'EN',
    vassalage: 'PP',
    gameClassify: 'JP',
    minBet: '0.1',
    minLineNum: '25',
  },
  { gameType: 'FISH', language: 'MS' },
  { gameType: 'LIVE', language: 'EN', vassalage: 'EVO' },
  { gameType: 'PVP', language: 'CN' },
  { gameType: 'ESPORTS', language: 'EN' },
  { gameType: 'SPORTS', language: 'MS' },
  { gameType: 'COCKFIGHT', language: 'EN' },
  { gameType: 'RNG', language: 'EN', gameName: 'golden lion' },
  { gameType: 'RNG', language: 'MS', gameName: 'naga emas' },
  { gameType: 'RNG', language: 'EN', gameName: 'fox megaways' },
  { gameType: 'RNG', language: 'EN', gameName: 'lion' },
  { gameType: 'RNG', language: 'CN', gameName: '黄金' },
  { gameType: 'LIVE', language: 'EN', gameName: 'baccarat' },
  { gameType: 'RNG', language: 'EN', vassalage: 'PG', gameName: 'fortune' },
].map((parameters) => `/wps/games/list?${query(parameters)}`);

// Pages nobody asked for yet: the same mix with a random page size (10 to 30) and one of its
// first 50 pages, so nearly every request misses the answer cache and runs the page query
// (counts stay cached).
async function coldRequests() {
  const bases = [];
  for (const entry of GAME_LIST_MIX) {
    const response = await fetch(`${API}${entry}&pageSize=10`.replace(/&pageNo=\d+/, ''));
    const { value } = await response.json();
    bases.push({ path: entry.replace(/&pageNo=\d+/, ''), games: value.totalPages * 10 });
  }
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const { path, games } = bases[Math.floor(Math.random() * bases.length)];
        const pageSize = 10 + Math.floor(Math.random() * 21);
        const pages = Math.min(50, Math.max(1, Math.ceil(games / pageSize)));
        const pageNo = 1 + Math.floor(Math.random() * pages);
        return { ...request, path: `${path}&pageSize=${pageSize}&pageNo=${pageNo}` };
      },
    },
  ];
}

const HOT_MIX = [
  { isPlatform: '2', language: 'MS' },
  { isPlatform: '2', language: 'EN', gameType: 'RNG' },
  { isPlatform: '2', language: 'CN', vassalage: 'PG' },
  { isPlatform: '2', language: 'MS', gameType: 'LIVE' },
].map((parameters) => `/wps/games/hot?${new URLSearchParams(parameters)}`);

// The first answer of each list URL: its count is not cached yet (once per catalogue version).
async function firstAnswers() {
  const times = [];
  for (const entry of GAME_LIST_MIX) {
    const started = performance.now();
    const response = await fetch(`${API}${entry}`);
    if (!response.ok) throw new Error(`${entry}: HTTP ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], maxMs: times[times.length - 1] };
}

await withServers(async () => {
  // After the API's start, which applies pending migrations.
  const games = await settleDatabase();
  if (games < 100_000) {
    console.warn(`warning: the catalogue has ${games} games; load 100,000 with pnpm seed:bench`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the API sees the new version
  // The catalogue version was just bumped, so these answers are not cached yet.
  const first = await firstAnswers();
  const baseline = await measure(`${BARE}/bare`);
  const held = await measure(API, GAME_LIST_MIX, { overallRate: RATE, connections: 20 });
  const listFull = await measure(API, GAME_LIST_MIX);
  const cold = await coldRequests();
  const coldHeld = await measure(API, cold, { overallRate: COLD_RATE, connections: 20 });
  const coldFull = await measure(API, cold);
  const vendors = await measure(`${API}/wps/games/vendors?platform=html5-desktop`);
  const hot = await measure(API, HOT_MIX);
  const row = (name, figures) =>
    `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${figures.p50Ms} | ${figures.p99Ms} |`;
  console.log(
    [
      `${games} games; ${DURATION_SECONDS} s each after a 2 s warm-up, ${CONNECTIONS} connections ` +
        `(20 at the held rate); ${pinned ? 'servers on core 0, load on core 1' : 'not pinned'}; ` +
        `${process.env.REDIS_URL ? 'Redis' : 'in-process store'}`,
      '',
      '| route | requests/s | p50 ms | p99 ms |',
      '|---|---|---|---|',
      row('bare Fastify GET /bare', baseline),
      row(`game list, ${GAME_LIST_MIX.length}-query mix, held at ${RATE}/s`, held),
      row(`game list, ${GAME_LIST_MIX.length}-query mix, full speed`, listFull),
      row(`game list, pages not cached yet (same mix), held at ${COLD_RATE}/s`, coldHeld),
      row('game list, pages not cached yet, full speed', coldFull),
      row('vendor list GET /wps/games/vendors', vendors),
      row(`hot games, ${HOT_MIX.length}-query mix`, hot),
      '',
      `first answer of each list query (count not yet cached): median ${first.medianMs.toFixed(1)} ms, ` +
        `max ${first.maxMs.toFixed(1)} ms`,
      `ratio requests/s to bare: game list ${(listFull.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}, ` +
        `vendors ${(vendors.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}, ` +
        `hot ${(hot.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
    ].join('\n'),
  );
});
