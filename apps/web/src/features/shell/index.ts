export { PlaceholderPage } from './components/PlaceholderPage';
export { RouteErrorPage } from './components/RouteErrorPage';
export { SiteLayout } from './components/SiteLayout';
export type { RouteHandle } from './route-handle';
