export {
  categoryLinkOfPath,
  GAME_CATEGORY_LINKS,
  type GameCategoryLink,
  lotteryGameSearch,
  lotteryPagePath,
  vendorOfSearch,
  vendorPagePath,
  vendorParameter,
} from './categories';
export { CategoryIcon } from './components/CategoryIcon';
