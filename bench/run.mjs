// Benchmark: GET /wps/system/status on the built API beside a bare Fastify route, both started
// here, each pinned to core 0 while this load generator runs on core 1. Prints requests/s, p99
// and the API/baseline ratios. Usage: pnpm bench (after pnpm build). Uses DATABASE_URL and
// REDIS_URL when set, else the embedded defaults.
import {
  API,
  BARE,
  CONNECTIONS,
  DURATION_SECONDS,
  measure,
  pinned,
  withServers,
} from './harness.mjs';

await withServers(async () => {
  const baseline = await measure(`${BARE}/bare`);
  const health = await measure(`${API}/wps/health`);
  const status = await measure(`${API}/wps/system/status?url=localhost`);
  const row = (name, figures) =>
    `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${figures.p99Ms} |`;
  console.log(
    [
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${pinned ? 'servers on core 0, load on core 1' : 'not pinned'}`,
      '',
      '| route | requests/s | p99 ms |',
      '|---|---|---|',
      row('bare Fastify GET /bare', baseline),
      row('GET /wps/health (framework overhead)', health),
      row('GET /wps/system/status (4.7 KB of site settings)', status),
      '',
      `ratio requests/s (status / bare): ${(status.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
      `ratio p99 (status / bare): ${(status.p99Ms / Math.max(baseline.p99Ms, 1)).toFixed(2)}`,
    ].join('\n'),
  );
});
