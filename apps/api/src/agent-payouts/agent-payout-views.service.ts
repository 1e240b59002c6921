import { Inject, Injectable } from '@nestjs/common';
import {
  AGENT_CONTRACT_KIND_FEATURES,
  amountAtScale,
  type AgentContractKind,
  type AgentContractOverview,
  type AgentPayoutLine,
  type AgentPayoutPage,
  type AgentPayoutStatement,
  type AgentPayoutView,
  type AgentPayoutJob,
  type ConsoleAgentPayout,
  type ConsolePage,
  type ConsolePayoutRun,
  type ConsoleRerunResult,
} from '@wps/shared-types';
import { AgentContractsRepository } from '../agent-contracts/agent-contracts.repository.js';
import { toContractView } from '../agent-contracts/contract-view.js';
import { AgentSettingsService } from '../agent/agent-settings.service.js';
import { AppError, invalidInput } from '../common/app-error.js';
import { checkedDayRange } from '../common/day-range.js';
import { operatorDate, operatorDayEnd, operatorDayStart } from '../common/operator-day.js';
import { pageCount } from '../common/paging.query.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';
import { JobRunRepository } from '../jobs/job-run.repository.js';
import { LedgerService } from '../ledger/ledger.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type { JobDefinition, JobHandler } from '../jobs/job-definition.js';
import {
  DAILY_PAYOUT_JOB,
  DIVIDEND_PAYOUT_JOB,
  DailyPayoutJob,
  DividendPayoutJob,
  REAL_TIME_SALARY_JOB,
  RealTimeSalaryJob,
} from './agent-payout.jobs.js';

const PAYOUT_COLUMNS = {
  id: true,
  contractId: true,
  agentId: true,
  kind: true,
  period: true,
  periodStart: true,
  periodEnd: true,
  teamTurnover: true,
  teamNetLoss: true,
  activeMembers: true,
  carriedIn: true,
  tier: true,
  ratio: true,
  grossShare: true,
  downlineShares: true,
  amount: true,
  status: true,
  paidAt: true,
  dueBy: true,
  distributed: true,
  contract: {
    select: { agent: { select: { account: true } }, upline: { select: { account: true } } },
  },
} as const;
type PayoutRow = Prisma.AgentPayoutGetPayload<{ select: typeof PAYOUT_COLUMNS }>;

const JOB_KINDS: Record<AgentPayoutJob, AgentContractKind[]> = {
  'agent-pay-real-time-salary': ['REAL_TIME_SALARY'],
  'agent-pay-daily': ['DAILY_WAGES', 'HOURLY_SALARY'],
  'agent-pay-dividends': ['DIVIDEND'],
};

/**
 * What agents and operators read of the payouts: an agent's own payouts of a kind with their
 * totals, one payout's statement line by line (its own payouts only: 404 otherwise), the
 * overview of a kind's page; the console's payouts of the site, the payout jobs' runs, and a
 * re-run of a period (the handler again: what was paid is not paid twice).
 */
@Injectable()
export class AgentPayoutViews {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly contracts: AgentContractsRepository,
    private readonly settings: AgentSettingsService,
    private readonly ledger: LedgerService,
    private readonly runs: JobRunRepository,
    private readonly realTime: RealTimeSalaryJob,
    private readonly daily: DailyPayoutJob,
    private readonly dividends: DividendPayoutJob,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(
    member: AuthenticatedMember,
    kind: AgentContractKind,
  ): Promise<AgentContractOverview> {
    const context = await this.settings.openCentre(member.merchantId);
    const enabled = context.settings.features[AGENT_CONTRACT_KIND_FEATURES[kind]];
    const me = member.memberId;
    const current = await this.contracts.inForce(me, kind);
    const base = { merchantId: member.merchantId, kind, status: 'PENDING' as const };
    const [fromUpline, fromDownline, mineToUpline, mineToDownline, downlineContracts] =
      await Promise.all([
        this.contracts.count({ ...base, heldBy: [me], proposedBy: 'UPLINE' }),
        this.contracts.count({ ...base, issuedBy: [me], proposedBy: 'AGENT' }),
        this.contracts.count({ ...base, heldBy: [me], proposedBy: 'AGENT' }),
        this.contracts.count({ ...base, issuedBy: [me], proposedBy: 'UPLINE' }),
        this.contracts.count({
          merchantId: member.merchantId,
          kind,
          issuedBy: [me],
          status: 'ACTIVE',
        }),
      ]);
    const today = operatorDate(new Date(this.clock.now()), context.timezone);
    const [paidToday, paidTotal] = await Promise.all([
      this.paidSum(me, kind, operatorDayStart(today, context.timezone)),
      this.paidSum(me, kind, null),
    ]);
    const decimals = await this.ledger.currencyDecimals(member.merchantId);
    return {
      kind,
      enabled,
      current: current ? toContractView(current, me) : null,
      waitingForMe: fromUpline + fromDownline,
      waitingForOthers: mineToUpline + mineToDownline,
      downlineContracts,
      paidToday: amountAtScale(paidToday, decimals),
      paidTotal: amountAtScale(paidTotal, decimals),
    };
  }

  async page(
    member: AuthenticatedMember,
    query: {
      kind: AgentContractKind;
      from: string;
      to: string;
      status?: AgentPayoutView['status'];
      pageNo: number;
      pageSize: number;
    },
  ): Promise<AgentPayoutPage> {
    const context = await this.open(member, query.kind);
    const range = checkedDayRange(query, context.timezone);
    const where: Prisma.AgentPayoutWhereInput = {
      agentId: member.memberId,
      kind: query.kind,
      periodStart: {
        gte: operatorDayStart(range.from, range.timezone),
        lt: operatorDayEnd(range.to, range.timezone),
      },
      ...(query.status ? { status: query.status } : {}),
    };
    const [rows, totalCount, sums] = await Promise.all([
      this.prisma.agentPayout.findMany({
        where,
        orderBy: { periodStart: 'desc' },
        skip: (query.pageNo - 1) * query.pageSize,
        take: query.pageSize,
        select: PAYOUT_COLUMNS,
      }),
      this.prisma.agentPayout.count({ where }),
      this.prisma.agentPayout.aggregate({
        where,
        _sum: { teamTurnover: true, grossShare: true, downlineShares: true, amount: true },
      }),
    ]);
    const decimals = await this.ledger.currencyDecimals(member.merchantId);
    return {
      list: rows.map((row) => toPayoutView(row, decimals)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount,
      totalPages: pageCount(totalCount, query.pageSize),
      totals: {
        teamTurnover: money(sums._sum.teamTurnover, decimals),
        grossShare: money(sums._sum.grossShare, decimals),
        downlineShares: money(sums._sum.downlineShares, decimals),
        amount: money(sums._sum.amount, decimals),
      },
      timezone: context.timezone,
    };
  }

  async statement(
    member: AuthenticatedMember,
    id: number,
    page: { pageNo: number; pageSize: number },
  ): Promise<AgentPayoutStatement> {
    const row = await this.readable(member, id);
    await this.open(member, row.kind);
    const [lines, totalCount, contract] = await Promise.all([
      this.prisma.agentPayoutLine.findMany({
        where: { payoutId: row.id },
        orderBy: { memberId: 'asc' },
        skip: (page.pageNo - 1) * page.pageSize,
        take: page.pageSize,
      }),
      this.prisma.agentPayoutLine.count({ where: { payoutId: row.id } }),
      this.contracts.contract(row.contractId),
    ]);
    if (!contract) throw new AppError('NOT_FOUND', 'No such payout');
    const accounts = await this.prisma.member.findMany({
      where: { id: { in: lines.map((line) => line.memberId) } },
      select: { id: true, account: true, isAgent: true },
    });
    const byId = new Map(accounts.map((account) => [account.id, account]));
    const decimals = await this.ledger.currencyDecimals(member.merchantId);
    return {
      payout: toPayoutView(row, decimals),
      contract: toContractView(contract, member.memberId),
      lines: lines.map((line): AgentPayoutLine => ({
        account: byId.get(line.memberId)?.account ?? '',
        type: line.downlineRatio !== null || !line.teamTurnover.isZero() ? 'AGENT' : 'MEMBER',
        ownTurnover: money(line.ownTurnover, decimals),
        ownNetLoss: money(line.ownNetLoss, decimals),
        teamTurnover: money(line.teamTurnover, decimals),
        teamNetLoss: money(line.teamNetLoss, decimals),
        downlineRatio: line.downlineRatio?.toFixed(2) ?? null,
        share: money(line.share, decimals),
        downlinePayoutId: line.downlinePayoutId === null ? null : Number(line.downlinePayoutId),
      })),
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      totalCount,
      totalPages: pageCount(totalCount, page.pageSize),
    };
  }

  async consolePayouts(
    operator: OperatorActor,
    query: {
      account?: string;
      kind?: AgentContractKind;
      status?: AgentPayoutView['status'];
      page?: number;
      pageSize?: number;
    },
  ): Promise<ConsolePage<ConsoleAgentPayout>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    let agentId: number | undefined;
    if (query.account) {
      const agent = await this.contracts.memberByAccount(operator.merchantId, query.account);
      if (!agent) return { list: [], total: 0, page, pageSize };
      agentId = agent.id;
    }
    const where: Prisma.AgentPayoutWhereInput = {
      merchantId: operator.merchantId,
      ...(agentId ? { agentId } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.status ? { status: query.status } : {}),
    };
    const [rows, total] = await Promise.all([
      this.prisma.agentPayout.findMany({
        where,
        orderBy: [{ periodStart: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
        select: PAYOUT_COLUMNS,
      }),
      this.prisma.agentPayout.count({ where }),
    ]);
    const decimals = await this.ledger.currencyDecimals(operator.merchantId);
    return {
      list: rows.map((row) => ({
        ...toPayoutView(row, decimals),
        agent: row.contract.agent.account,
        upline: row.contract.upline?.account ?? null,
      })),
      total,
      page,
      pageSize,
    };
  }

  async consoleRuns(
    operator: OperatorActor,
    query: { job?: AgentPayoutJob; page?: number; pageSize?: number },
  ): Promise<ConsolePage<ConsolePayoutRun>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const job = query.job ?? 'agent-pay-real-time-salary';
    const { rows, total } = await this.runs.recent(job, page, pageSize);
    const decimals = await this.ledger.currencyDecimals(operator.merchantId);
    const sums = await this.paidDuringRuns(operator.merchantId, JOB_KINDS[job], rows);
    const list = rows.map((run, index) => ({
      job,
      periodStart: run.periodStart.toISOString(),
      periodEnd: run.periodEnd.toISOString(),
      status: run.status,
      attempts: run.attempts,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      error: run.error,
      payouts: sums[index]?.payouts ?? 0,
      paidAmount: money(sums[index]?.amount ?? null, decimals),
    }));
    return { list, total, page, pageSize };
  }

  /**
   * The payouts of the kinds written while each run ran, for a page of runs in one statement: a
   * range of (merchant_id, kind, created_at) per run, not a query per run.
   */
  private async paidDuringRuns(
    merchantId: number,
    kinds: readonly AgentContractKind[],
    runs: readonly { startedAt: Date; finishedAt: Date | null }[],
  ): Promise<{ payouts: number; amount: Prisma.Decimal | null }[]> {
    if (runs.length === 0) return [];
    return this.prisma.$queryRaw<{ payouts: number; amount: Prisma.Decimal | null }[]>`
      SELECT count(p.id)::int AS payouts, sum(p.amount) AS amount
      FROM unnest(${runs.map((run) => run.startedAt.toISOString())}::text[],
                  ${runs.map((run) => run.finishedAt?.toISOString() ?? null)}::text[])
             WITH ORDINALITY AS r(started_at, finished_at, run)
      LEFT JOIN agent_payout p
        ON p.merchant_id = ${merchantId} AND p.kind = ANY (${kinds}::"AgentContractKind"[])
       AND p.created_at >= r.started_at::timestamptz
       AND p.created_at <= coalesce(r.finished_at::timestamptz, 'infinity')
      GROUP BY r.run
      ORDER BY r.run`;
  }

  /** Runs the job's handler for the period again; only what is missing is paid. */
  async rerun(
    operator: OperatorActor,
    request: { job: AgentPayoutJob; periodStart: string },
  ): Promise<ConsoleRerunResult> {
    const jobs: Record<AgentPayoutJob, { definition: JobDefinition; handler: JobHandler }> = {
      'agent-pay-real-time-salary': { definition: REAL_TIME_SALARY_JOB, handler: this.realTime },
      'agent-pay-daily': { definition: DAILY_PAYOUT_JOB, handler: this.daily },
      'agent-pay-dividends': { definition: DIVIDEND_PAYOUT_JOB, handler: this.dividends },
    };
    const { definition, handler } = jobs[request.job];
    const start = new Date(request.periodStart);
    if (Number.isNaN(start.getTime()) || start.getTime() % definition.periodMs !== 0) {
      throw invalidInput({ periodStart: 'The start of one of the job’s periods' });
    }
    const end = new Date(start.getTime() + definition.periodMs);
    if (end.getTime() > this.clock.now()) {
      throw invalidInput({ periodStart: 'A period that has ended' });
    }
    const result = (await handler.run({ start, end }, new AbortController().signal)) as {
      written: number;
    };
    operator.change = {
      target: `job:${request.job}`,
      before: null,
      after: { periodStart: start.toISOString(), written: result.written },
    };
    return { written: result.written };
  }

  /** One payout as its holder or the upline that owes it (a due dividend) sees it. */
  async payoutView(member: AuthenticatedMember, id: number): Promise<AgentPayoutView> {
    const row = await this.readable(member, id);
    return toPayoutView(row, await this.ledger.currencyDecimals(member.merchantId));
  }

  /** The agent centre is open and the operator offers the kind (403 otherwise). */
  openKind(member: AuthenticatedMember, kind: AgentContractKind) {
    return this.open(member, kind);
  }

  // The holder's payout, or one its upline agent reads (a sub-agent's line of its statement,
  // the dividend it owes); 404 for anyone else.
  private async readable(member: AuthenticatedMember, id: number) {
    const row = await this.prisma.agentPayout.findFirst({
      where: {
        id: BigInt(id),
        merchantId: member.merchantId,
        OR: [{ agentId: member.memberId }, { uplineId: member.memberId }],
      },
      select: PAYOUT_COLUMNS,
    });
    if (!row) throw new AppError('NOT_FOUND', 'No such payout');
    return row;
  }

  private async open(member: AuthenticatedMember, kind: AgentContractKind) {
    const context = await this.settings.openCentre(member.merchantId);
    if (!context.settings.features[AGENT_CONTRACT_KIND_FEATURES[kind]]) {
      throw new AppError('FEATURE_DISABLED', 'This kind of contract is not offered on this site');
    }
    return context;
  }

  private async paidSum(
    agentId: number,
    kind: AgentContractKind,
    since: Date | null,
  ): Promise<string> {
    const sums = await this.prisma.agentPayout.aggregate({
      // A due dividend is not paid until its upline distributes it.
      where: {
        agentId,
        kind,
        status: { in: ['PAID', 'FORCED'] },
        ...(since ? { periodStart: { gte: since } } : {}),
      },
      _sum: { amount: true },
    });
    return sums._sum.amount?.toFixed(6) ?? '0';
  }
}

function money(value: Prisma.Decimal | null, decimals: number): string {
  return value === null ? amountAtScale('0', decimals) : value.toFixed(decimals, 1);
}

function toPayoutView(row: PayoutRow, decimals: number): AgentPayoutView {
  return {
    id: Number(row.id),
    contractId: row.contractId,
    kind: row.kind,
    period: row.period,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    teamTurnover: money(row.teamTurnover, decimals),
    teamNetLoss: money(row.teamNetLoss, decimals),
    activeMembers: row.activeMembers,
    carriedIn: money(row.carriedIn, decimals),
    tier: row.tier,
    ratio: row.ratio.toFixed(2),
    grossShare: money(row.grossShare, decimals),
    downlineShares: money(row.downlineShares, decimals),
    amount: money(row.amount, decimals),
    status: row.status,
    paidAt: row.paidAt?.toISOString() ?? null,
    dueBy: row.dueBy?.toISOString() ?? null,
    owed:
      row.status === 'DUE'
        ? money(row.amount.minus(row.distributed), decimals)
        : amountAtScale('0', decimals),
  };
}
