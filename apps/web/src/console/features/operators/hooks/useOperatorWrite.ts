import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorKeys } from '../api';

/** A write to the site's operators; afterwards every page of the list reloads. */
export function useOperatorWrite<Variables, Result>(
  write: (variables: Variables) => Promise<Result>,
  onDone?: (result: Result, variables: Variables) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result, variables) => {
      onDone?.(result, variables);
      await client.invalidateQueries({ queryKey: operatorKeys.all });
    },
  });
}
