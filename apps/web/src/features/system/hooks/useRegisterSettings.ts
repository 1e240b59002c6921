import { useQuery } from '@tanstack/react-query';
import { fetchRegisterSettings, systemKeys } from '../api';

/**
 * The operator's slider and minimum-age settings; asked only by the access dialogs, so the home
 * page does not wait for them.
 */
export function useRegisterSettings() {
  return useQuery({
    queryKey: systemKeys.registerSettings,
    queryFn: ({ signal }) => fetchRegisterSettings(signal),
    staleTime: 5 * 60 * 1000,
  });
}
