// Lighthouse's mobile profile on the pages a visitor lands on (issue 22): the home page, the
// slot lobby and a game category page, each LIGHTHOUSE_RUNS times (3); prints each run and each
// page's median against the budget below, and exits 1 when a median crosses it. Not a CI gate:
// these are timings, which a busy machine moves (docs/decisions.md); the CI gates are the
// browser tests e2e/layout-shift.spec.ts and e2e/bundle-budget.spec.ts.
//
// Port: BENCH_PORT (3904). Database: DATABASE_URL when set, else an embedded Postgres of its own
// (.data/bench-lighthouse, port EMBEDDED_POSTGRES_PORT or 54360).
import { waitFor } from './harness.mjs';
import { lighthouse, median, startSite, stopSite } from './site-kit.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3904);
const SITE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// The /game frame needs a member's launch, which a cold Lighthouse load cannot make: /live, a
// game category page, is the game page a visitor opens.
const PAGES = ['/', '/rng', '/live'];
const BUDGET = { score: 90, layoutShift: 0.1, totalBlockingMs: 200, lcpMs: 2_000 };

const figures = (result) =>
  `score ${Math.round(result.score)}, CLS ${result.layoutShift.toFixed(3)}, ` +
  `TBT ${Math.round(result.totalBlockingMs)} ms, LCP ${Math.round(result.lcpMs)} ms, ` +
  `FCP ${Math.round(result.fcpMs)} ms`;

function overBudget(result) {
  return [
    result.score < BUDGET.score && `score under ${BUDGET.score}`,
    result.layoutShift > BUDGET.layoutShift && `CLS over ${BUDGET.layoutShift}`,
    result.totalBlockingMs > BUDGET.totalBlockingMs && `TBT over ${BUDGET.totalBlockingMs} ms`,
    result.lcpMs > BUDGET.lcpMs && `LCP over ${BUDGET.lcpMs} ms`,
  ].filter(Boolean);
}

const site = startSite({ port: PORT, dataDir: '.data/bench-lighthouse', postgresPort: 54360 });
let crossed = false;
try {
  await waitFor(`${SITE}/wps/health`);
  for (const page of PAGES) {
    // The first visit warms the API's caches and the file cache, as on any live site.
    await fetch(`${SITE}${page}`);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await lighthouse(`${SITE}${page}`));
      console.log(`${page} run ${run}: ${figures(runs.at(-1))}`);
    }
    const middle = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((result) => result[key]))]),
    );
    const crossings = overBudget(middle);
    crossed ||= crossings.length > 0;
    console.log(
      `${page} median of ${RUNS}: ${figures(middle)}` +
        (crossings.length > 0 ? ` — over budget: ${crossings.join(', ')}` : ' — within budget'),
    );
  }
} finally {
  await stopSite(site);
}
if (crossed) process.exitCode = 1;
