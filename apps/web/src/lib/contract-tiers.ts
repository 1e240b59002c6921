import {
  AGENT_CONTRACT_MAX_TIERS,
  contractTiersProblems,
  ratioReached,
  tiersWithinUpline,
  type AgentContractTier,
} from '@wps/shared-types';

/** A tier as its form holds it: the inputs' text. */
export interface TierDraft {
  turnover: string;
  /** Empty: no active-member condition. */
  activeMembers: string;
  ratio: string;
}

export const EMPTY_TIER_DRAFT: TierDraft = { turnover: '', activeMembers: '', ratio: '' };

/**
 * What a tier field breaks, as the shared rules tell it (contractTiersProblems, then
 * tiersWithinUpline): `format` a value of the wrong shape, `order` a threshold or ratio below the
 * previous tier's, `ceiling` a ratio above the upline's at that tier (`ceiling` holds it).
 */
export type TierProblem =
  | { problem: 'noTier' | 'tooManyTiers'; max: number }
  | { problem: 'format' | 'order' }
  | { problem: 'ceiling'; ceiling: string };

export function tierOf(draft: TierDraft): AgentContractTier {
  const active = draft.activeMembers.trim();
  return {
    turnover: draft.turnover.trim(),
    activeMembers: active === '' ? null : Number(active),
    ratio: draft.ratio.trim(),
  };
}

export function draftOf(tier: AgentContractTier): TierDraft {
  return {
    turnover: tier.turnover,
    activeMembers: tier.activeMembers === null ? '' : String(tier.activeMembers),
    ratio: tier.ratio,
  };
}

/**
 * The drafts' problems by field path (`tiers`, `tiers.2.ratio`), the server's own rules: the
 * shape and order of the tiers, then, when they hold, the upline's ceiling (its tiers given).
 */
export function tierDraftProblems(
  drafts: readonly TierDraft[],
  uplineTiers: readonly AgentContractTier[] | null,
): Record<string, TierProblem> {
  const tiers = drafts.map(tierOf);
  const problems = contractTiersProblems(tiers);
  const found: Record<string, TierProblem> = {};
  for (const [field, message] of Object.entries(problems)) {
    if (field === 'tiers') {
      found[field] = {
        problem: tiers.length === 0 ? 'noTier' : 'tooManyTiers',
        max: AGENT_CONTRACT_MAX_TIERS,
      };
    } else {
      // The second pass of the rules compares a tier with the previous one.
      found[field] = { problem: /previous/.test(message) ? 'order' : 'format' };
    }
  }
  if (Object.keys(found).length > 0 || !uplineTiers) return found;
  for (const field of Object.keys(tiersWithinUpline(tiers, uplineTiers))) {
    const tier = tiers[Number(field.split('.')[1])];
    if (!tier) continue;
    found[field] = {
      problem: 'ceiling',
      ceiling: ratioReached(uplineTiers, tier.turnover, tier.activeMembers ?? 0),
    };
  }
  return found;
}
