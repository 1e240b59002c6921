export { CatalogueLayout } from './components/CatalogueLayout';
export { GamesPage } from './components/GamesPage';
export { VendorsPage } from './components/VendorsPage';
