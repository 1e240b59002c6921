import { Inject, Injectable } from '@nestjs/common';
import { AGENT_ACCOUNT_TYPES } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** The calling agent: who it is and where its subtree starts. */
export interface TeamAgent {
  id: number;
  merchantId: number;
  account: string;
  nickname: string;
  isAgent: number;
  agentRatio: Prisma.Decimal | null;
  ancestryPath: string;
  depth: number;
  language: string;
  invitationCode: string | null;
  upline: { account: string } | null;
}

const AGENT_COLUMNS = {
  id: true,
  merchantId: true,
  account: true,
  nickname: true,
  isAgent: true,
  agentRatio: true,
  ancestryPath: true,
  depth: true,
  language: true,
  invitationCode: true,
  upline: { select: { account: true } },
} as const;

const DOWNLINE_COLUMNS = {
  id: true,
  account: true,
  nickname: true,
  isAgent: true,
  agentRatio: true,
  status: true,
  uplineId: true,
  ancestryPath: true,
  depth: true,
  createdAt: true,
  lastLoginAt: true,
  upline: { select: { account: true } },
} as const;

export type DownlineMember = Prisma.MemberGetPayload<{ select: typeof DOWNLINE_COLUMNS }>;

/** What narrows a downline list; every list is limited to one agent's subtree first. */
export interface DownlineFilter {
  direct: boolean;
  account?: string;
  agents?: boolean;
  active?: boolean;
  registered?: { gte?: Date; lt?: Date };
  lastLogin?: { gte?: Date; lt?: Date };
}

/** A filtered downline list of more accounts than this answers this total (as member search). */
export const DOWNLINE_COUNT_CAP = 10_000;

export interface Lifetime {
  depositAmount: string;
  withdrawalAmount: string;
  validTurnover: string;
}

/** The path prefix of every account below the agent: its own path, then its id. */
export function subtreePrefix(agent: { id: number; ancestryPath: string }): string {
  return `${agent.ancestryPath}${agent.id}/`;
}

/**
 * The agent's team as stored in the member table: every read names the agent and is limited to
 * its subtree here (ancestry path prefix, or upline for the direct downline), so no caller can
 * reach an account outside it.
 */
@Injectable()
export class AgentTeamRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  agent(memberId: number): Promise<TeamAgent> {
    return this.prisma.member.findUniqueOrThrow({
      where: { id: memberId },
      select: AGENT_COLUMNS,
    });
  }

  async setInvitationCode(memberId: number, code: string): Promise<boolean> {
    const updated = await this.prisma.member.updateMany({
      where: { id: memberId, invitationCode: null },
      data: { invitationCode: code },
    });
    return updated.count === 1;
  }

  /**
   * A page of the downline in the list's order: direct by account (upline_id, account), the
   * whole team by level then account (merchant_id, depth, account), so a top agent's page reads
   * a page of rows, not its whole subtree sorted.
   */
  downlinePage(
    agent: TeamAgent,
    filter: DownlineFilter,
    skip: number,
    take: number,
  ): Promise<DownlineMember[]> {
    return this.prisma.member.findMany({
      where: whereOf(agent, filter),
      orderBy: filter.direct ? [{ account: 'asc' }] : [{ depth: 'asc' }, { account: 'asc' }],
      skip,
      take,
      select: DOWNLINE_COLUMNS,
    });
  }

  /**
   * How many accounts match, counted up to DOWNLINE_COUNT_CAP: a filter that matches most of a
   * huge team (a letter of the account, MEMBER) stops there instead of counting a million rows.
   */
  async downlineCount(agent: TeamAgent, filter: DownlineFilter): Promise<number> {
    return this.prisma.member.count({ where: whereOf(agent, filter), take: DOWNLINE_COUNT_CAP });
  }

  /** An account of the agent's subtree (any depth) by its name; null outside it. */
  inSubtree(agent: TeamAgent, account: string): Promise<DownlineMember | null> {
    return this.prisma.member.findFirst({
      where: { ...whereOf(agent, { direct: false }), account: account.toLowerCase() },
      select: DOWNLINE_COLUMNS,
    });
  }

  /**
   * Sets a sub-agent's ratio if `check` allows it, given the agent's ratio and the highest of the
   * sub-agent's own sub-agents. The agent's row, then the sub-agent's, is held until the change is
   * written (always parent before child), so a change above or below at the same moment waits and
   * no child's ratio ends above its parent's.
   */
  ratioChange(
    agentId: number,
    subAgentId: number,
    check: (own: Prisma.Decimal | null, floor: Prisma.Decimal | null) => string,
  ): Promise<void> {
    return this.prisma.$transaction(async (tx) => {
      const [agentRow] = await tx.$queryRaw<{ ratio: Prisma.Decimal | null }[]>`
        SELECT agent_ratio AS ratio FROM member WHERE id = ${agentId} FOR NO KEY UPDATE`;
      await tx.$executeRaw`SELECT 1 FROM member WHERE id = ${subAgentId} FOR NO KEY UPDATE`;
      const highest = await tx.member.aggregate({
        where: { uplineId: subAgentId, isAgent: { in: [...AGENT_ACCOUNT_TYPES] } },
        _max: { agentRatio: true },
      });
      const ratio = check(agentRow?.ratio ?? null, highest._max.agentRatio);
      await tx.member.update({ where: { id: subAgentId }, data: { agentRatio: ratio } });
    });
  }

  async setStatus(memberId: number, status: 'ACTIVE' | 'LOCKED'): Promise<void> {
    await this.prisma.member.update({ where: { id: memberId }, data: { status } });
  }

  /** The account's own lifetime money in and out and its settled real-money stakes. */
  async lifetime(memberId: number): Promise<Lifetime> {
    const [row] = await this.prisma.$queryRaw<Lifetime[]>`
      SELECT
        (SELECT COALESCE(sum(amount), 0) FROM deposit
         WHERE member_id = ${memberId} AND status = 'APPROVED')::numeric(20, 2)::text
          AS "depositAmount",
        (SELECT COALESCE(sum(amount), 0) FROM withdrawal
         WHERE member_id = ${memberId} AND status IN ('PAID', 'CONFIRMED', 'DISPUTED', 'RESOLVED'))
          ::numeric(20, 2)::text AS "withdrawalAmount",
        (SELECT COALESCE(sum(stake), 0) FROM bet_record
         WHERE member_id = ${memberId} AND status = 'SETTLED' AND NOT is_demo)
          ::numeric(20, 2)::text AS "validTurnover"`;
    if (!row) throw new Error('the lifetime figures answered no row');
    return row;
  }
}

function whereOf(agent: TeamAgent, filter: DownlineFilter): Prisma.MemberWhereInput {
  const agentTypes = [...AGENT_ACCOUNT_TYPES];
  return {
    merchantId: agent.merchantId,
    ...(filter.direct
      ? { uplineId: agent.id }
      : { ancestryPath: { startsWith: subtreePrefix(agent) } }),
    ...(filter.account && { account: { contains: filter.account.toLowerCase() } }),
    ...(filter.agents !== undefined && {
      isAgent: filter.agents ? { in: agentTypes } : { notIn: agentTypes },
    }),
    ...(filter.active !== undefined && {
      status: filter.active ? 'ACTIVE' : { not: 'ACTIVE' as const },
    }),
    ...(filter.registered && { createdAt: filter.registered }),
    ...(filter.lastLogin && { lastLoginAt: filter.lastLogin }),
  };
}
