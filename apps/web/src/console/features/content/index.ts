export { ContentPage } from './components/ContentPage';
