import type { Clock } from '../../src/config/clock.js';

/** A clock that stands still until a test moves it: time never passes by load alone. */
export class TestClock implements Clock {
  constructor(private current = Date.now()) {}

  now(): number {
    return this.current;
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
