import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys, type ContentResource } from '../api';

/** A write to content; afterwards every page of the lists it changes reloads. */
export function useContentWrite<Variables, Result>(
  resources: readonly ContentResource[],
  write: (variables: Variables) => Promise<Result>,
  onDone?: (result: Result) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      onDone?.(result);
      await Promise.all(
        resources.map((resource) =>
          client.invalidateQueries({ queryKey: contentKeys.list(resource) }),
        ),
      );
    },
  });
}
