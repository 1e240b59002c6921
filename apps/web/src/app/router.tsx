import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The site's one router, made at the first render rather than while the scripts start: its route
 * matching then runs in the render React spreads over several tasks, not in the long task that
 * evaluates the scripts.
 */
export function siteRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
