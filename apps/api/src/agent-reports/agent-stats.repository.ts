import { Inject, Injectable } from '@nestjs/common';
import type { DownlineScope } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma, type JournalEntryKind } from '../generated/prisma/client.js';

/** A period of operator days, both ends included (yyyy-MM-dd, already checked). */
export interface DayPeriod {
  from: string;
  to: string;
}

/** A group's sums over a period; amounts at the ledger's scale. */
export interface GroupSums {
  newMembers: number;
  activeMembers: number;
  depositAmount: string;
  depositCount: number;
  withdrawalAmount: string;
  withdrawalCount: number;
  bets: number;
  validTurnover: string;
  payout: string;
}

export interface ScopeSums extends GroupSums {
  scope: DownlineScope;
}

/** A direct downline's own figures and, for a sub-agent, its team's, over a period. */
export interface DownlineSums {
  account: string;
  isAgent: number;
  teamSize: number;
  activeMembers: number;
  depositAmount: string;
  withdrawalAmount: string;
  bets: number;
  validTurnover: string;
  payout: string;
}

/** One operator day of a team. */
export interface TeamDay {
  day: string;
  validTurnover: string;
  payout: string;
}

/** The settled rounds of a team over a period, optionally of one game category. */
export interface SettledSums {
  bets: number;
  stake: string;
  payout: string;
}

const sum = (column: string) => Prisma.raw(`COALESCE(sum(${column}), 0)`);
const inPeriod = (column: string, period: DayPeriod) =>
  Prisma.sql`${Prisma.raw(column)} BETWEEN ${period.from}::date AND ${period.to}::date`;

// The sums of team_day_stats rows `s`, and the distinct active members of gap rows `g`: a
// member active on day d of [from, to] is counted on its first active day of the period, the one
// whose gap since its previous active day reaches back before `from` (gap > d - from).
const FIGURES = Prisma.sql`
  ${sum('s.new_members')}::int AS "newMembers",
  ${sum('s.deposit_amount')}::text AS "depositAmount", ${sum('s.deposits')}::int AS "depositCount",
  ${sum('s.withdrawal_amount')}::text AS "withdrawalAmount",
  ${sum('s.withdrawals')}::int AS "withdrawalCount",
  ${sum('s.bets')}::int AS bets, ${sum('s.stake')}::text AS "validTurnover",
  ${sum('s.payout')}::text AS payout`;

const firstActiveDays = (period: DayPeriod) =>
  Prisma.sql`${inPeriod('g.day', period)} AND g.gap > g.day - ${period.from}::date`;

/** Group sums of a team: direct (DIRECT) and whole (TEAM) apart. */
export function teamSumsQuery(agentId: number, period: DayPeriod): Prisma.Sql {
  return Prisma.sql`
    SELECT sc.scope, f."newMembers", f."depositAmount", f."depositCount", f."withdrawalAmount",
           f."withdrawalCount", f.bets, f."validTurnover", f.payout,
           COALESCE(a.members, 0)::int AS "activeMembers"
    FROM (VALUES ('DIRECT'::"AgentStatScope"), ('TEAM'::"AgentStatScope")) sc(scope)
    CROSS JOIN LATERAL (
      SELECT ${FIGURES} FROM team_day_stats s
      WHERE s.agent_id = ${agentId} AND s.scope = sc.scope AND ${inPeriod('s.day', period)}
    ) f
    CROSS JOIN LATERAL (
      SELECT sum(g.members) AS members FROM team_day_gaps g
      WHERE g.agent_id = ${agentId} AND g.scope = sc.scope AND ${firstActiveDays(period)}
    ) a`;
}

/**
 * A page of the parent's direct downline by account, each with its own figures plus, for an
 * agent, its team's. Reads the page's accounts' rollups only (their member and team day rows).
 */
export function downlineSumsQuery(
  parentId: number,
  period: DayPeriod,
  page: { offset: number; limit: number },
): Prisma.Sql {
  return Prisma.sql`
    WITH page AS (
      SELECT m.id, m.account, m.is_agent FROM member m
      WHERE m.upline_id = ${parentId}
      ORDER BY m.account
      LIMIT ${page.limit} OFFSET ${page.offset}
    ), own AS (
      SELECT s.member_id AS id, ${sum('s.deposit_amount')} AS "depositAmount",
             ${sum('s.withdrawal_amount')} AS "withdrawalAmount", ${sum('s.bets')} AS bets,
             ${sum('s.stake')} AS "validTurnover", ${sum('s.payout')} AS payout,
             (count(*) FILTER (WHERE s.bets > 0) > 0)::int AS "activeMembers"
      FROM member_day_stats s
      WHERE s.member_id IN (SELECT id FROM page) AND ${inPeriod('s.day', period)}
      GROUP BY s.member_id
    ), team AS (
      SELECT s.agent_id AS id, ${sum('s.deposit_amount')} AS "depositAmount",
             ${sum('s.withdrawal_amount')} AS "withdrawalAmount", ${sum('s.bets')} AS bets,
             ${sum('s.stake')} AS "validTurnover", ${sum('s.payout')} AS payout
      FROM team_day_stats s
      WHERE s.agent_id IN (SELECT id FROM page) AND s.scope = 'TEAM' AND ${inPeriod('s.day', period)}
      GROUP BY s.agent_id
    ), team_active AS (
      SELECT g.agent_id AS id, sum(g.members) AS members FROM team_day_gaps g
      WHERE g.agent_id IN (SELECT id FROM page) AND g.scope = 'TEAM' AND ${firstActiveDays(period)}
      GROUP BY g.agent_id
    )
    SELECT p.account, p.is_agent AS "isAgent", COALESCE(z.team, 0)::int AS "teamSize",
           (COALESCE(o."activeMembers", 0) + COALESCE(ta.members, 0))::int AS "activeMembers",
           (COALESCE(o."depositAmount", 0) + COALESCE(t."depositAmount", 0))::text AS "depositAmount",
           (COALESCE(o."withdrawalAmount", 0) + COALESCE(t."withdrawalAmount", 0))::text
             AS "withdrawalAmount",
           (COALESCE(o.bets, 0) + COALESCE(t.bets, 0))::int AS bets,
           (COALESCE(o."validTurnover", 0) + COALESCE(t."validTurnover", 0))::text AS "validTurnover",
           (COALESCE(o.payout, 0) + COALESCE(t.payout, 0))::text AS payout
    FROM page p
    LEFT JOIN own o ON o.id = p.id
    LEFT JOIN team t ON t.id = p.id
    LEFT JOIN team_active ta ON ta.id = p.id
    LEFT JOIN agent_team_size z ON z.agent_id = p.id
    ORDER BY p.account`;
}

/** Every day of the period, newest first, with the team's settled stakes and payouts. */
export function teamDaysQuery(
  agentId: number,
  period: DayPeriod,
  page: { offset: number; limit: number },
): Prisma.Sql {
  return Prisma.sql`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, COALESCE(s.stake, 0)::text AS "validTurnover",
           COALESCE(s.payout, 0)::text AS payout
    FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') AS d(day)
    LEFT JOIN team_day_stats s
      ON s.agent_id = ${agentId} AND s.scope = 'TEAM' AND s.day = d.day::date
    ORDER BY d.day DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** The team's settled rounds of the period, of one category or all. */
export function settledSumsQuery(
  agentId: number,
  period: DayPeriod,
  category: string | undefined,
): Prisma.Sql {
  const source = category
    ? Prisma.sql`team_category_day_stats s WHERE s.agent_id = ${agentId}
        AND s.category_code = ${category}`
    : Prisma.sql`team_day_stats s WHERE s.agent_id = ${agentId} AND s.scope = 'TEAM'`;
  return Prisma.sql`
    SELECT ${sum('s.bets')}::int AS bets, ${sum('s.stake')}::text AS stake,
           ${sum('s.payout')}::text AS payout
    FROM ${source} AND ${inPeriod('s.day', period)}`;
}

/**
 * The team sizes of a page of accounts: their counters, one primary-key read each. An account
 * without a counter (no one has ever been below it) has none of its own here.
 */
export function teamSizesQuery(memberIds: readonly number[]): Prisma.Sql {
  return Prisma.sql`
    SELECT agent_id AS id, team FROM agent_team_size
    WHERE agent_id = ANY(${[...memberIds]}::int[])`;
}

/** Whose wallet lines: one account's, or those of every account below an agent. */
export type MoneyOwner = { memberId: number } | { agentId: number };

/** Which wallet lines: of these entry kinds (all when absent), money in or out only. */
export interface MoneyLines {
  kinds?: readonly JournalEntryKind[];
  direction?: 'IN' | 'OUT';
}

export interface MoneyTotals {
  count: number;
  moneyIn: string;
  moneyOut: string;
}

/** The wallet lines' count and sums of a period, from the money roll-up's day rows. */
export function moneyTotalsQuery(owner: MoneyOwner, period: DayPeriod, lines: MoneyLines) {
  const conditions = [
    'memberId' in owner
      ? Prisma.sql`r.member_id = ${owner.memberId}`
      : Prisma.sql`r.agent_id = ${owner.agentId}`,
    Prisma.sql`r.day BETWEEN ${period.from}::date AND ${period.to}::date`,
    ...(lines.kinds
      ? [
          Prisma.sql`r.kind IN (${Prisma.join(lines.kinds.map((kind) => Prisma.sql`${kind}::"JournalEntryKind"`))})`,
        ]
      : []),
    ...(lines.direction ? [Prisma.sql`r.direction = ${lines.direction}::"MoneyDirection"`] : []),
  ];
  const table = 'memberId' in owner ? Prisma.sql`member_day_money` : Prisma.sql`team_day_money`;
  return Prisma.sql`
    SELECT COALESCE(sum(r.lines), 0)::int AS count,
           COALESCE(sum(r.amount) FILTER (WHERE r.direction = 'IN'), 0)::text AS "moneyIn",
           COALESCE(sum(r.amount) FILTER (WHERE r.direction = 'OUT'), 0)::text AS "moneyOut"
    FROM ${table} r
    WHERE ${Prisma.join(conditions, ' AND ')}`;
}

/** Reads of the rollups the agent-stats job fills (agent_stats_rollup). */
@Injectable()
export class AgentStatsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  teamSums(agentId: number, period: DayPeriod): Promise<ScopeSums[]> {
    return this.prisma.$queryRaw<ScopeSums[]>(teamSumsQuery(agentId, period));
  }

  async teamSize(agentId: number): Promise<{ direct: number; team: number }> {
    const row = await this.prisma.agentTeamSize.findUnique({ where: { agentId } });
    return { direct: row?.direct ?? 0, team: row?.team ?? 0 };
  }

  /** The team size (every account below) of each of these accounts, in one read. */
  async teamSizes(memberIds: readonly number[]): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<{ id: number; team: number }[]>(
      teamSizesQuery(memberIds),
    );
    return new Map(rows.map((row) => [row.id, row.team]));
  }

  downlineSums(
    parentId: number,
    period: DayPeriod,
    page: { offset: number; limit: number },
  ): Promise<DownlineSums[]> {
    return this.prisma.$queryRaw<DownlineSums[]>(downlineSumsQuery(parentId, period, page));
  }

  teamDays(
    agentId: number,
    period: DayPeriod,
    page: { offset: number; limit: number },
  ): Promise<TeamDay[]> {
    return this.prisma.$queryRaw<TeamDay[]>(teamDaysQuery(agentId, period, page));
  }

  async moneyTotals(owner: MoneyOwner, period: DayPeriod, lines: MoneyLines): Promise<MoneyTotals> {
    const [row] = await this.prisma.$queryRaw<MoneyTotals[]>(
      moneyTotalsQuery(owner, period, lines),
    );
    if (!row) throw new Error('an aggregate answered no row');
    return row;
  }

  async settledSums(
    agentId: number,
    period: DayPeriod,
    category: string | undefined,
  ): Promise<SettledSums> {
    const [row] = await this.prisma.$queryRaw<SettledSums[]>(
      settledSumsQuery(agentId, period, category),
    );
    if (!row) throw new Error('an aggregate answered no row');
    return row;
  }
}
