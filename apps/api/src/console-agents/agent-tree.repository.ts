import { Inject, Injectable } from '@nestjs/common';
import { AGENT_ACCOUNT_TYPES } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** An account of the tree as the console shows it. */
export interface TreeNodeRow {
  id: number;
  account: string;
  nickname: string;
  isAgent: number;
  status: string;
  ratio: string | null;
  depth: number;
  upline: string | null;
}

/** The columns of an account a move or a ratio change decides on, read under a row lock. */
export interface LockedAccount {
  id: number;
  account: string;
  isAgent: number;
  ratio: string | null;
  uplineId: number | null;
  uplineAccount: string | null;
  ancestryPath: string;
  depth: number;
}

type Transaction = Prisma.TransactionClient;

/** pg_advisory_xact_lock(this, merchant id): console changes of one site's agent tree. */
const AGENT_TREE_LOCK_KEY = 72_707_415;

const NODE_COLUMNS = Prisma.sql`
  m.id, m.account, m.nickname, m.is_agent AS "isAgent", m.status::text AS status,
  m.agent_ratio::text AS ratio, m.depth, u.account AS upline`;

const LOCKED_COLUMNS = Prisma.sql`
  m.id, m.account, m.is_agent AS "isAgent", m.agent_ratio::text AS ratio,
  m.upline_id AS "uplineId", m.ancestry_path AS "ancestryPath", m.depth,
  (SELECT u.account FROM member u WHERE u.id = m.upline_id) AS "uplineAccount"`;

/** The site's agent tree: its nodes, and the moves and ratios the operator changes. */
@Injectable()
export class AgentTreeRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * One page of a node's direct downline by account (index member(upline_id)), or of the site's
   * top agents when no parent is named, and the total.
   */
  async children(merchantId: number, parentId: number | null, skip: number, take: number) {
    const where: Prisma.MemberWhereInput =
      parentId === null
        ? { merchantId, uplineId: null, isAgent: { in: [...AGENT_ACCOUNT_TYPES] } }
        : { merchantId, uplineId: parentId };
    const condition =
      parentId === null
        ? Prisma.sql`m.upline_id IS NULL AND m.is_agent IN (${Prisma.join([...AGENT_ACCOUNT_TYPES])})`
        : Prisma.sql`m.upline_id = ${parentId}`;
    const [rows, total] = await Promise.all([
      this.prisma.$queryRaw<TreeNodeRow[]>`
        SELECT ${NODE_COLUMNS}
        FROM member m LEFT JOIN member u ON u.id = m.upline_id
        WHERE m.merchant_id = ${merchantId} AND ${condition}
        ORDER BY m.account
        OFFSET ${skip} LIMIT ${take}`,
      this.prisma.member.count({ where }),
    ]);
    return { rows, total };
  }

  /** The site's accounts of these ids, top of the tree first. */
  nodes(merchantId: number, ids: readonly number[]): Promise<TreeNodeRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.prisma.$queryRaw<TreeNodeRow[]>`
      SELECT ${NODE_COLUMNS}
      FROM member m LEFT JOIN member u ON u.id = m.upline_id
      WHERE m.merchant_id = ${merchantId} AND m.id IN (${Prisma.join([...ids])})
      ORDER BY m.depth, m.id`;
  }

  findByAccount(merchantId: number, account: string) {
    return this.prisma.member.findUnique({
      where: { merchantId_account: { merchantId, account } },
      select: { id: true, ancestryPath: true },
    });
  }

  findById(merchantId: number, id: number) {
    return this.prisma.member.findFirst({
      where: { id, merchantId },
      select: { id: true, ancestryPath: true },
    });
  }

  /**
   * Runs `work` in one transaction with the site's accounts of these ids or accounts locked
   * (FOR UPDATE, in id order). Console changes of one site's tree take a transaction lock first,
   * so two operators' moves run one after the other and each sees the paths the other left.
   */
  withLocked<T>(
    merchantId: number,
    keys: { ids: number[]; accounts: string[] },
    work: (locked: LockedAccount[], tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const wanted = [
      ...keys.ids.map((id) => Prisma.sql`m.id = ${id}`),
      ...keys.accounts.map((account) => Prisma.sql`m.account = ${account}`),
    ];
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${AGENT_TREE_LOCK_KEY}::int, ${merchantId}::int)`;
      const locked = await tx.$queryRaw<LockedAccount[]>`
        SELECT ${LOCKED_COLUMNS} FROM member m
        WHERE m.merchant_id = ${merchantId} AND (${Prisma.join(wanted, ' OR ')})
        ORDER BY m.id
        FOR UPDATE`;
      return work(locked, tx);
    });
  }

  /**
   * An agent's ratio, its row share-locked: a change of it waits until this transaction ends,
   * so a sub-agent's new ratio and its upline's cannot pass each other's checks at once.
   */
  async ratioOf(tx: Transaction, id: number): Promise<string | null> {
    const [row] = await tx.$queryRaw<{ ratio: string | null }[]>`
      SELECT agent_ratio::text AS ratio FROM member WHERE id = ${id} FOR SHARE`;
    return row?.ratio ?? null;
  }

  /** The highest ratio among an agent's direct sub-agents (null: none has one). */
  async highestChildRatio(tx: Transaction, id: number): Promise<string | null> {
    const [row] = await tx.$queryRaw<{ ratio: string | null }[]>`
      SELECT max(agent_ratio)::text AS ratio FROM member WHERE upline_id = ${id}`;
    return row?.ratio ?? null;
  }

  /**
   * Puts `member` under `upline` with its whole subtree, in one statement: each account's
   * ancestry path gets the member's new path in place of its old one, and its depth the
   * difference. Answers the number of accounts moved (the member included).
   */
  async move(
    tx: Transaction,
    merchantId: number,
    member: LockedAccount,
    upline: LockedAccount,
  ): Promise<number> {
    const newPath = `${upline.ancestryPath}${upline.id}/`;
    const subtree = `${member.ancestryPath}${member.id}/`;
    const depthChange = upline.depth + 1 - member.depth;
    // The subtree's rows are locked first: a statement that changes one of them meanwhile is
    // waited for, and the UPDATE below, a new statement, sees what it wrote.
    await tx.$queryRaw`
      SELECT id FROM member
      WHERE merchant_id = ${merchantId} AND ancestry_path LIKE ${`${subtree}%`}
      ORDER BY id
      FOR UPDATE`;
    return tx.$executeRaw`
      UPDATE member
      SET upline_id = CASE WHEN id = ${member.id} THEN ${upline.id} ELSE upline_id END,
          ancestry_path = ${newPath} || substr(ancestry_path, ${member.ancestryPath.length + 1}),
          depth = depth + ${depthChange},
          updated_at = now()
      WHERE merchant_id = ${merchantId}
        AND (id = ${member.id} OR ancestry_path LIKE ${`${subtree}%`})`;
  }

  setRatio(tx: Transaction, id: number, ratio: string): Promise<number> {
    return tx.$executeRaw`
      UPDATE member SET agent_ratio = ${ratio}::numeric, updated_at = now() WHERE id = ${id}`;
  }
}
