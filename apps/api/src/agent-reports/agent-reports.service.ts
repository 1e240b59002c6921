import { Injectable } from '@nestjs/common';
import {
  amountAtScale,
  isAgentType,
  type DownlineProfitPage,
  type DownlineProfitRow,
  type DownlineProfitTotals,
  type DownlineTransactionPage,
  type IncomePage,
  type IncomeRow,
  type TeamBettingPage,
  type TeamBettingTotals,
  type TeamFigures,
  type TeamOverview,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { amountsInCurrency } from '../common/currency-amounts.js';
import { checkedDayRange, pageWindow, recordPage, type DayRange } from '../common/day-range.js';
import { languageFor, type Visitor } from '../common/visitor.js';
import { Prisma } from '../generated/prisma/client.js';
import { LINES_OF_TYPE, recordType } from '../ledger/account-record-types.js';
import { LedgerReads, type MemberLine } from '../ledger/ledger-reads.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type { RecordRangeDto } from '../member-records/dto/record-queries.js';
import {
  AgentRecordsRepository,
  type AgentContext,
  type BetSums,
  type TeamBetFilter,
} from './agent-records.repository.js';
import {
  AgentStatsRepository,
  type DownlineSums,
  type GroupSums,
  type MoneyTotals,
} from './agent-stats.repository.js';
import type {
  DownlineProfitQueryDto,
  DownlineTransactionQueryDto,
  IncomeQueryDto,
  TeamBettingQueryDto,
} from './dto/report-queries.js';

const notInSubtree = () => new AppError('NOT_FOUND', 'No account of your team has this name');

// Salary and dividend entries of one agent: a few a day at most, over at most 90 days.
const INCOME_LINES_LIMIT = 10_000;

const minus = (a: string, b: string) => new Prisma.Decimal(a).minus(b).toFixed();
const plus = (a: string, b: string) => new Prisma.Decimal(a).plus(b).toFixed();

/**
 * The agent centre's reports. Team figures come from the day rollups the agent-stats job fills
 * (a few seconds behind the wallet); lists of rounds read bet_record, limited to the agent's
 * subtree by its ancestry path. An account outside the subtree answers NOT_FOUND, like a missing
 * one.
 */
@Injectable()
export class AgentReportsService {
  constructor(
    private readonly records: AgentRecordsRepository,
    private readonly stats: AgentStatsRepository,
    private readonly ledger: LedgerReads,
  ) {}

  async overview(member: AuthenticatedMember, query: RecordRangeDto): Promise<TeamOverview> {
    const agent = await this.records.agentContext(member.memberId);
    const range = checkedDayRange(query, agent.timezone);
    const [sums, size] = await Promise.all([
      this.stats.teamSums(agent.id, range),
      this.stats.teamSize(agent.id),
    ]);
    const of = (scope: 'DIRECT' | 'TEAM', groupSize: number) => {
      const row = sums.find((sum) => sum.scope === scope);
      if (!row) throw new Error(`no ${scope} sums`);
      return teamFigures(row, groupSize, agent.decimals);
    };
    return {
      from: range.from,
      to: range.to,
      direct: of('DIRECT', size.direct),
      team: of('TEAM', size.team),
      timezone: agent.timezone,
    };
  }

  async teamBetting(
    member: AuthenticatedMember,
    query: TeamBettingQueryDto,
    visitor: Visitor,
  ): Promise<TeamBettingPage> {
    const agent = await this.records.agentContext(member.memberId);
    const range = checkedDayRange(query, agent.timezone);
    const filter: TeamBetFilter = {
      owner: await this.betOwner(agent, query.account),
      range,
      category: query.category,
      status: query.status,
    };
    const language = languageFor(visitor, agent.defaultLanguage);
    const [rows, sums] = await Promise.all([
      this.records.betPage(filter, language, pageWindow(query)),
      this.betSums(agent, filter),
    ]);
    const amounts = ['stake', 'validTurnover', 'payout', 'winLoss'] as const;
    return recordPage(
      query,
      agent.timezone,
      sums.bets,
      amountsInCurrency(sums, agent.decimals, ...amounts) satisfies TeamBettingTotals,
      rows.map((row) => ({
        ...amountsInCurrency(row, agent.decimals, ...amounts),
        placedAt: row.placedAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
      })),
    );
  }

  async downlineProfit(
    member: AuthenticatedMember,
    query: DownlineProfitQueryDto,
  ): Promise<DownlineProfitPage> {
    const agent = await this.records.agentContext(member.memberId);
    const range = checkedDayRange(query, agent.timezone);
    const parent = await this.parentOf(agent, query.parentAccount);
    const [rows, count, sums] = await Promise.all([
      this.stats.downlineSums(parent.id, range, pageWindow(query)),
      this.records.directCount(parent.id),
      this.stats.teamSums(parent.id, range),
    ]);
    // Every account below the parent is a direct downline or in one's team: the rows add up to
    // the parent's team.
    const team = sums.find((sum) => sum.scope === 'TEAM');
    if (!team) throw new Error('no TEAM sums');
    const totals = profitFigures(team, agent.decimals);
    return {
      ...recordPage(
        query,
        agent.timezone,
        count,
        totals,
        rows.map((row) => profitRow(row, agent.decimals)),
      ),
      parentAccount: parent.account,
    };
  }

  async income(member: AuthenticatedMember, query: IncomeQueryDto): Promise<IncomePage> {
    const agent = await this.records.agentContext(member.memberId);
    const range = checkedDayRange(query, agent.timezone);
    const [days, sums, earnings] = await Promise.all([
      this.stats.teamDays(agent.id, range, pageWindow(query)),
      this.stats.teamSums(agent.id, range),
      this.earningsByDay(agent, range),
    ]);
    const team = sums.find((sum) => sum.scope === 'TEAM');
    if (!team) throw new Error('no TEAM sums');
    const row = (teamValidTurnover: string, payout: string, salary: string, dividend: string) =>
      amountsInCurrency(
        {
          teamValidTurnover,
          teamNetLoss: minus(teamValidTurnover, payout),
          salary,
          dividend,
          income: plus(salary, dividend),
        },
        agent.decimals,
        'teamValidTurnover',
        'teamNetLoss',
        'salary',
        'dividend',
        'income',
      );
    const none = { salary: '0', dividend: '0' };
    const list: IncomeRow[] = days.map((day) => {
      const { salary, dividend } = earnings.get(day.day) ?? none;
      return { day: day.day, ...row(day.validTurnover, day.payout, salary, dividend) };
    });
    const earned = [...earnings.values()].reduce(
      (total, day) => ({
        salary: plus(total.salary, day.salary),
        dividend: plus(total.dividend, day.dividend),
      }),
      none,
    );
    const totals = row(team.validTurnover, team.payout, earned.salary, earned.dividend);
    return recordPage(query, agent.timezone, dayCount(range), totals, list);
  }

  async downlineTransactions(
    member: AuthenticatedMember,
    query: DownlineTransactionQueryDto,
  ): Promise<DownlineTransactionPage> {
    const agent = await this.records.agentContext(member.memberId);
    const range = checkedDayRange(query, agent.timezone);
    const lines = query.type ? LINES_OF_TYPE[query.type] : {};
    const [rows, totals] = await this.lines(agent, query.account, range, lines, pageWindow(query));
    return recordPage(
      query,
      agent.timezone,
      totals.count,
      amountsInCurrency(totals, agent.decimals, 'moneyIn', 'moneyOut'),
      rows.map((line) => ({
        id: line.id,
        account: line.account,
        time: line.time.toISOString(),
        type: recordType(line),
        ...amountsInCurrency(
          { amount: line.amount, balanceAfter: line.balanceAfter },
          agent.decimals,
          'amount',
          'balanceAfter',
        ),
        reference: line.entryId,
      })),
    );
  }

  /**
   * A page of one account's wallet lines (in the subtree) or of the whole subtree's, newest
   * first, and their totals from the money roll-up (a month of day rows, never a scan of the
   * team's journal lines; a few seconds behind the page, like the other team figures).
   */
  private async lines(
    agent: AgentContext,
    account: string | undefined,
    range: DayRange,
    lines: (typeof LINES_OF_TYPE)[keyof typeof LINES_OF_TYPE],
    page: { offset: number; limit: number },
  ): Promise<[(MemberLine & { account: string })[], MoneyTotals]> {
    if (account === undefined) {
      const filter = {
        merchantId: agent.merchantId,
        subtreePath: agent.subtreePath,
        range,
        ...lines,
      };
      return Promise.all([
        this.ledger.subtreeLinePage(filter, page),
        this.stats.moneyTotals({ agentId: agent.id }, range, lines),
      ]);
    }
    const found = await this.records.subtreeAccount(agent, account);
    if (!found) throw notInSubtree();
    const [rows, totals] = await Promise.all([
      this.ledger.memberLinePage({ memberId: found.id, range, ...lines }, page),
      this.stats.moneyTotals({ memberId: found.id }, range, lines),
    ]);
    return [rows.map((row) => ({ ...row, account: found.account })), totals];
  }

  /**
   * The agent's salary and dividend entries summed per operator day (ledger scale). Dividends
   * are net: received from the house or the upline, less those distributed to sub-agents.
   */
  private async earningsByDay(
    agent: AgentContext,
    range: DayRange,
  ): Promise<Map<string, { salary: string; dividend: string }>> {
    const lines = await this.ledger.memberLinePage(
      { memberId: agent.id, range, kinds: ['SALARY', 'DIVIDEND', 'DIVIDEND_DISTRIBUTION'] },
      { offset: 0, limit: INCOME_LINES_LIMIT },
    );
    const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: agent.timezone });
    const days = new Map<string, { salary: string; dividend: string }>();
    for (const line of lines) {
      const day = dayOf.format(line.time);
      const sums = days.get(day) ?? { salary: '0', dividend: '0' };
      if (line.kind === 'SALARY') sums.salary = plus(sums.salary, line.amount);
      else sums.dividend = plus(sums.dividend, line.amount);
      days.set(day, sums);
    }
    return days;
  }

  /** One account of the subtree, or the whole subtree. */
  private async betOwner(
    agent: AgentContext,
    account: string | undefined,
  ): Promise<TeamBetFilter['owner']> {
    if (account === undefined) {
      return { merchantId: agent.merchantId, subtreePath: agent.subtreePath };
    }
    const found = await this.records.subtreeAccount(agent, account);
    if (!found) throw notInSubtree();
    return { memberId: found.id };
  }

  /**
   * Team betting's totals. One account's rounds, or open or cancelled ones, are summed from
   * bet_record (an index range each); otherwise the settled rounds come from the rollups and
   * only the unsettled ones (few, a partial index) from bet_record, so a top agent's month is
   * never a scan of its team's bets.
   */
  private async betSums(agent: AgentContext, filter: TeamBetFilter): Promise<BetSums> {
    if ('memberId' in filter.owner || filter.status === 'OPEN' || filter.status === 'CANCELLED') {
      return this.records.betSums(filter);
    }
    const [settled, unsettled] = await Promise.all([
      this.stats.settledSums(agent.id, filter.range, filter.category),
      filter.status === 'SETTLED' ? null : this.records.betSums({ ...filter, unsettledOnly: true }),
    ]);
    const winLoss = minus(settled.payout, settled.stake);
    if (!unsettled) {
      return {
        bets: settled.bets,
        stake: settled.stake,
        validTurnover: settled.stake,
        payout: settled.payout,
        winLoss,
      };
    }
    return {
      bets: settled.bets + unsettled.bets,
      stake: plus(settled.stake, unsettled.stake),
      validTurnover: settled.stake,
      payout: plus(settled.payout, unsettled.payout),
      winLoss: plus(winLoss, unsettled.winLoss),
    };
  }

  /** The agent itself, or a sub-agent of its subtree whose direct downline to list. */
  private async parentOf(
    agent: AgentContext,
    account: string | undefined,
  ): Promise<{ id: number; account: string }> {
    if (account === undefined || account === agent.account) return agent;
    const found = await this.records.subtreeAccount(agent, account);
    if (!found || !isAgentType(found.isAgent)) throw notInSubtree();
    return found;
  }
}

function dayCount(range: DayRange): number {
  return (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
}

function teamFigures(sums: GroupSums, size: number, decimals: number): TeamFigures {
  return {
    size,
    newMembers: sums.newMembers,
    activeMembers: sums.activeMembers,
    depositAmount: amountAtScale(sums.depositAmount, decimals),
    depositCount: sums.depositCount,
    withdrawalAmount: amountAtScale(sums.withdrawalAmount, decimals),
    withdrawalCount: sums.withdrawalCount,
    bets: sums.bets,
    validTurnover: amountAtScale(sums.validTurnover, decimals),
    payout: amountAtScale(sums.payout, decimals),
    memberProfitLoss: amountAtScale(minus(sums.payout, sums.validTurnover), decimals),
  };
}

interface ProfitSums {
  activeMembers: number;
  depositAmount: string;
  withdrawalAmount: string;
  bets: number;
  validTurnover: string;
  payout: string;
}

function profitFigures(sums: ProfitSums, decimals: number): DownlineProfitTotals {
  return {
    activeMembers: sums.activeMembers,
    depositAmount: amountAtScale(sums.depositAmount, decimals),
    withdrawalAmount: amountAtScale(sums.withdrawalAmount, decimals),
    bets: sums.bets,
    validTurnover: amountAtScale(sums.validTurnover, decimals),
    payout: amountAtScale(sums.payout, decimals),
    memberProfitLoss: amountAtScale(minus(sums.payout, sums.validTurnover), decimals),
  };
}

function profitRow(row: DownlineSums, decimals: number): DownlineProfitRow {
  return {
    account: row.account,
    type: isAgentType(row.isAgent) ? 'AGENT' : 'MEMBER',
    teamSize: row.teamSize,
    ...profitFigures(row, decimals),
  };
}
