// Web performance of the production build, as a phone would see it: starts the built site (API
// and web app on one port), then runs Lighthouse (from npm) in Debian's Chromium on the home page
// with Lighthouse's default mobile settings (simulated slow 4G and a 4x slower CPU), several
// times, and prints the largest contentful paint and its companions. The home page's initial
// JavaScript budget is checked by the browser test e2e/bundle-budget.spec.ts.
//
// Database: DATABASE_URL when set, else an embedded Postgres of its own (.data/bench-web).
// LIGHTHOUSE_RUNS (5) sets the number of runs; the median is what counts.
import { waitFor } from './harness.mjs';
import { lighthouse, median, startSite, stopSite } from './site-kit.mjs';

const PORT = 3903;
const SITE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const site = startSite({ port: PORT, dataDir: '.data/bench-web', postgresPort: 54359 });
try {
  await waitFor(`${SITE}/wps/health`);
  // The first visit warms the API's caches and the operating system's file cache, as any live
  // site would be; the runs below are what a phone sees.
  await fetch(`${SITE}/`);
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await lighthouse(`${SITE}/`);
    runs.push(result);
    console.log(
      `run ${run}: LCP ${Math.round(result.lcpMs)} ms, FCP ${Math.round(result.fcpMs)} ms, ` +
        `TBT ${Math.round(result.totalBlockingMs)} ms, speed index ` +
        `${Math.round(result.speedIndexMs)} ms, score ${Math.round(result.score)}`,
    );
  }
  const lcp = median(runs.map((run) => run.lcpMs));
  console.log(
    `median of ${RUNS}: LCP ${Math.round(lcp)} ms (target 1,500 ms), FCP ` +
      `${Math.round(median(runs.map((run) => run.fcpMs)))} ms, score ` +
      `${Math.round(median(runs.map((run) => run.score)))}`,
  );
} finally {
  await stopSite(site);
}
