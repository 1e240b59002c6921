import type { RebateCategoryLine, RebateView } from '@wps/shared-types';

/** What the claim button does now: claim, or why it cannot. */
export type RebateClaimState = 'ready' | 'disabled' | 'claimed' | 'nothing';

// The view's amounts are never negative: any digit but 0 is above zero, at any scale.
const aboveZero = (amount: string) => /[1-9]/.test(amount);

/** The claim button's state; the server decides again when the member claims. */
export function rebateClaimState(view: RebateView): RebateClaimState {
  if (!view.enabled) return 'disabled';
  if (view.claimedThisPeriod) return 'claimed';
  return aboveZero(view.totalAmount) ? 'ready' : 'nothing';
}

/**
 * The categories worth a row: those the member's rank earns a rebate in, and those the member
 * played (so a category without a rate shows why it pays nothing).
 */
export function shownCategories(view: RebateView): RebateCategoryLine[] {
  return view.categories.filter((line) => aboveZero(line.percent) || aboveZero(line.validTurnover));
}
