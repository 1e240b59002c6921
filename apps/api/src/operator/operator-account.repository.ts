import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { OperatorRole, Prisma } from '../generated/prisma/client.js';

const ACCOUNT = {
  id: true,
  merchantId: true,
  username: true,
  passwordHash: true,
  role: true,
  mustChangePassword: true,
  totpSecret: true,
  totpPendingSecret: true,
  totpLastStep: true,
  failedAttempts: true,
  lockedUntil: true,
  disabledAt: true,
} as const;

const LIST_ROW = {
  id: true,
  username: true,
  role: true,
  disabledAt: true,
  totpSecret: true,
  createdAt: true,
} as const;

export interface ConsoleSessionRow {
  id: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  operatorId: number;
  merchantId: number;
  username: string;
  role: OperatorRole;
  mustChangePassword: boolean;
  disabledAt: Date | null;
}

export type OperatorListRow = Prisma.OperatorAccountGetPayload<{ select: typeof LIST_ROW }>;

/** Operator accounts, their recovery codes and their console sessions. */
@Injectable()
export class OperatorAccountRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  byUsername(merchantId: number, username: string) {
    return this.prisma.operatorAccount.findUnique({
      where: { merchantId_username: { merchantId, username } },
      select: ACCOUNT,
    });
  }

  async list(merchantId: number, skip: number, take: number) {
    const [total, rows] = await Promise.all([
      this.prisma.operatorAccount.count({ where: { merchantId } }),
      this.prisma.operatorAccount.findMany({
        where: { merchantId },
        select: LIST_ROW,
        orderBy: { id: 'asc' },
        skip,
        take,
      }),
    ]);
    return { total, rows };
  }

  listRow(merchantId: number, id: number) {
    return this.prisma.operatorAccount.findFirst({ where: { id, merchantId }, select: LIST_ROW });
  }

  create(account: {
    merchantId: number;
    username: string;
    role: OperatorRole;
    passwordHash: string;
  }) {
    return this.prisma.operatorAccount.create({ data: account, select: LIST_ROW });
  }

  update(
    id: number,
    change: { role?: OperatorRole; disabledAt?: Date | null; resetTwoFactor?: boolean },
  ) {
    const { resetTwoFactor, ...columns } = change;
    return this.prisma.$transaction(async (tx) => {
      if (resetTwoFactor) await tx.operatorRecoveryCode.deleteMany({ where: { operatorId: id } });
      return tx.operatorAccount.update({
        where: { id },
        data: {
          ...columns,
          ...(resetTwoFactor
            ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null }
            : {}),
        },
        select: LIST_ROW,
      });
    });
  }

  byId(id: number) {
    return this.prisma.operatorAccount.findUnique({ where: { id }, select: ACCOUNT });
  }

  /** One more failure; at `limit` the account locks until `lockUntil` and the count restarts. */
  async countFailure(id: number, limit: number, lockUntil: Date): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE operator_account
      SET failed_attempts = CASE WHEN failed_attempts + 1 >= ${limit} THEN 0 ELSE failed_attempts + 1 END,
          locked_until = CASE WHEN failed_attempts + 1 >= ${limit} THEN ${lockUntil} ELSE locked_until END
      WHERE id = ${id}`;
  }

  setPendingSecret(id: number, secret: string) {
    return this.prisma.operatorAccount.update({
      where: { id },
      data: { totpPendingSecret: secret },
      select: { id: true },
    });
  }

  /**
   * Accepts a TOTP code of `step`: true only when no code of that step or later was accepted
   * before (two requests racing with one code: one wins). Enrolling makes the pending secret the
   * account's and stores the recovery codes.
   */
  async acceptCode(
    id: number,
    step: number,
    enrolment: { secret: string; recoveryCodeHashes: string[] } | null,
  ): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.operatorAccount.updateMany({
        where: { id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
        data: {
          totpLastStep: step,
          failedAttempts: 0,
          lockedUntil: null,
          ...(enrolment ? { totpSecret: enrolment.secret, totpPendingSecret: null } : {}),
        },
      });
      if (count === 0 || !enrolment) return count > 0;
      await tx.operatorRecoveryCode.deleteMany({ where: { operatorId: id } });
      await tx.operatorRecoveryCode.createMany({
        data: enrolment.recoveryCodeHashes.map((codeHash) => ({ operatorId: id, codeHash })),
      });
      return true;
    });
  }

  /** Uses a recovery code once: true when it was the operator's and unused. */
  async useRecoveryCode(id: number, codeHash: string, at: Date): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.operatorRecoveryCode.updateMany({
        where: { operatorId: id, codeHash, usedAt: null },
        data: { usedAt: at },
      });
      if (count === 0) return false;
      await tx.operatorAccount.update({
        where: { id },
        data: { failedAttempts: 0, lockedUntil: null },
        select: { id: true },
      });
      return true;
    });
  }

  async changePassword(id: number, passwordHash: string): Promise<void> {
    await this.prisma.operatorAccount.update({
      where: { id },
      data: { passwordHash, mustChangePassword: false },
      select: { id: true },
    });
  }

  merchant(merchantId: number) {
    return this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { code: true, name: true, currencySymbol: true },
    });
  }

  createSession(session: {
    id: string;
    tokenHash: string;
    operatorId: number;
    ip: string;
    userAgent: string | null;
    createdAt: Date;
    expiresAt: Date;
  }) {
    return this.prisma.operatorSession.create({
      data: { ...session, lastSeenAt: session.createdAt },
      select: { id: true },
    });
  }

  /** A console session with its operator, in one statement (every console request reads it). */
  async sessionByTokenHash(tokenHash: string): Promise<ConsoleSessionRow | null> {
    const rows = await this.prisma.$queryRaw<ConsoleSessionRow[]>`
      SELECT s.id, s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt",
             s.revoked_at AS "revokedAt", o.id AS "operatorId", o.merchant_id AS "merchantId",
             o.username, o.role, o.must_change_password AS "mustChangePassword",
             o.disabled_at AS "disabledAt"
      FROM operator_session s JOIN operator_account o ON o.id = s.operator_id
      WHERE s.token_hash = ${tokenHash}`;
    return rows[0] ?? null;
  }

  async touchSession(id: string, at: Date): Promise<void> {
    await this.prisma.operatorSession.update({
      where: { id },
      data: { lastSeenAt: at },
      select: { id: true },
    });
  }

  async revokeSession(id: string, at: Date): Promise<void> {
    await this.prisma.operatorSession.updateMany({
      where: { id, revokedAt: null },
      data: { revokedAt: at },
    });
  }

  async revokeSessions(operatorId: number, at: Date, except?: string): Promise<void> {
    await this.prisma.operatorSession.updateMany({
      where: { operatorId, revokedAt: null, ...(except ? { id: { not: except } } : {}) },
      data: { revokedAt: at },
    });
  }
}
