import type { BonusView, RaffleView } from '@wps/shared-types';

/** Whether the draw button shows: running, the minimum reached and a draw left this period. */
export function canDraw(raffle: RaffleView): boolean {
  return raffle.state === 'IN_PROCESS' && raffle.eligible && raffle.drawsLeft > 0;
}

/** How much of a bonus's turnover is met, in whole percent (100 when nothing was asked). */
export function metPercent(bonus: Pick<BonusView, 'turnoverRequired' | 'turnoverMet'>): number {
  const required = Number(bonus.turnoverRequired);
  if (!(required > 0)) return 100;
  return Math.min(100, Math.floor((Number(bonus.turnoverMet) / required) * 100));
}
