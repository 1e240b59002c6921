import type { PointExchangeState, PointGoodsCategory } from '@wps/shared-types';

// The i18n key of each label, written out so the translation check finds every one.
export const GOODS_CATEGORY_LABELS = {
  BONUS: 'pointMall.category.BONUS',
  VOUCHER: 'pointMall.category.VOUCHER',
  ELECTRONICS: 'pointMall.category.ELECTRONICS',
  LIFESTYLE: 'pointMall.category.LIFESTYLE',
} as const satisfies Record<PointGoodsCategory, string>;

export const EXCHANGE_STATE_LABELS = {
  IN_APPLICATION: 'pointMall.state.IN_APPLICATION',
  REJECTED: 'pointMall.state.REJECTED',
  PASSED: 'pointMall.state.PASSED',
} as const satisfies Record<PointExchangeState, string>;

export const EXCHANGE_STATE_TEXTS = {
  IN_APPLICATION: 'pointMall.stateText.IN_APPLICATION',
  REJECTED: 'pointMall.stateText.REJECTED',
  PASSED: 'pointMall.stateText.PASSED',
} as const satisfies Record<PointExchangeState, string>;
