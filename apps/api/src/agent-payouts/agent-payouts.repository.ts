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

const uplinesOf = (path: string) => path.split('/').filter(Boolean).map(Number);

function toFigures(rows: FigureRow[]): MemberFigures[] {
  return rows.map((row) => ({
    memberId: row.member_id,
    uplines: uplinesOf(row.ancestry_path),
    turnover: figureUnits(row.turnover),
    netLoss: figureUnits(row.net_loss),
    active: row.active,
  }));
}

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
   * Writes a payout and its lines unless the (contract, period) has one: answers its id, or
   * null when another run wrote it first (the unique key decides).
   */
  async insertPayout(
    tx: Prisma.TransactionClient,
    key: PayoutPeriodKey,
    payout: PayoutFigures,
    currencyDecimals: number,
    dueBy: Date | null = null,
  ): Promise<bigint | null> {
    const rows = await tx.$queryRaw<{ id: bigint }[]>`
      INSERT INTO agent_payout (merchant_id, contract_id, agent_id, upline_id, kind, period,
        period_start, period_end, team_turnover, team_net_loss, active_members, carried_in, tier,
        ratio, gross_share, downline_shares, amount, status, due_by)
      VALUES (${key.merchantId}, ${payout.contractId}, ${payout.agentId}, ${payout.uplineId},
        ${key.kind}::"AgentContractKind", ${key.period}::"PayoutPeriod", ${key.start}, ${key.end},
        ${amountFromUnits(payout.teamTurnover, FIGURE_DECIMALS)}::numeric,
        ${amountFromUnits(payout.teamNetLoss, FIGURE_DECIMALS)}::numeric,
        ${payout.activeMembers}, ${amountFromUnits(payout.carriedIn, FIGURE_DECIMALS)}::numeric,
        ${payout.tier}, ${amountFromUnits(payout.ratio, 2)}::numeric,
        ${amountFromUnits(payout.grossShare, SHARE_DECIMALS)}::numeric,
        ${amountFromUnits(payout.downlineShares, SHARE_DECIMALS)}::numeric,
        ${amountFromUnits(payout.amount, currencyDecimals)}::numeric,
        ${payout.status}::"AgentPayoutStatus", ${payout.status === 'DUE' ? dueBy : null})
      ON CONFLICT (contract_id, period_start) DO NOTHING
      RETURNING id`;
    const id = rows[0]?.id ?? null;
    if (id !== null && payout.lines.length > 0) {
      await tx.agentPayoutLine.createMany({
        data: payout.lines.map((line) => ({
          payoutId: id,
          memberId: line.memberId,
          ownTurnover: amountFromUnits(line.ownTurnover, FIGURE_DECIMALS),
          ownNetLoss: amountFromUnits(line.ownNetLoss, FIGURE_DECIMALS),
          teamTurnover: amountFromUnits(line.teamTurnover, FIGURE_DECIMALS),
          teamNetLoss: amountFromUnits(line.teamNetLoss, FIGURE_DECIMALS),
          downlineRatio:
            line.downlineRatio === null ? null : amountFromUnits(line.downlineRatio, 2),
          share: amountFromUnits(line.share, SHARE_DECIMALS),
        })),
      });
    }
    return id;
  }

  async markPaid(
    tx: Prisma.TransactionClient,
    id: bigint,
    entryId: bigint,
    paidAt: Date,
  ): Promise<void> {
    await tx.agentPayout.update({ where: { id }, data: { entryId, paidAt } });
  }

  /** Links each sub-agent's line to the sub-agent's own payout of the same period. */
  async linkDownlinePayouts(key: PayoutPeriodKey): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE agent_payout_line l SET downline_payout_id = c.id
      FROM agent_payout p, agent_payout c
      WHERE p.merchant_id = ${key.merchantId} AND p.kind = ${key.kind}::"AgentContractKind"
        AND p.period_start = ${key.start} AND l.payout_id = p.id
        AND l.downline_payout_id IS NULL
        AND c.agent_id = l.member_id AND c.kind = p.kind AND c.period_start = p.period_start`;
  }
}
