import { Injectable } from '@nestjs/common';
import {
  isAgentType,
  type ConsoleAgentNode,
  type ConsoleAgentPath,
  type ConsoleAgentRatioRequest,
  type ConsoleAgentTreeQuery,
  type ConsoleMoveRequest,
  type ConsolePage,
} from '@wps/shared-types';
import { AgentStatsPort } from '../agent-reports/agent-stats.port.js';
import { AppError, invalidInput } from '../common/app-error.js';
import { Prisma } from '../generated/prisma/client.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import {
  AgentTreeRepository,
  type LockedAccount,
  type TreeNodeRow,
} from './agent-tree.repository.js';

/**
 * The site's agent tree in the console: browse it from the top agents down, find an account's
 * uplines, move an account with its whole subtree to another agent, set an agent's share ratio.
 * Statistics already counted stay with the agent the account was under at the time.
 */
@Injectable()
export class AgentTreeService {
  constructor(
    private readonly tree: AgentTreeRepository,
    private readonly stats: AgentStatsPort,
  ) {}

  async children(
    operator: OperatorActor,
    query: ConsoleAgentTreeQuery,
  ): Promise<ConsolePage<ConsoleAgentNode>> {
    const parentId = query.parentId ?? null;
    if (parentId !== null && !(await this.tree.findById(operator.merchantId, parentId))) {
      throw accountNotFound();
    }
    const window = pageWindow(query);
    const { rows, total } = await this.tree.children(
      operator.merchantId,
      parentId,
      window.skip,
      window.pageSize,
    );
    const sizes = await this.stats.teamSizes(rows.map((row) => row.id));
    return consolePage(window, rows, total, (row) => toNode(row, sizes));
  }

  async path(operator: OperatorActor, account: string): Promise<ConsoleAgentPath> {
    const member = await this.tree.findByAccount(operator.merchantId, account);
    if (!member) throw accountNotFound();
    return this.pathOf(operator.merchantId, member);
  }

  /**
   * Moves the account, and its subtree with it, under another agent of the site. Refused when
   * the new upline is no agent, is the account itself or inside its subtree, is already its
   * upline, or when the account's share ratio would exceed the new upline's.
   */
  async move(
    operator: OperatorActor,
    memberId: number,
    request: ConsoleMoveRequest,
  ): Promise<ConsoleAgentPath> {
    const merchantId = operator.merchantId;
    const { before, moved } = await this.tree.withLocked(
      merchantId,
      { ids: [memberId], accounts: [request.uplineAccount] },
      async (locked, tx) => {
        const member = locked.find((row) => row.id === memberId);
        if (!member) throw accountNotFound();
        const upline = locked.find((row) => row.account === request.uplineAccount);
        if (!upline) throw invalidInput({ uplineAccount: 'No account of this site has this name' });
        checkMove(member, upline);
        // The statistics first: the days before the move stay with the uplines of then.
        await this.stats.memberMoving(tx, member.id, upline.id);
        const count = await this.tree.move(tx, merchantId, member, upline);
        return { before: member.uplineAccount, moved: count };
      },
    );
    operator.change = {
      target: `member:${memberId}`,
      before: { upline: before },
      after: { upline: request.uplineAccount, accountsMoved: moved, reason: request.reason },
    };
    return this.pathOf(merchantId, await this.current(merchantId, memberId));
  }

  /**
   * Sets an agent's share ratio: at most its upline's (a top agent's up to 100) and at least
   * each of its direct sub-agents'.
   */
  async setRatio(
    operator: OperatorActor,
    memberId: number,
    request: ConsoleAgentRatioRequest,
  ): Promise<ConsoleAgentNode> {
    const merchantId = operator.merchantId;
    const ratio = new Prisma.Decimal(request.ratio);
    const before = await this.tree.withLocked(
      merchantId,
      { ids: [memberId], accounts: [] },
      async ([member], tx) => {
        if (!member) throw accountNotFound();
        if (!isAgentType(member.isAgent)) {
          throw invalidInput({ ratio: 'Only an agent has a share ratio' });
        }
        await this.checkRatio(tx, member, ratio);
        await this.tree.setRatio(tx, member.id, ratio.toFixed(2));
        return member.ratio;
      },
    );
    const [[node], sizes] = await Promise.all([
      this.tree.nodes(merchantId, [memberId]),
      this.stats.teamSizes([memberId]),
    ]);
    operator.change = {
      target: `member:${memberId}`,
      before: { ratio: before },
      after: { ratio: ratio.toFixed(2), reason: request.reason },
    };
    return toNode(node, sizes);
  }

  private async checkRatio(
    tx: Prisma.TransactionClient,
    member: LockedAccount,
    ratio: Prisma.Decimal,
  ): Promise<void> {
    if (member.uplineId !== null) {
      const ceiling = await this.tree.ratioOf(tx, member.uplineId);
      if (ceiling === null) {
        throw invalidInput({ ratio: 'Set the upline agent’s ratio first' });
      }
      if (ratio.greaterThan(ceiling)) {
        throw invalidInput({ ratio: `At most the upline agent’s ratio (${ceiling})` });
      }
    }
    const floor = await this.tree.highestChildRatio(tx, member.id);
    if (floor !== null && ratio.lessThan(floor)) {
      throw invalidInput({ ratio: `At least the highest sub-agent ratio (${floor})` });
    }
  }

  private async current(merchantId: number, id: number) {
    const row = await this.tree.findById(merchantId, id);
    if (!row) throw accountNotFound();
    return row;
  }

  private async pathOf(
    merchantId: number,
    member: { id: number; ancestryPath: string },
  ): Promise<ConsoleAgentPath> {
    const ancestorIds = member.ancestryPath.split('/').filter(Boolean).map(Number);
    const ids = [...ancestorIds, member.id];
    const [nodes, sizes] = await Promise.all([
      this.tree.nodes(merchantId, ids),
      this.stats.teamSizes(ids),
    ]);
    const self = nodes.find((node) => node.id === member.id);
    if (!self) throw accountNotFound();
    return {
      ancestors: nodes.filter((node) => node.id !== member.id).map((node) => toNode(node, sizes)),
      member: toNode(self, sizes),
    };
  }
}

/** The rules of a move that need no other rows than the two locked ones. */
function checkMove(member: LockedAccount, upline: LockedAccount): void {
  if (!isAgentType(upline.isAgent)) {
    throw invalidInput({ uplineAccount: 'The new upline must be an agent' });
  }
  const subtree = `${member.ancestryPath}${member.id}/`;
  if (upline.id === member.id || upline.ancestryPath.startsWith(subtree)) {
    throw invalidInput({ uplineAccount: 'The new upline cannot be the account or below it' });
  }
  if (member.uplineId === upline.id) {
    throw invalidInput({ uplineAccount: 'The account is already under this agent' });
  }
  if (member.ratio === null) return;
  if (upline.ratio === null || new Prisma.Decimal(member.ratio).greaterThan(upline.ratio)) {
    throw new AppError(
      'CONFLICT',
      `The account's share ratio (${member.ratio}) is above the new upline's (${upline.ratio ?? 'none'}); lower it first`,
    );
  }
}

function accountNotFound(): AppError {
  return new AppError('NOT_FOUND', 'No account of this site has this id or name');
}

/** A node with its team size from the statistics' counters (teamSizes of its page). */
function toNode(row: TreeNodeRow, teamSizes: ReadonlyMap<number, number>): ConsoleAgentNode {
  return {
    memberId: row.id,
    account: row.account,
    nickname: row.nickname,
    type: isAgentType(row.isAgent) ? 'AGENT' : 'MEMBER',
    isAgent: row.isAgent,
    status: row.status,
    ratio: row.ratio === null ? null : new Prisma.Decimal(row.ratio).toFixed(2),
    teamSize: teamSizes.get(row.id) ?? 0,
    depth: row.depth,
    upline: row.upline,
  };
}
