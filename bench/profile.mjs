// Profiles the process that preloads it (`node --import ./bench/profile.mjs ...`; for a bench's
// API: BENCH_NODE_FLAGS="--import ./bench/profile.mjs"): a CPU profile and a sampling heap
// profile that keeps the samples of objects already collected, so it shows what allocates, not
// only what stays. Both are written when the process exits, into BENCH_PROFILE_DIR (the working
// directory by default) as <pid>.cpuprofile and <pid>.heapprofile; bench/profile-summary.mjs
// prints them as text. BENCH_PROFILE_DELAY_SECONDS (0) starts them later (after a warm-up).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const directory = process.env.BENCH_PROFILE_DIR ?? process.cwd();
const session = new Session();
session.connect();
// The main thread's own session answers synchronously, so the exit handler can write the files.
const post = (method, parameters) => {
  let answer;
  session.post(method, parameters, (error, result) => {
    if (error) throw error;
    answer = result;
  });
  return answer;
};

let started = false;
function start() {
  post('Profiler.enable');
  post('Profiler.setSamplingInterval', { interval: 200 });
  post('Profiler.start');
  post('HeapProfiler.enable');
  post('HeapProfiler.startSampling', {
    samplingInterval: 16_384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  started = true;
}
const delaySeconds = Number(process.env.BENCH_PROFILE_DELAY_SECONDS ?? 0);
if (delaySeconds > 0) setTimeout(start, delaySeconds * 1000).unref();
else start();

process.on('exit', () => {
  if (!started) return;
  const file = (extension) => path.join(directory, `${process.pid}.${extension}`);
  writeFileSync(file('cpuprofile'), JSON.stringify(post('Profiler.stop').profile));
  writeFileSync(file('heapprofile'), JSON.stringify(post('HeapProfiler.stopSampling').profile));
});
