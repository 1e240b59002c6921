export { HomeContent } from './components/HomeContent';
