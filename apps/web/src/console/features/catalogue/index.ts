export { CatalogueLayout } from './components/CatalogueLayout';
export { GameImportPage } from './components/GameImportPage';
export { GamesPage } from './components/GamesPage';
export { VendorsPage } from './components/VendorsPage';
