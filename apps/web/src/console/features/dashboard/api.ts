import { queryOptions } from '@tanstack/react-query';
import { CONSOLE_PATHS, type ConsoleDashboard } from '@wps/shared-types';
import { consoleApi } from '../../lib/console-api';

export const dashboardQuery = queryOptions({
  queryKey: ['console', 'dashboard'],
  queryFn: ({ signal }) => consoleApi.get<ConsoleDashboard>(CONSOLE_PATHS.dashboard, { signal }),
});
