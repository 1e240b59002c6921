// A call with a deadline (the seamless wallet's time budget) must finish by then or commit
// nothing: a vendor that gave up on it treats it as failed, so it must never land later.

/** The deadline passed before the work was sent to the database: nothing was sent. */
export class DeadlinePassedError extends Error {
  constructor() {
    super('The deadline passed before the work could be sent');
    this.name = 'DeadlinePassedError';
  }
}

/** Milliseconds left until `deadline` (a `Date.now()` value); throws once none are left. */
export function millisecondsLeft(deadline: number): number {
  const left = Math.floor(deadline - Date.now());
  if (left <= 0) throw new DeadlinePassedError();
  return left;
}

/**
 * Bounds the rest of the caller's transaction by the time left: a statement running past it is
 * cancelled and a lock not granted by then given up, and either aborts the transaction.
 * Transaction-local (like SET LOCAL), so the pooled connection keeps its own settings.
 */
export async function limitTransaction(
  tx: { $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number> },
  deadline: number,
): Promise<void> {
  const left = String(millisecondsLeft(deadline));
  await tx.$executeRawUnsafe(
    `SELECT set_config('statement_timeout', $1, true), set_config('lock_timeout', $1, true)`,
    left,
  );
}

// Postgres: statement cancelled (statement_timeout), lock not available (lock_timeout);
// Prisma: an interactive transaction that could not start or finish in its time.
const DEADLINE_CODES = new Set(['57014', '55P03', 'P2028']);
const MAX_CAUSE_DEPTH = 5;

/** True when `error` says the work ran out of time and its transaction was rolled back. */
export function isDeadlineError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current; depth++) {
    if (current instanceof DeadlinePassedError) return true;
    const { code, meta } = current as {
      code?: unknown;
      meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } };
    };
    const originalCode = meta?.driverAdapterError?.cause?.originalCode;
    if (DEADLINE_CODES.has(String(code)) || DEADLINE_CODES.has(String(originalCode))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
