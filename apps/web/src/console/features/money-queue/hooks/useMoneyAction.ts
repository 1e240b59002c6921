import { useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../../../../api/client';

/** The API's answer when another operator changed the request first (409). */
export const isConflict = (error: unknown) => isApiError(error) && error.code === 'CONFLICT';

interface MoneyActionOptions<Asked> {
  send: (asked: Asked) => Promise<unknown>;
  /** The queries the action changes: the queue, the request and the member's list. */
  invalidate: QueryKey;
  /** A 409 closes the confirmation, as the page then shows the request as it is now. */
  closeOnConflict?: boolean;
}

/**
 * An operator's action on a request: what was asked waits for its confirmation (`asked`), then
 * goes to the API; done or failed, the request's queries are read again, so the page shows the
 * request as it is now, also when another operator decided it first.
 */
export function useMoneyAction<Asked>({
  send,
  invalidate,
  closeOnConflict = false,
}: MoneyActionOptions<Asked>) {
  const client = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const done = () => client.invalidateQueries({ queryKey: invalidate });
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async () => {
      setAsked(null);
      await done();
    },
    onError: async (error) => {
      if (closeOnConflict && isConflict(error)) setAsked(null);
      await done();
    },
  });
  return {
    mutation,
    asked,
    ask: (next: Asked) => {
      mutation.reset();
      setAsked(next);
    },
    cancel: () => setAsked(null),
  };
}

export type MoneyAction<Asked> = ReturnType<typeof useMoneyAction<Asked>>;
