// The console's routes of bonuses, rewards and raffles: a module of their own, so the player
// site's modules of bonuses and rewards hold no console path (the home page loads the count).
import { CONSOLE_API_PREFIX } from './console.js';

export const CONSOLE_BONUS_PATHS = {
  /** GET ?account&memberId&page&pageSize (rewards.read): ConsolePage<ConsoleBonusView>; POST
   *  ConsoleBonusGrantRequest with an Idempotency-Key (rewards.write): ConsoleBonusGrantResult. */
  bonuses: `${CONSOLE_API_PREFIX}/bonuses`,
  /** GET (rewards.read) and PUT (rewards.write): BonusSettings. */
  settings: `${CONSOLE_API_PREFIX}/bonuses/settings`,
  /** POST BonusForfeitRequest (rewards.write): ConsoleBonusView. */
  forfeit: (bonusId: string) => `${CONSOLE_API_PREFIX}/bonuses/${bonusId}/forfeit`,
} as const;

export const CONSOLE_REWARD_PATHS = {
  /** GET ?page (rewards.read): ConsolePage<RewardIssueView>; POST RewardIssueRequest (rewards.write). */
  issues: `${CONSOLE_API_PREFIX}/rewards/issues`,
  /** POST (rewards.write): cancels the issue's rewards not claimed yet. */
  cancelIssue: (issueId: string) => `${CONSOLE_API_PREFIX}/rewards/issues/${issueId}/cancel`,
  /** GET ?memberId&page (rewards.read): ConsolePage<RewardView> of one member. */
  rewards: `${CONSOLE_API_PREFIX}/rewards`,
  /** GET ?page (rewards.read): ConsolePage<ConsoleRaffleView>; POST RaffleSettings (rewards.write). */
  raffles: `${CONSOLE_API_PREFIX}/raffles`,
  /** PUT RaffleSettings (rewards.write). */
  raffle: (raffleId: string) => `${CONSOLE_API_PREFIX}/raffles/${raffleId}`,
} as const;
