import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { CONSOLE_WEB_PATH } from '@wps/shared-types';
import { ConsoleProviders } from './ConsoleProviders';
import { createConsoleQueryClient } from './query-client';
import { consoleRoutes } from './routes';

const router = createBrowserRouter(consoleRoutes, { basename: CONSOLE_WEB_PATH });
const queryClient = createConsoleQueryClient();

export function ConsoleApp() {
  return (
    <ConsoleProviders client={queryClient}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
}
