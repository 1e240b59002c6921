import { CONSOLE_REQUEST_HEADER } from '@wps/shared-types';
import { createApiClient } from '../../api/client';

/**
 * The console's client: its session is the API's HttpOnly cookie (sent as a same-origin
 * cookie), never a member's bearer token, and every write carries CONSOLE_REQUEST_HEADER.
 */
export const consoleApi = createApiClient({
  headersFor: (method): Record<string, string> =>
    method === 'GET' ? {} : { [CONSOLE_REQUEST_HEADER]: '1' },
});
