/**
 * The time, as a port: the real clock in the API, a controllable one in tests, so that no test
 * depends on how long a loaded machine takes between two steps.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => Date.now() };
