import { inspect } from 'node:util';

/** A start failure whose cause is known: its message says what happened and what to do. */
export class StartError extends Error {}

interface SystemError {
  code?: unknown;
  syscall?: unknown;
  port?: unknown;
  address?: unknown;
}

/**
 * What to tell the person who started the API when the start failed: the cause in this
 * product's words and what to do about it, never a bare "undefined".
 */
export function explainStartFailure(error: unknown): string {
  if (error instanceof StartError) return error.message;
  const { code, syscall, port, address } = (error ?? {}) as SystemError;
  if (syscall === 'listen' && code === 'EADDRINUSE') {
    return (
      `Port ${String(port)} is already in use (another API instance, pnpm dev, pnpm bench or ` +
      'another program listens there): stop it, or set PORT to a free port.'
    );
  }
  if (syscall === 'listen' && (code === 'EACCES' || code === 'EADDRNOTAVAIL')) {
    return `Cannot listen on ${String(address)}:${String(port)} (${String(code)}): check HOST and PORT.`;
  }
  if (error === undefined || error === null) {
    return 'The API failed to start without saying why; run it again with LOG_LEVEL=debug.';
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : inspect(error);
  return `The API failed to start: ${detail}`;
}
