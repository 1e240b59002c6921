import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { queryClient } from './query-client';
import { siteRouter } from './router';

export function App() {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={siteRouter()} />
    </AppProviders>
  );
}
