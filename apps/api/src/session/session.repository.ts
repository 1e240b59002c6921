import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

export interface NewSession {
  id: string;
  memberId: number;
  loginType: string;
  passwordChangeRequired: boolean;
  ip: string | null;
  userAgent: string | null;
  expiresAt: Date;
}

@Injectable()
export class SessionRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async create(session: NewSession): Promise<void> {
    await this.prisma.memberSession.create({ data: session });
  }

  /** A session that is neither revoked nor expired, with what the guard needs of its member. */
  async findActive(id: string, memberId: number) {
    return this.prisma.memberSession.findFirst({
      where: { id, memberId, revokedAt: null, expiresAt: { gt: new Date() } },
      select: {
        id: true,
        passwordChangeRequired: true,
        member: { select: { id: true, merchantId: true, isAgent: true, status: true } },
      },
    });
  }

  async revoke(id: string, memberId: number): Promise<void> {
    await this.prisma.memberSession.updateMany({
      where: { id, memberId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
  }

  async clearPasswordChangeRequired(id: string): Promise<void> {
    await this.prisma.memberSession.update({
      where: { id },
      data: { passwordChangeRequired: false },
    });
  }

  /** Revokes every live session of a member but one (after a password change). */
  async revokeOthers(memberId: number, keepId: string | null): Promise<number> {
    const result = await this.prisma.memberSession.updateMany({
      where: { memberId, revokedAt: null, ...(keepId ? { NOT: { id: keepId } } : {}) },
      data: { revokedAt: new Date() },
    });
    return result.count;
  }
}
