import {
  amountFromUnits,
  amountToUnits,
  ratioBasisPoints,
  tierReached,
  type AgentContractKind,
  type AgentContractTier,
} from '@wps/shared-types';

/** Ledger amounts (stakes, payouts) are kept to 6 decimals: figures are counted in micro units. */
export const FIGURE_DECIMALS = 6;
/** A share is a figure (6 decimals) times a ratio in hundredths of a percent (4 more): 10. */
export const SHARE_DECIMALS = 10;

/** A member's own settled real-money play in the period, with where it sits in the tree. */
export interface MemberFigures {
  memberId: number;
  /**
   * Its uplines, top first (the ancestry path's ids). Members of one ancestry may share one
   * array: the calculation adds such a group up once.
   */
  uplines: readonly number[];
  /** Valid turnover and net loss (turnover minus payout), in micro units. */
  turnover: bigint;
  netLoss: bigint;
  /** It had a settled real-money round in the period. */
  active: boolean;
}

/** A contract of the kind in force when the period closed. */
export interface ContractInForce {
  id: number;
  agentId: number;
  uplineId: number | null;
  tiers: AgentContractTier[];
  frozen: boolean;
}

export interface PayoutLineFigures {
  memberId: number;
  ownTurnover: bigint;
  ownNetLoss: bigint;
  teamTurnover: bigint;
  teamNetLoss: bigint;
  /** The sub-agent's contracted ratio (capped), in hundredths of a percent; null: none. */
  downlineRatio: bigint | null;
  /** In SHARE_DECIMALS units. */
  share: bigint;
}

export interface PayoutFigures {
  contractId: number;
  agentId: number;
  uplineId: number | null;
  teamTurnover: bigint;
  teamNetLoss: bigint;
  activeMembers: number;
  /** DIVIDEND: the base carried in from the previous period (0 or below), in micro units. */
  carriedIn: bigint;
  tier: number | null;
  /** The ratio paid on, capped at the upline contract's, in hundredths of a percent. */
  ratio: bigint;
  /** SHARE_DECIMALS units. */
  grossShare: bigint;
  downlineShares: bigint;
  /** What is credited (PAID) or owed by the upline (DUE), in the currency's units (rounded down). */
  amount: bigint;
  status: 'PAID' | 'NONE' | 'WITHHELD' | 'CARRIED' | 'DUE';
  lines: PayoutLineFigures[];
}

interface Team {
  turnover: bigint;
  netLoss: bigint;
  active: number;
}

const NO_TEAM: Team = { turnover: 0n, netLoss: 0n, active: 0 };

/**
 * What both kinds of payout start from: each contract holder's team figures (every account
 * below it), its lines (a direct downline account each: the account's own play, and the team
 * below a sub-agent) and its ratio, the tier its whole team's turnover (and active members)
 * reaches, capped at its upline contract's ratio so a difference is never negative.
 */
function teamsAndRatios(contracts: readonly ContractInForce[], members: readonly MemberFigures[]) {
  const byAgent = new Map(contracts.map((contract) => [contract.agentId, contract]));
  const teams = new Map<number, Team>();
  const lines = new Map<number, Map<number, PayoutLineFigures>>();
  for (const holder of byAgent.keys()) lines.set(holder, new Map());
  const lineOf = (holder: number, memberId: number) => {
    const holderLines = lines.get(holder)!;
    let line = holderLines.get(memberId);
    if (!line) {
      line = {
        memberId,
        ownTurnover: 0n,
        ownNetLoss: 0n,
        teamTurnover: 0n,
        teamNetLoss: 0n,
        downlineRatio: null,
        share: 0n,
      };
      holderLines.set(memberId, line);
    }
    return line;
  };
  // Members of one ancestry (the same uplines array) are added up first, so the team figures
  // above their direct upline are added once per group rather than once per member.
  const groups = new Map<readonly number[], Team>();
  for (const member of members) {
    const direct = member.uplines.at(-1);
    if (direct === undefined) continue;
    let group = groups.get(member.uplines);
    if (!group) groups.set(member.uplines, (group = { turnover: 0n, netLoss: 0n, active: 0 }));
    group.turnover += member.turnover;
    group.netLoss += member.netLoss;
    if (member.active) group.active += 1;
    if (!byAgent.has(direct)) continue;
    const line = lineOf(direct, member.memberId);
    line.ownTurnover += member.turnover;
    line.ownNetLoss += member.netLoss;
  }
  for (const [uplines, group] of groups) {
    uplines.forEach((upline, index) => {
      let team = teams.get(upline);
      if (!team) teams.set(upline, (team = { turnover: 0n, netLoss: 0n, active: 0 }));
      team.turnover += group.turnover;
      team.netLoss += group.netLoss;
      team.active += group.active;
      const below = uplines[index + 1];
      if (below === undefined || !byAgent.has(upline)) return;
      const line = lineOf(upline, below);
      line.teamTurnover += group.turnover;
      line.teamNetLoss += group.netLoss;
    });
  }

  // Ratios top-down: an agent's is capped at its upline's (when that upline holds the kind).
  const ratios = new Map<number, { tier: number | null; ratio: bigint }>();
  const ratioOf = (contract: ContractInForce): { tier: number | null; ratio: bigint } => {
    const known = ratios.get(contract.agentId);
    if (known) return known;
    const team = teams.get(contract.agentId) ?? NO_TEAM;
    const reached = tierReached(
      contract.tiers,
      amountFromUnits(team.turnover, FIGURE_DECIMALS),
      team.active,
    );
    let ratio = reached ? ratioBasisPoints(reached.tier.ratio) : 0n;
    const upline = contract.uplineId === null ? undefined : byAgent.get(contract.uplineId);
    if (upline) {
      const ceiling = ratioOf(upline).ratio;
      if (ratio > ceiling) ratio = ceiling;
    }
    const result = { tier: reached?.index ?? null, ratio };
    ratios.set(contract.agentId, result);
    return result;
  };
  /** The holder's direct sub-agent holding a contract of the kind issued by the holder. */
  const contractedChild = (holder: ContractInForce, memberId: number) => {
    const child = byAgent.get(memberId);
    return child && child.uplineId === holder.agentId ? child : undefined;
  };
  const teamOf = (agentId: number) => teams.get(agentId) ?? NO_TEAM;
  const linesOf = (agentId: number) => [...lines.get(agentId)!.values()];
  return { ratioOf, contractedChild, teamOf, linesOf };
}

/** A statement's lines: those with figures, by account. */
function linesWithFigures(lines: PayoutLineFigures[]): PayoutLineFigures[] {
  return lines
    .filter((line) =>
      [line.ownTurnover, line.teamTurnover, line.ownNetLoss, line.teamNetLoss].some(
        (figure) => figure !== 0n,
      ),
    )
    .sort((left, right) => left.memberId - right.memberId);
}

/**
 * The salaries of one period (0-decisions: pay = ratio x team valid turnover; each agent earns
 * its own ratio on its direct downline's own play and the ratio difference on each contracted
 * sub-agent's team). An agent's ratio is the tier its whole team reaches, capped at its upline's
 * (so a difference is never negative); its pay is ratio x team turnover minus each contracted
 * direct sub-agent's ratio x that sub-agent's team turnover, rounded down to the currency. The
 * shares telescope: what every agent of a chain of contracts earns adds up to the top contract's
 * ratio x the top agent's team turnover (before rounding). A frozen contract's figures are kept
 * and its upline still earns the difference only; its own pay is withheld.
 */
export function salaryPayouts(
  contracts: readonly ContractInForce[],
  members: readonly MemberFigures[],
  currencyDecimals: number,
): PayoutFigures[] {
  const { ratioOf, contractedChild, teamOf, linesOf } = teamsAndRatios(contracts, members);
  const unit = 10n ** BigInt(SHARE_DECIMALS - currencyDecimals);
  return contracts.map((contract) => {
    const team = teamOf(contract.agentId);
    const { tier, ratio } = ratioOf(contract);
    let downlineShares = 0n;
    const contractLines = linesOf(contract.agentId);
    for (const line of contractLines) {
      const child = contractedChild(contract, line.memberId);
      const childRatio = child ? ratioOf(child).ratio : null;
      line.downlineRatio = childRatio;
      const childShare = (childRatio ?? 0n) * line.teamTurnover;
      downlineShares += childShare;
      line.share = ratio * (line.ownTurnover + line.teamTurnover) - childShare;
    }
    const grossShare = ratio * team.turnover;
    const amount = (grossShare - downlineShares) / unit;
    const status = contract.frozen ? 'WITHHELD' : amount > 0n ? 'PAID' : 'NONE';
    return {
      contractId: contract.id,
      agentId: contract.agentId,
      uplineId: contract.uplineId,
      teamTurnover: team.turnover,
      teamNetLoss: team.netLoss,
      activeMembers: team.active,
      carriedIn: 0n,
      tier,
      ratio,
      grossShare,
      downlineShares,
      amount: status === 'PAID' ? amount : 0n,
      status,
      lines: linesWithFigures(contractLines),
    };
  });
}

/**
 * The dividends of one period (0-decisions: ratio x team net loss, negative results carried
 * over). An agent's base is its team's net loss plus what it carries in (0 or below, the base of
 * its previous period when that was not above zero); a base at or below zero pays nothing and
 * is carried (CARRIED). The ratio is the salaries' (tier by team turnover, capped at the
 * upline's). A dividend is ratio x base, rounded down to the currency, and the whole of it
 * reaches the agent: a top agent's from the house (PAID), any other's from its upline (DUE), so
 * each agent keeps its dividend less those it owes its contracted direct sub-agents
 * (downlineShares) and the house pays exactly the top agents' dividends. A frozen contract's
 * dividend is withheld (nobody owes it); the dividends it owes its own downline stay owed.
 */
export function dividendPayouts(
  contracts: readonly ContractInForce[],
  members: readonly MemberFigures[],
  currencyDecimals: number,
  carriedIn: ReadonlyMap<number, bigint>,
): PayoutFigures[] {
  const { ratioOf, contractedChild, teamOf, linesOf } = teamsAndRatios(contracts, members);
  const unit = 10n ** BigInt(SHARE_DECIMALS - currencyDecimals);
  const baseOf = (agentId: number) => teamOf(agentId).netLoss + (carriedIn.get(agentId) ?? 0n);
  const grossOf = (contract: ContractInForce) => {
    const base = baseOf(contract.agentId);
    return base > 0n ? ratioOf(contract).ratio * base : 0n;
  };
  return contracts.map((contract) => {
    const team = teamOf(contract.agentId);
    const { tier, ratio } = ratioOf(contract);
    let downlineShares = 0n;
    const contractLines = linesOf(contract.agentId);
    for (const line of contractLines) {
      const child = contractedChild(contract, line.memberId);
      line.downlineRatio = child ? ratioOf(child).ratio : null;
      const childShare = child ? grossOf(child) : 0n;
      downlineShares += childShare;
      line.share = ratio * (line.ownNetLoss + line.teamNetLoss) - childShare;
    }
    const grossShare = grossOf(contract);
    const amount = grossShare / unit;
    const base = baseOf(contract.agentId);
    const status =
      base <= 0n
        ? 'CARRIED'
        : contract.frozen
          ? 'WITHHELD'
          : amount === 0n
            ? 'NONE'
            : contract.uplineId === null
              ? 'PAID'
              : 'DUE';
    return {
      contractId: contract.id,
      agentId: contract.agentId,
      uplineId: contract.uplineId,
      teamTurnover: team.turnover,
      teamNetLoss: team.netLoss,
      activeMembers: team.active,
      carriedIn: carriedIn.get(contract.agentId) ?? 0n,
      tier,
      ratio,
      grossShare,
      downlineShares,
      amount: status === 'PAID' || status === 'DUE' ? amount : 0n,
      status,
      lines: linesWithFigures(contractLines),
    };
  });
}

/**
 * Whether a payout has nothing to pay or explain: its team had no turnover and no active
 * member in the period and (a dividend) no result at all and nothing carried in. Such a payout
 * is not written, except a top contract's (docs/decisions.md, "Agent contracts and payouts").
 */
export function nothingToWrite(kind: AgentContractKind, payout: PayoutFigures): boolean {
  const noPlay = payout.teamTurnover === 0n && payout.activeMembers === 0;
  if (kind !== 'DIVIDEND') return noPlay;
  return noPlay && payout.teamNetLoss === 0n && payout.carriedIn === 0n;
}

/**
 * The payouts by depth in the chain of contracts, deepest first: each contracted sub-agent's is
 * in a level before its upline's, so a statement's line links the sub-agent's payout of the
 * period when it is written, and the payouts of one level can be written side by side.
 */
export function levelsChildrenFirst(payouts: readonly PayoutFigures[]): PayoutFigures[][] {
  const byAgent = new Map(payouts.map((payout) => [payout.agentId, payout]));
  const depths = new Map<number, number>();
  const depthOf = (payout: PayoutFigures): number => {
    let depth = depths.get(payout.agentId);
    if (depth === undefined) {
      const upline = payout.uplineId === null ? undefined : byAgent.get(payout.uplineId);
      depth = upline ? depthOf(upline) + 1 : 0;
      depths.set(payout.agentId, depth);
    }
    return depth;
  };
  const levels: PayoutFigures[][] = [];
  for (const payout of payouts) (levels[depthOf(payout)] ??= []).push(payout);
  return levels.filter(Boolean).reverse();
}

/** A stored decimal (up to FIGURE_DECIMALS decimals) in micro units. */
export function figureUnits(amount: string): bigint {
  return amountToUnits(amount, FIGURE_DECIMALS);
}
