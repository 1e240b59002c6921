import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberKeys } from '../api';

/** A write to one member; afterwards the member's page, its tabs and the search lists reload. */
export function useMemberWrite<Variables, Result>(
  memberId: number,
  write: (variables: Variables) => Promise<Result>,
  onDone?: (result: Result) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      onDone?.(result);
      await Promise.all([
        client.invalidateQueries({ queryKey: memberKeys.member(memberId) }),
        client.invalidateQueries({ queryKey: memberKeys.search }),
      ]);
    },
  });
}
