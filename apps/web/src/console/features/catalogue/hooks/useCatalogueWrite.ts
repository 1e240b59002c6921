import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../api';

/**
 * A catalogue write; afterwards every catalogue query reloads: each write bumps the version,
 * and a vendor's change shows in the games list (and the reverse in its recommendations).
 */
export function useCatalogueWrite<Variables, Result>(
  write: (variables: Variables) => Promise<Result>,
  onDone?: (result: Result) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      onDone?.(result);
      await client.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
