// Errors that say a service the API depends on (Postgres, Redis) cannot be reached right now,
// as opposed to a fault of the request or of the code: they are answered 503, so a client or a
// load balancer retries later instead of reporting a bug.

/** The kinds of Prisma's driver-adapter errors that mean the database is out of reach. */
const ADAPTER_OUTAGE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/** Prisma's codes for an unreachable server, a dropped connection and a pool time-out. */
const PRISMA_OUTAGE_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
/** Postgres shutting down or refusing connections, and sockets that failed (node-postgres). */
const CONNECTION_OUTAGE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
]);
/** ioredis's answers while Redis is away, and node-postgres's pool time-out. */
const OUTAGE_MESSAGES = /^(Connection is closed\.|timeout exceeded when trying to connect)/;

const MAX_CAUSE_DEPTH = 5;

export function isServiceOutage(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current; depth++) {
    if (isOutageItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isOutageItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message, meta } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
  };
  const adapterCause = meta?.driverAdapterError?.cause;
  if (adapterCause && ADAPTER_OUTAGE_KINDS.has(String(adapterCause.kind))) return true;
  if (
    typeof code === 'string' &&
    (PRISMA_OUTAGE_CODES.has(code) || CONNECTION_OUTAGE_CODES.has(code))
  )
    return true;
  if (name === 'PrismaClientInitializationError' || name === 'MaxRetriesPerRequestError')
    return true;
  return typeof message === 'string' && OUTAGE_MESSAGES.test(message);
}
