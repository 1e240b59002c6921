import { Inject, Injectable } from '@nestjs/common';
import {
  amountFromUnits,
  type AgentContractKind,
  type AgentContractTier,
  type PayoutPeriod,
} from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import {
  FIGURE_DECIMALS,
  SHARE_DECIMALS,
  figureUnits,
  type ContractInForce,
  type MemberFigures,
  type PayoutFigures,
} from './payout-calculation.js';

/** A period of one kind on one site, as the payouts store it. */
export interface PayoutPeriodKey {
  merchantId: number;
  kind: AgentContractKind;
  period: PayoutPeriod;
  start: Date;
  end: Date;
}

interface FigureRow {
  member_id: number;
  ancestry_path: string;
  turnover: string;
  net_loss: string;
  active: boolean;
}

/** The rows' figures; members of one ancestry path share one uplines array. */
function toFigures(rows: FigureRow[]): MemberFigures[] {
  const uplines = new Map<string, readonly number[]>();
  return rows.map((row) => {
    let path = uplines.get(row.ancestry_path);
    if (!path) {
      path = row.ancestry_path.split('/').filter(Boolean).map(Number);
      uplines.set(row.ancestry_path, path);
    }
    return {
      memberId: row.member_id,
      uplines: path,
      turnover: figureUnits(row.turnover),
      netLoss: figureUnits(row.net_loss),
      active: row.active,
    };
  });
}

/** A payout row written by this run: its id, for its lines and its ledger entry. */
export interface WrittenPayout {
  id: bigint;
  payout: PayoutFigures;
}

const figure = (units: bigint) => amountFromUnits(units, FIGURE_DECIMALS);
const share = (units: bigint) => amountFromUnits(units, SHARE_DECIMALS);

/** The payouts' reads of figures and contracts, and their writes. */
@Injectable()
export class AgentPayoutsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  merchants(): Promise<{ id: number }[]> {
    return this.prisma.merchant.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
  }

  /**
   * Members' settled real-money rounds by settle time in [start, end): one range of the partial
   * index bet_record_settled_idx (real-time and hourly salary).
   */
  async settledFigures(merchantId: number, start: Date, end: Date): Promise<MemberFigures[]> {
    return toFigures(
      await this.prisma.$queryRaw<FigureRow[]>`
        SELECT b.member_id, m.ancestry_path, sum(b.stake)::text AS turnover,
               sum(b.stake - b.payout)::text AS net_loss, true AS active
        FROM bet_record b JOIN member m ON m.id = b.member_id
        WHERE b.merchant_id = ${merchantId} AND b.status = 'SETTLED' AND NOT b.is_demo
          AND b.settled_at >= ${start} AND b.settled_at < ${end}
        GROUP BY b.member_id, m.ancestry_path`,
    );
  }

  /**
   * Members' rolled-up figures of operator days from..to (daily wages, dividends): the day
   * tables the agent reports keep (a round counts on the day it was placed).
   */
  async dayFigures(merchantId: number, from: string, to: string): Promise<MemberFigures[]> {
    return toFigures(
      await this.prisma.$queryRaw<FigureRow[]>`
        SELECT s.member_id, m.ancestry_path, sum(s.stake)::text AS turnover,
               sum(s.stake - s.payout)::text AS net_loss,
               bool_or(s.active_gap IS NOT NULL) AS active
        FROM member_day_stats s JOIN member m ON m.id = s.member_id
        WHERE s.day >= ${from}::date AND s.day <= ${to}::date AND s.bets > 0
          AND m.merchant_id = ${merchantId}
        GROUP BY s.member_id, m.ancestry_path`,
    );
  }

  /** The contracts of the kind in force when the period closed (one per agent). */
  async contractsInForce(key: PayoutPeriodKey): Promise<ContractInForce[]> {
    const rows = await this.prisma.agentContract.findMany({
      where: {
        merchantId: key.merchantId,
        kind: key.kind,
        period: key.period,
        startedAt: { lt: key.end },
        OR: [{ closedAt: null }, { closedAt: { gte: key.end } }],
      },
      select: { id: true, agentId: true, uplineId: true, tiers: true, status: true },
      orderBy: { id: 'asc' },
    });
    return rows.map((row) => ({
      id: row.id,
      agentId: row.agentId,
      uplineId: row.uplineId,
      tiers: row.tiers as unknown as AgentContractTier[],
      frozen: row.status === 'FROZEN',
    }));
  }

  /**
   * What each agent carries into a dividend period: the base (team net loss plus what it carried
   * in) of its latest dividend period ended by then when that period was CARRIED, else nothing.
   */
  async carriedInto(key: PayoutPeriodKey, agentIds: number[]): Promise<Map<number, bigint>> {
    const rows = await this.prisma.$queryRaw<{ agent_id: number; base: string }[]>`
      SELECT agent_id, base FROM (
        SELECT DISTINCT ON (agent_id) agent_id, status,
               (team_net_loss + carried_in)::text AS base
        FROM agent_payout
        WHERE agent_id = ANY(${agentIds}) AND kind = 'DIVIDEND' AND period_end <= ${key.start}
        ORDER BY agent_id, period_start DESC) latest
      WHERE status = 'CARRIED'`;
    return new Map(rows.map((row) => [row.agent_id, figureUnits(row.base)]));
  }

  async accountsOf(memberIds: number[]): Promise<Map<number, string>> {
    const rows = await this.prisma.member.findMany({
      where: { id: { in: memberIds } },
      select: { id: true, account: true },
    });
    return new Map(rows.map((row) => [row.id, row.account]));
  }

  /** The contracts that have a payout of this period already. */
  async paidContracts(key: PayoutPeriodKey): Promise<Set<number>> {
    const rows = await this.prisma.agentPayout.findMany({
      where: { merchantId: key.merchantId, kind: key.kind, periodStart: key.start },
      select: { contractId: true },
    });
    return new Set(rows.map((row) => row.contractId));
  }

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, { timeout: 60_000 });
  }

  /**
   * Writes the payouts that the (contract, period) has none of yet, in one statement, each paid
   * one with its ledger entry (`entries`, by contract): answers those written (another run may
   * have written the others first: the unique key decides).
   */
  async insertPayouts(
    tx: Prisma.TransactionClient,
    key: PayoutPeriodKey,
    payouts: readonly PayoutFigures[],
    currencyDecimals: number,
    dueBy: Date,
    entries: ReadonlyMap<number, { entryId: bigint; createdAt: Date }>,
  ): Promise<WrittenPayout[]> {
    if (payouts.length === 0) return [];
    const entryOf = (payout: PayoutFigures) => entries.get(payout.contractId);
    const rows = await tx.$queryRaw<{ id: bigint; contract_id: number }[]>`
      INSERT INTO agent_payout (merchant_id, contract_id, agent_id, upline_id, kind, period,
        period_start, period_end, team_turnover, team_net_loss, active_members, carried_in, tier,
        ratio, gross_share, downline_shares, amount, status, due_by, entry_id, paid_at)
      SELECT ${key.merchantId}, p.contract_id, p.agent_id, p.upline_id,
        ${key.kind}::"AgentContractKind", ${key.period}::"PayoutPeriod", ${key.start}, ${key.end},
        p.team_turnover, p.team_net_loss, p.active_members, p.carried_in, p.tier, p.ratio,
        p.gross_share, p.downline_shares, p.amount, p.status::"AgentPayoutStatus",
        CASE WHEN p.status = 'DUE' THEN ${dueBy}::timestamptz END, p.entry_id, p.paid_at
      FROM unnest(
        ${payouts.map((payout) => payout.contractId)}::int[],
        ${payouts.map((payout) => payout.agentId)}::int[],
        ${payouts.map((payout) => payout.uplineId)}::int[],
        ${payouts.map((payout) => figure(payout.teamTurnover))}::numeric[],
        ${payouts.map((payout) => figure(payout.teamNetLoss))}::numeric[],
        ${payouts.map((payout) => payout.activeMembers)}::int[],
        ${payouts.map((payout) => figure(payout.carriedIn))}::numeric[],
        ${payouts.map((payout) => payout.tier)}::int[],
        ${payouts.map((payout) => amountFromUnits(payout.ratio, 2))}::numeric[],
        ${payouts.map((payout) => share(payout.grossShare))}::numeric[],
        ${payouts.map((payout) => share(payout.downlineShares))}::numeric[],
        ${payouts.map((payout) => amountFromUnits(payout.amount, currencyDecimals))}::numeric[],
        ${payouts.map((payout) => payout.status)}::text[],
        ${payouts.map((payout) => entryOf(payout)?.entryId ?? null)}::bigint[],
        ${payouts.map((payout) => entryOf(payout)?.createdAt ?? null)}::timestamptz[]
      ) AS p(contract_id, agent_id, upline_id, team_turnover, team_net_loss, active_members,
             carried_in, tier, ratio, gross_share, downline_shares, amount, status, entry_id,
             paid_at)
      ON CONFLICT (contract_id, period_start) DO NOTHING
      RETURNING id, contract_id`;
    const ids = new Map(rows.map((row) => [row.contract_id, row.id]));
    return payouts.flatMap((payout) => {
      const id = ids.get(payout.contractId);
      return id === undefined ? [] : [{ id, payout }];
    });
  }

  /**
   * The statement lines of the payouts just written, in one statement. A contracted
   * sub-agent's line links the sub-agent's payout of the period, written before its upline's
   * (levelsChildrenFirst).
   */
  async insertLines(
    tx: Prisma.TransactionClient,
    key: PayoutPeriodKey,
    written: readonly WrittenPayout[],
  ): Promise<void> {
    const lines = written.flatMap(({ id, payout }) =>
      payout.lines.map((line) => ({ payoutId: id, line })),
    );
    if (lines.length === 0) return;
    await tx.$executeRaw`
      INSERT INTO agent_payout_line (payout_id, member_id, own_turnover, own_net_loss,
        team_turnover, team_net_loss, downline_ratio, share, downline_payout_id)
      SELECT l.payout_id, l.member_id, l.own_turnover, l.own_net_loss, l.team_turnover,
        l.team_net_loss, l.downline_ratio, l.share,
        CASE WHEN l.downline_ratio IS NOT NULL THEN
          (SELECT c.id FROM agent_payout c
           WHERE c.agent_id = l.member_id AND c.kind = ${key.kind}::"AgentContractKind"
             AND c.period_start = ${key.start}
           ORDER BY c.id DESC LIMIT 1)
        END
      FROM unnest(
        ${lines.map(({ payoutId }) => payoutId)}::bigint[],
        ${lines.map(({ line }) => line.memberId)}::int[],
        ${lines.map(({ line }) => figure(line.ownTurnover))}::numeric[],
        ${lines.map(({ line }) => figure(line.ownNetLoss))}::numeric[],
        ${lines.map(({ line }) => figure(line.teamTurnover))}::numeric[],
        ${lines.map(({ line }) => figure(line.teamNetLoss))}::numeric[],
        ${lines.map(({ line }) => (line.downlineRatio === null ? null : amountFromUnits(line.downlineRatio, 2)))}::numeric[],
        ${lines.map(({ line }) => share(line.share))}::numeric[]
      ) AS l(payout_id, member_id, own_turnover, own_net_loss, team_turnover, team_net_loss,
             downline_ratio, share)`;
  }
}
