export { SitePage } from './components/SitePage';
