import { performance } from 'node:perf_hooks';

/** The median time of `samples` calls of `request`, made one after another, in milliseconds. */
export async function medianLatencyMs(
  request: () => Promise<unknown>,
  samples: number,
): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

// Loaded machines put a floor under any latency: a ratio against less than this would measure
// scheduling noise, not the attack.
const LATENCY_FLOOR_MS = 2;

/**
 * How many times slower `request` answers while `attack` runs in a loop than without it (the
 * median of `samples` each). The attack loop stops before this returns.
 */
export async function slowdownUnderAttack(
  request: () => Promise<unknown>,
  attack: () => Promise<unknown>,
  samples = 40,
): Promise<number> {
  const quiet = await medianLatencyMs(request, samples);
  let attacking = true;
  const attacker = (async () => {
    while (attacking) await attack();
  })();
  // The first attack request is under way before measuring.
  await new Promise((resolve) => setImmediate(resolve));
  const underAttack = await medianLatencyMs(request, samples);
  attacking = false;
  await attacker;
  return underAttack / Math.max(quiet, LATENCY_FLOOR_MS);
}
