export { PromotionDetail } from './components/PromotionDetail';
export { PromotionList } from './components/PromotionList';
export { usePromotionTypes, usePromotionTypesQuery } from './hooks/usePromotionTypes';
