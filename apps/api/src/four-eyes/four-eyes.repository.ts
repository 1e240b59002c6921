import { Inject, Injectable } from '@nestjs/common';
import type { FourEyesKind, FourEyesStatus, FourEyesThreshold } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

const APPROVAL_COLUMNS = {
  id: true,
  merchantId: true,
  kind: true,
  subject: true,
  memberId: true,
  amount: true,
  payload: true,
  reasons: true,
  permission: true,
  status: true,
  firstOperatorId: true,
  firstOperator: true,
  secondOperator: true,
  rejectReason: true,
  createdAt: true,
  decidedAt: true,
} as const;

export type FourEyesApprovalRow = Prisma.FourEyesApprovalGetPayload<{
  select: typeof APPROVAL_COLUMNS;
}>;

export interface NewApproval {
  merchantId: number;
  kind: FourEyesKind;
  subject: string;
  memberId: number | null;
  amount: string | null;
  payload: Prisma.InputJsonObject;
  reasons: string[];
  permission: string;
  status: FourEyesStatus;
  firstOperatorId: number;
  firstOperator: string;
  decidedAt: Date | null;
}

export interface Decision {
  status: 'APPROVED' | 'REJECTED';
  operatorId: number;
  operator: string;
  at: Date;
  rejectReason?: string;
}

// Approvals wait for the member's other money requests (their row lock) and post to the ledger:
// on a loaded machine that can take longer than Prisma's 2 s and 5 s defaults.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 };

/** Four-eyes approvals and each site's threshold; every read is scoped by the site. */
@Injectable()
export class FourEyesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work, TRANSACTION_OPTIONS);
  }

  /**
   * Holds the member's row until the transaction ends, as a withdrawal request does: two
   * approvals of one member are counted one after the other, so two halves of a split amount
   * cannot both pass the limit unseen.
   */
  async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<boolean> {
    const rows = await tx.$queryRaw<{ monitored: boolean }[]>`
      SELECT monitored FROM member WHERE id = ${memberId} FOR NO KEY UPDATE`;
    return rows[0]?.monitored ?? false;
  }

  /** The member's approved amounts of `kind` decided since `since`. */
  async approvedSince(
    tx: Prisma.TransactionClient,
    memberId: number,
    kind: FourEyesKind,
    since: Date,
  ): Promise<Prisma.Decimal> {
    const total = await tx.fourEyesApproval.aggregate({
      where: { memberId, kind, status: 'APPROVED', decidedAt: { gte: since } },
      _sum: { amount: true },
    });
    return total._sum.amount ?? new Prisma.Decimal(0);
  }

  bySubject(
    client: Prisma.TransactionClient,
    merchantId: number,
    kind: FourEyesKind,
    subject: string,
  ): Promise<FourEyesApprovalRow | null> {
    return client.fourEyesApproval.findUnique({
      where: { merchantId_kind_subject: { merchantId, kind, subject } },
      select: APPROVAL_COLUMNS,
    });
  }

  /** The subjects' approvals of `kind` (a page of withdrawals). */
  bySubjects(merchantId: number, kind: FourEyesKind, subjects: string[]) {
    return this.prisma.fourEyesApproval.findMany({
      where: { merchantId, kind, subject: { in: subjects } },
      select: APPROVAL_COLUMNS,
    });
  }

  find(merchantId: number, id: number): Promise<FourEyesApprovalRow | null> {
    return this.prisma.fourEyesApproval.findFirst({
      where: { merchantId, id },
      select: APPROVAL_COLUMNS,
    });
  }

  insert(tx: Prisma.TransactionClient, approval: NewApproval): Promise<FourEyesApprovalRow> {
    return tx.fourEyesApproval.create({ data: approval, select: APPROVAL_COLUMNS });
  }

  /**
   * Decides an approval still awaiting its second operator, in one conditional statement: of
   * racing decisions one changes the row and the others find it decided (null).
   */
  async decide(
    tx: Prisma.TransactionClient,
    merchantId: number,
    id: number,
    decision: Decision,
  ): Promise<FourEyesApprovalRow | null> {
    const { count } = await tx.fourEyesApproval.updateMany({
      where: {
        id,
        merchantId,
        status: 'AWAITING_SECOND',
        ...(decision.status === 'APPROVED'
          ? { firstOperatorId: { not: decision.operatorId } }
          : {}),
      },
      data: {
        status: decision.status,
        secondOperatorId: decision.operatorId,
        secondOperator: decision.operator,
        decidedAt: decision.at,
        rejectReason: decision.rejectReason ?? null,
      },
    });
    if (count === 0) return null;
    return tx.fourEyesApproval.findUniqueOrThrow({ where: { id }, select: APPROVAL_COLUMNS });
  }

  async page(
    merchantId: number,
    status: FourEyesStatus | undefined,
    kinds: readonly FourEyesKind[],
    skip: number,
    take: number,
  ) {
    const where: Prisma.FourEyesApprovalWhereInput = {
      merchantId,
      kind: { in: [...kinds] },
      ...(status ? { status } : {}),
    };
    const [rows, total] = await Promise.all([
      this.prisma.fourEyesApproval.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: APPROVAL_COLUMNS,
      }),
      this.prisma.fourEyesApproval.count({ where }),
    ]);
    return { rows, total };
  }

  /** Accounts of the members named by approvals, by id. */
  async memberAccounts(ids: number[]): Promise<Map<number, string>> {
    const members = await this.prisma.member.findMany({
      where: { id: { in: ids } },
      select: { id: true, account: true },
    });
    return new Map(members.map((member) => [member.id, member.account]));
  }

  async threshold(merchantId: number, client: Prisma.TransactionClient = this.prisma) {
    const row = await client.fourEyesSettings.findUnique({ where: { merchantId } });
    return { limit24h: row?.limit24h ?? null, limit30d: row?.limit30d ?? null };
  }

  async replaceThreshold(
    tx: Prisma.TransactionClient,
    merchantId: number,
    threshold: FourEyesThreshold,
    at: Date,
  ): Promise<void> {
    const values = { ...threshold, updatedAt: at };
    await tx.fourEyesSettings.upsert({
      where: { merchantId },
      create: { merchantId, ...values },
      update: values,
    });
  }

  async setMonitored(merchantId: number, memberId: number, monitored: boolean) {
    const { count } = await this.prisma.member.updateMany({
      where: { id: memberId, merchantId },
      data: { monitored },
    });
    return count > 0;
  }
}
