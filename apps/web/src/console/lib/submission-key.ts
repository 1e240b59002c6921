import { useRef } from 'react';

/**
 * One Idempotency-Key per submission of a form: a double click or a retry of the same request
 * gets the same key; a changed request is a new submission with a new key, and so is the next
 * one after a success (`settled`).
 */
export function useSubmissionKey() {
  const pending = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(request: unknown): string {
      const body = JSON.stringify(request);
      if (pending.current?.body !== body) pending.current = { body, key: crypto.randomUUID() };
      return pending.current.key;
    },
    settled() {
      pending.current = null;
    },
  };
}
