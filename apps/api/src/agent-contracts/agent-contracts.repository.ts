import { Inject, Injectable } from '@nestjs/common';
import type { AgentContractKind, AgentContractTier } from '@wps/shared-types';
import { subtreeLike } from '../common/subtree.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import {
  Prisma,
  type AgentContractEndReason,
  type AgentContractParty,
  type AgentContractStatus,
  type PayoutPeriod,
} from '../generated/prisma/client.js';

export type Db = Prisma.TransactionClient | PrismaClient;

/** An account as the contracts see it. */
export interface ContractMember {
  id: number;
  merchantId: number;
  account: string;
  isAgent: number;
  uplineId: number | null;
  ancestryPath: string;
}

const MEMBER_COLUMNS = {
  id: true,
  merchantId: true,
  account: true,
  isAgent: true,
  uplineId: true,
  ancestryPath: true,
} as const;

export const CONTRACT_COLUMNS = {
  id: true,
  merchantId: true,
  agentId: true,
  uplineId: true,
  kind: true,
  status: true,
  period: true,
  tiers: true,
  note: true,
  proposedBy: true,
  proposedAt: true,
  startedAt: true,
  closedAt: true,
  endReason: true,
  terminationRequestedBy: true,
  terminationRequestedAt: true,
  terminationNote: true,
  agent: { select: { account: true } },
  upline: { select: { account: true } },
} as const;

export type ContractRow = Prisma.AgentContractGetPayload<{ select: typeof CONTRACT_COLUMNS }>;

export interface NewContract {
  merchantId: number;
  agentId: number;
  uplineId: number | null;
  kind: AgentContractKind;
  period: PayoutPeriod;
  tiers: AgentContractTier[];
  note: string | null;
  proposedBy: AgentContractParty;
  /** ACTIVE (set by the operator) or PENDING (a proposal). */
  status: 'ACTIVE' | 'PENDING';
}

export interface ContractFilter {
  merchantId: number;
  kind?: AgentContractKind;
  status?: AgentContractStatus;
  /** Contracts held by one of these (OR issued by one of `issuedBy`). */
  heldBy?: number[];
  issuedBy?: number[];
  /** Issued by this upline (AND). */
  upline?: number;
}

/** The contracts' rows; writes that must not race run inside the caller's transaction. */
@Injectable()
export class AgentContractsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, { timeout: 15_000 });
  }

  member(merchantId: number, id: number, db: Db = this.prisma): Promise<ContractMember | null> {
    return db.member.findFirst({ where: { id, merchantId }, select: MEMBER_COLUMNS });
  }

  memberByAccount(merchantId: number, account: string): Promise<ContractMember | null> {
    return this.prisma.member.findUnique({
      where: { merchantId_account: { merchantId, account: account.toLowerCase() } },
      select: MEMBER_COLUMNS,
    });
  }

  /**
   * Locks the accounts' rows (FOR UPDATE) in ancestry order, upline before downline, as every
   * writer of the agent tree's terms does: a contract's changes serialize per holder and its
   * upline, whoever makes them.
   */
  async lockMembers(tx: Prisma.TransactionClient, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.$queryRaw`
      SELECT id FROM member WHERE id IN (${Prisma.join(ids)})
      ORDER BY depth, id FOR UPDATE`;
  }

  contract(id: number, db: Db = this.prisma): Promise<ContractRow | null> {
    return db.agentContract.findUnique({ where: { id }, select: CONTRACT_COLUMNS });
  }

  /** The holder's contract of the kind in force (ACTIVE or FROZEN). */
  inForce(agentId: number, kind: AgentContractKind, db: Db = this.prisma) {
    return db.agentContract.findFirst({
      where: { agentId, kind, slot: 'IN_FORCE' },
      select: CONTRACT_COLUMNS,
    });
  }

  /** The contracts in force of the kind that the agent issued to its direct downline. */
  issuedInForce(uplineId: number, kind: AgentContractKind, db: Db = this.prisma) {
    return db.agentContract.findMany({
      where: { uplineId, kind, slot: 'IN_FORCE' },
      select: CONTRACT_COLUMNS,
    });
  }

  async insert(db: Db, contract: NewContract, now: Date): Promise<ContractRow> {
    const active = contract.status === 'ACTIVE';
    return db.agentContract.create({
      data: {
        merchantId: contract.merchantId,
        agentId: contract.agentId,
        uplineId: contract.uplineId,
        kind: contract.kind,
        period: contract.period,
        tiers: contract.tiers as unknown as Prisma.InputJsonValue,
        note: contract.note,
        proposedBy: contract.proposedBy,
        proposedAt: now,
        status: contract.status,
        slot: active ? 'IN_FORCE' : 'PENDING',
        startedAt: active ? now : null,
      },
      select: CONTRACT_COLUMNS,
    });
  }

  /** Locks a proposal's row; true while it is PENDING. */
  async stillPending(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
    const rows = await tx.$queryRaw<{ status: string }[]>`
      SELECT status::text FROM agent_contract WHERE id = ${id} FOR UPDATE`;
    return rows[0]?.status === 'PENDING';
  }

  /** A PENDING proposal comes into force; false when it was no longer PENDING. */
  async activate(tx: Prisma.TransactionClient, id: number, now: Date): Promise<boolean> {
    const { count } = await tx.agentContract.updateMany({
      where: { id, status: 'PENDING' },
      data: { status: 'ACTIVE', slot: 'IN_FORCE', startedAt: now },
    });
    return count === 1;
  }

  /** A PENDING proposal answered without effect; false when it was no longer PENDING. */
  async close(db: Db, id: number, status: 'REFUSED' | 'CANCELLED', now: Date): Promise<boolean> {
    const { count } = await db.agentContract.updateMany({
      where: { id, status: 'PENDING' },
      data: { status, slot: null, closedAt: now },
    });
    return count === 1;
  }

  /** Ends a contract in force; false when it was not in force. */
  async end(db: Db, id: number, reason: AgentContractEndReason, now: Date): Promise<boolean> {
    const { count } = await db.agentContract.updateMany({
      where: { id, slot: 'IN_FORCE' },
      data: {
        status: 'ENDED',
        slot: null,
        closedAt: now,
        endReason: reason,
        terminationRequestedBy: null,
        terminationRequestedAt: null,
        terminationNote: null,
      },
    });
    return count === 1;
  }

  /**
   * Ends every contract of the kind in force below the agent (UPLINE_ENDED): terms issued under
   * an ended contract cannot outlive it. Answers the holders' ids, for their mailboxes.
   */
  async endBelow(
    tx: Prisma.TransactionClient,
    agent: { ancestryPath: string; id: number; merchantId: number },
    kind: AgentContractKind,
    now: Date,
  ): Promise<number[]> {
    const rows = await tx.$queryRaw<{ agent_id: number }[]>`
      UPDATE agent_contract c SET status = 'ENDED', slot = NULL, closed_at = ${now},
        end_reason = 'UPLINE_ENDED', termination_requested_by = NULL,
        termination_requested_at = NULL, termination_note = NULL
      FROM member m
      WHERE c.agent_id = m.id AND c.kind = ${kind}::"AgentContractKind" AND c.slot = 'IN_FORCE'
        AND m.merchant_id = ${agent.merchantId}
        AND m.ancestry_path LIKE ${subtreeLike(`${agent.ancestryPath}${agent.id}/`)}
      RETURNING c.agent_id`;
    return rows.map((row) => row.agent_id);
  }

  async setFrozen(db: Db, id: number, frozen: boolean): Promise<boolean> {
    const { count } = await db.agentContract.updateMany({
      where: { id, status: frozen ? 'ACTIVE' : 'FROZEN' },
      data: { status: frozen ? 'FROZEN' : 'ACTIVE' },
    });
    return count === 1;
  }

  async requestTermination(
    db: Db,
    id: number,
    by: AgentContractParty,
    note: string | null,
    now: Date,
  ): Promise<boolean> {
    const { count } = await db.agentContract.updateMany({
      where: { id, slot: 'IN_FORCE', terminationRequestedBy: null },
      data: { terminationRequestedBy: by, terminationRequestedAt: now, terminationNote: note },
    });
    return count === 1;
  }

  async clearTermination(db: Db, id: number): Promise<boolean> {
    const { count } = await db.agentContract.updateMany({
      where: { id, slot: 'IN_FORCE', terminationRequestedBy: { not: null } },
      data: { terminationRequestedBy: null, terminationRequestedAt: null, terminationNote: null },
    });
    return count === 1;
  }

  async page(
    filter: ContractFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: ContractRow[]; total: number }> {
    const where = whereOf(filter);
    const [rows, total] = await Promise.all([
      this.prisma.agentContract.findMany({
        where,
        orderBy: { id: 'desc' },
        skip: offset,
        take: limit,
        select: CONTRACT_COLUMNS,
      }),
      this.prisma.agentContract.count({ where }),
    ]);
    return { rows, total };
  }

  count(filter: ContractFilter & { proposedBy?: AgentContractParty }): Promise<number> {
    return this.prisma.agentContract.count({
      where: {
        ...whereOf(filter),
        ...(filter.proposedBy ? { proposedBy: filter.proposedBy } : {}),
      },
    });
  }
}

function whereOf(filter: ContractFilter): Prisma.AgentContractWhereInput {
  const parties: Prisma.AgentContractWhereInput[] = [];
  if (filter.heldBy) parties.push({ agentId: { in: filter.heldBy } });
  if (filter.issuedBy) parties.push({ uplineId: { in: filter.issuedBy } });
  return {
    merchantId: filter.merchantId,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.upline ? { uplineId: filter.upline } : {}),
    ...(parties.length > 0 ? { OR: parties } : {}),
  };
}
