import { Inject, Injectable } from '@nestjs/common';
import { currencyDecimals, type BetRecordStatus, type GameCategory } from '@wps/shared-types';
import { withinDays, type DayRange, type PageWindow } from '../common/day-range.js';
import { subtreeLike } from '../common/subtree.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** The calling agent: where its subtree starts, and its operator's calendar and currency. */
export interface AgentContext {
  id: number;
  account: string;
  /** ancestry_path of every account below the agent starts with this. */
  subtreePath: string;
  merchantId: number;
  timezone: string;
  defaultLanguage: string;
  decimals: number;
}

/** An account of an agent's subtree. */
export interface SubtreeAccount {
  id: number;
  account: string;
  isAgent: number;
  subtreePath: string;
}

/** Whose rounds: one account, or every account below an agent. */
export type BetOwner = { memberId: number } | { merchantId: number; subtreePath: string };

export interface TeamBetFilter {
  owner: BetOwner;
  range: DayRange;
  category?: GameCategory;
  status?: BetRecordStatus;
  /** Only the rounds not settled (open or cancelled), which a partial index keeps apart. */
  unsettledOnly?: boolean;
}

export interface TeamBetRowData {
  id: string;
  account: string;
  roundId: string;
  placedAt: Date;
  settledAt: Date | null;
  vendor: string;
  gameName: string;
  category: string;
  stake: string;
  validTurnover: string;
  payout: string;
  winLoss: string | null;
  status: BetRecordStatus;
}

export interface BetSums {
  bets: number;
  stake: string;
  validTurnover: string;
  payout: string;
  winLoss: string;
}

function betCondition(filter: TeamBetFilter): Prisma.Sql {
  const owner =
    'memberId' in filter.owner
      ? Prisma.sql`b.member_id = ${filter.owner.memberId}`
      : Prisma.sql`b.merchant_id = ${filter.owner.merchantId}
          AND m.ancestry_path LIKE ${subtreeLike(filter.owner.subtreePath)}`;
  return Prisma.join(
    [
      owner,
      withinDays(Prisma.sql`b.placed_at`, filter.range),
      Prisma.sql`NOT b.is_demo`,
      ...(filter.category ? [Prisma.sql`b.category_code = ${filter.category}`] : []),
      ...(filter.status ? [Prisma.sql`b.status = ${filter.status}::"BetStatus"`] : []),
      ...(filter.unsettledOnly || filter.status === 'OPEN' || filter.status === 'CANCELLED'
        ? [Prisma.sql`b.status <> 'SETTLED'`]
        : []),
    ],
    ' AND ',
  );
}

export function teamBetPageQuery(
  filter: TeamBetFilter,
  language: string,
  page: PageWindow,
): Prisma.Sql {
  return Prisma.sql`
    SELECT b.id::text AS id, m.account, b.round_id AS "roundId", b.placed_at AS "placedAt",
           b.settled_at AS "settledAt", v.code AS vendor, COALESCE(n.name, g.name) AS "gameName",
           b.category_code AS category, b.stake::text AS stake,
           CASE WHEN b.status = 'SETTLED' THEN b.stake ELSE 0 END::text AS "validTurnover",
           b.payout::text AS payout,
           CASE WHEN b.status = 'OPEN' THEN NULL ELSE (b.payout - b.stake)::text END AS "winLoss",
           b.status::text AS status
    FROM bet_record b
    JOIN member m ON m.id = b.member_id
    JOIN vendor v ON v.id = b.vendor_id
    JOIN game g ON g.id = b.game_id
    LEFT JOIN game_name n ON n.game_id = b.game_id AND n.language = ${language}
    WHERE ${betCondition(filter)}
    ORDER BY b.placed_at DESC, b.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

export function teamBetSumsQuery(filter: TeamBetFilter): Prisma.Sql {
  const settled = Prisma.sql`FILTER (WHERE b.status = 'SETTLED')`;
  return Prisma.sql`
    SELECT count(*)::int AS bets, COALESCE(sum(b.stake), 0)::text AS stake,
           COALESCE(sum(b.stake) ${settled}, 0)::text AS "validTurnover",
           COALESCE(sum(b.payout), 0)::text AS payout,
           COALESCE(sum(b.payout - b.stake) ${settled}, 0)::text AS "winLoss"
    FROM bet_record b JOIN member m ON m.id = b.member_id
    WHERE ${betCondition(filter)}`;
}

/** The agent's own row and the accounts and rounds of its subtree, nothing outside it. */
@Injectable()
export class AgentRecordsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async agentContext(memberId: number): Promise<AgentContext> {
    const agent = await this.prisma.member.findUniqueOrThrow({
      where: { id: memberId },
      select: {
        id: true,
        account: true,
        ancestryPath: true,
        merchantId: true,
        merchant: {
          select: {
            timezone: true,
            defaultLanguage: true,
            currencyCode: true,
            currencyDecimals: true,
          },
        },
      },
    });
    const { merchant } = agent;
    return {
      id: agent.id,
      account: agent.account,
      subtreePath: `${agent.ancestryPath}${agent.id}/`,
      merchantId: agent.merchantId,
      timezone: merchant.timezone,
      defaultLanguage: merchant.defaultLanguage,
      decimals: currencyDecimals(merchant.currencyCode, merchant.currencyDecimals),
    };
  }

  /** The account of this name below the agent, or null (outside the subtree as if missing). */
  async subtreeAccount(agent: AgentContext, account: string): Promise<SubtreeAccount | null> {
    const member = await this.prisma.member.findFirst({
      where: {
        merchantId: agent.merchantId,
        account,
        ancestryPath: { startsWith: agent.subtreePath },
      },
      select: { id: true, account: true, isAgent: true, ancestryPath: true },
    });
    if (!member) return null;
    return {
      id: member.id,
      account: member.account,
      isAgent: member.isAgent,
      subtreePath: `${member.ancestryPath}${member.id}/`,
    };
  }

  directCount(parentId: number): Promise<number> {
    return this.prisma.member.count({ where: { uplineId: parentId } });
  }

  betPage(filter: TeamBetFilter, language: string, page: PageWindow): Promise<TeamBetRowData[]> {
    return this.prisma.$queryRaw<TeamBetRowData[]>(teamBetPageQuery(filter, language, page));
  }

  async betSums(filter: TeamBetFilter): Promise<BetSums> {
    const [row] = await this.prisma.$queryRaw<BetSums[]>(teamBetSumsQuery(filter));
    if (!row) throw new Error('an aggregate answered no row');
    return row;
  }
}
