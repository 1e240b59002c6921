import { Injectable } from '@nestjs/common';
import {
  isAgentType,
  type DownlineDetails,
  type DownlinePage,
  type DownlineRow,
} from '@wps/shared-types';
import { AgentStatsPort } from '../agent-reports/agent-stats.port.js';
import { AppError, invalidInput } from '../common/app-error.js';
import { operatorDayEnd, operatorDayStart } from '../common/operator-day.js';
import { pageCount } from '../common/paging.query.js';
import { Prisma } from '../generated/prisma/client.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { SessionService } from '../session/session.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type { AgentContext } from './agent-settings.service.js';
import { AgentSettingsService } from './agent-settings.service.js';
import {
  AgentTeamRepository,
  type DownlineFilter,
  type DownlineMember,
  type TeamAgent,
} from './agent-team.repository.js';
import type { DownlineQueryDto } from './dto/agent-centre.dto.js';

const NOT_IN_TEAM = 'No such account in your team';

/**
 * Team management (spec 2 §2): the agent's direct downline or whole subtree, one account's
 * details, a direct sub-agent's share ratio and the login lock of any account below. An account
 * outside the subtree answers 404 like one that does not exist.
 */
@Injectable()
export class AgentTeamService {
  constructor(
    private readonly settings: AgentSettingsService,
    private readonly team: AgentTeamRepository,
    private readonly ledger: LedgerService,
    private readonly sessions: SessionService,
    private readonly stats: AgentStatsPort,
  ) {}

  async downlines(member: AuthenticatedMember, query: DownlineQueryDto): Promise<DownlinePage> {
    const context = await this.settings.openCentre(member.merchantId);
    const agent = await this.team.agent(member.memberId);
    const filter = filterOf(query, context.timezone);
    const [rows, total] = await Promise.all([
      this.team.downlinePage(agent, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
      isWholeTeam(filter)
        ? this.stats.teamSizes([agent.id]).then((sizes) => sizes.get(agent.id) ?? 0)
        : this.team.downlineCount(agent, filter),
    ]);
    return {
      list: await this.rows(agent, context, rows),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: total,
      totalPages: pageCount(total, query.pageSize),
    };
  }

  async details(member: AuthenticatedMember, account: string): Promise<DownlineDetails> {
    const context = await this.settings.openCentre(member.merchantId);
    const agent = await this.team.agent(member.memberId);
    return this.detailsOf(agent, context, await this.downline(agent, account));
  }

  /**
   * A direct sub-agent's share ratio: at most the agent's own, and at least the highest of the
   * sub-agent's own sub-agents, so no child's ratio exceeds its parent's.
   */
  async setRatio(
    member: AuthenticatedMember,
    account: string,
    ratio: string,
  ): Promise<DownlineDetails> {
    const context = await this.settings.openCentre(member.merchantId);
    const agent = await this.team.agent(member.memberId);
    const target = await this.downline(agent, account);
    if (target.uplineId !== agent.id || !isAgentType(target.isAgent)) {
      throw new AppError('FORBIDDEN', 'Only a direct sub-agent’s ratio can be set');
    }
    const wanted = new Prisma.Decimal(ratio);
    await this.team.ratioChange(agent.id, target.id, (own, floor) => {
      if (own === null) {
        throw invalidInput({
          ratio: 'You have no share ratio yet, so a sub-agent cannot have one',
        });
      }
      if (wanted.gt(own)) {
        throw invalidInput({ ratio: `At most your own ratio, ${own.toFixed(2)}` });
      }
      if (floor && wanted.lt(floor)) {
        throw invalidInput({
          ratio: `At least ${floor.toFixed(2)}, the highest ratio of its own sub-agents`,
        });
      }
      return wanted.toFixed(2);
    });
    return this.detailsOf(agent, context, { ...target, agentRatio: wanted });
  }

  /** Locks or unlocks the login of an account of the subtree; a lock ends its sessions at once. */
  async setLoginLock(
    member: AuthenticatedMember,
    account: string,
    locked: boolean,
  ): Promise<DownlineDetails> {
    const context = await this.settings.openCentre(member.merchantId);
    if (!context.settings.agentsMayLockLogin) {
      throw new AppError('FEATURE_DISABLED', 'The operator does not let agents lock logins');
    }
    const agent = await this.team.agent(member.memberId);
    const target = await this.downline(agent, account);
    const status = locked ? 'LOCKED' : 'ACTIVE';
    await this.team.setStatus(target.id, status);
    if (locked) await this.sessions.revokeOthers(target.id, null);
    return this.detailsOf(agent, context, { ...target, status });
  }

  private async downline(agent: TeamAgent, account: string): Promise<DownlineMember> {
    const found = await this.team.inSubtree(agent, account);
    if (!found) throw new AppError('NOT_FOUND', NOT_IN_TEAM);
    return found;
  }

  private async detailsOf(
    agent: TeamAgent,
    context: AgentContext,
    target: DownlineMember,
  ): Promise<DownlineDetails> {
    const [[row], lifetime] = await Promise.all([
      this.rows(agent, context, [target]),
      this.team.lifetime(target.id),
    ]);
    if (!row) throw new Error('a downline row went missing');
    const direct = target.uplineId === agent.id;
    return {
      ...row,
      actions: {
        setRatio: direct && isAgentType(target.isAgent) && agent.agentRatio !== null,
        lockLogin: context.settings.agentsMayLockLogin,
        transfer: direct,
      },
      lifetime,
    };
  }

  /** The rows of a page: balances and team sizes (the statistics' counters) in one read each. */
  private async rows(
    agent: TeamAgent,
    context: AgentContext,
    members: DownlineMember[],
  ): Promise<DownlineRow[]> {
    const ids = members.map((member) => member.id);
    const [balances, sizes] = await Promise.all([
      context.settings.showDownlineBalance
        ? this.ledger.mainBalances(agent.merchantId, ids)
        : Promise.resolve(null),
      this.stats.teamSizes(ids),
    ]);
    return members.map((member) => ({
      account: member.account,
      nickname: member.nickname,
      type: isAgentType(member.isAgent) ? 'AGENT' : 'MEMBER',
      isAgent: member.isAgent,
      status: member.status === 'ACTIVE' ? 'ACTIVE' : 'LOCKED',
      level: member.depth - agent.depth,
      upline: member.upline?.account ?? '',
      registeredAt: member.createdAt.toISOString(),
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      balance: balances?.get(member.id) ?? null,
      ratio: isAgentType(member.isAgent) ? (member.agentRatio?.toFixed(2) ?? null) : null,
      teamSize: sizes.get(member.id) ?? 0,
    }));
  }
}

function filterOf(query: DownlineQueryDto, timezone: string): DownlineFilter {
  const days = ['registeredFrom', 'registeredTo', 'lastLoginFrom', 'lastLoginTo'] as const;
  const unreal = days.filter((field) => query[field] !== undefined && !isRealDay(query[field]));
  if (unreal.length > 0) {
    throw invalidInput(Object.fromEntries(unreal.map((field) => [field, 'No such day'])));
  }
  const range = (from?: string, to?: string) =>
    from || to
      ? {
          ...(from && { gte: operatorDayStart(from, timezone) }),
          ...(to && { lt: operatorDayEnd(to, timezone) }),
        }
      : undefined;
  return {
    direct: (query.scope ?? 'DIRECT') === 'DIRECT',
    account: query.account,
    agents: query.type && query.type === 'AGENT',
    active: query.status && query.status === 'ACTIVE',
    registered: range(query.registeredFrom, query.registeredTo),
    lastLogin: range(query.lastLoginFrom, query.lastLoginTo),
  };
}

/**
 * The unfiltered whole team: its total is the agent's team size (the statistics' counter), where
 * counting would read every account of a top agent's subtree.
 */
function isWholeTeam(filter: DownlineFilter): boolean {
  return (
    !filter.direct &&
    !filter.account &&
    filter.agents === undefined &&
    filter.active === undefined &&
    !filter.registered &&
    !filter.lastLogin
  );
}

/** A yyyy-MM-dd that names a day of the calendar (not 2026-02-30). */
function isRealDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
