import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A support write; afterwards the queries under `affected` (the inbox, or the mutes) reload. */
export function useSupportWrite<Variables, Result>(
  affected: QueryKey,
  write: (variables: Variables) => Promise<Result>,
  onDone?: (result: Result, variables: Variables) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result, variables) => {
      onDone?.(result, variables);
      await client.invalidateQueries({ queryKey: affected });
    },
  });
}
