// Bonuses (member centre entry 9, bonusDetails): every bonus a member received, whatever gave
// it, with the turnover requirement it added. One list of sources for the API and the web.

/**
 * What gave a bonus: a deposit's promotion bonus, a claimed rebate, a mission, a referral
 * reward, a raffle prize, or a promotion's reward claimed in the reward centre.
 */
export const BONUS_SOURCES = [
  'DEPOSIT_BONUS',
  'REBATE',
  'MISSION',
  'REFERRAL',
  'RAFFLE',
  'PROMOTION',
] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];
