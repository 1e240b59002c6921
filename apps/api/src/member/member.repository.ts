import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

const LOGIN_FIELDS = {
  id: true,
  merchantId: true,
  account: true,
  isAgent: true,
  status: true,
  passwordHash: true,
  passwordChangedAt: true,
  mustChangePassword: true,
  failedLoginCount: true,
  lastLoginAt: true,
  language: true,
} satisfies Prisma.MemberSelect;

export type LoginMember = Prisma.MemberGetPayload<{ select: typeof LOGIN_FIELDS }>;

/** Member rows for access features; every query is scoped by merchant or by the member's id. */
@Injectable()
export class MemberRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  findForLoginByAccount(merchantId: number, account: string): Promise<LoginMember | null> {
    return this.prisma.member.findUnique({
      where: { merchantId_account: { merchantId, account } },
      select: LOGIN_FIELDS,
    });
  }

  findForLoginByPhone(
    merchantId: number,
    countryDialingCode: string,
    mobileNum: string,
  ): Promise<LoginMember | null> {
    return this.prisma.member.findUnique({
      where: {
        merchantId_countryDialingCode_mobileNum: { merchantId, countryDialingCode, mobileNum },
      },
      select: LOGIN_FIELDS,
    });
  }

  findForLoginById(id: number): Promise<LoginMember | null> {
    return this.prisma.member.findUnique({ where: { id }, select: LOGIN_FIELDS });
  }

  /** The member with this invitation code in the merchant (agent's affiliate or member's referral). */
  findByInvitationCode(merchantId: number, invitationCode: string) {
    return this.prisma.member.findFirst({
      where: { merchantId, invitationCode, status: 'ACTIVE' },
      select: { id: true, nickname: true, isAgent: true, ancestryPath: true, depth: true },
    });
  }

  async recordLoginSuccess(id: number, ip: string | null): Promise<void> {
    await this.prisma.member.update({
      where: { id },
      data: { lastLoginAt: new Date(), lastLoginIp: ip, failedLoginCount: 0 },
    });
  }

  /**
   * Counts a failed login, for the operator's eyes. It never locks the account: anyone can fail
   * a login by name, so failures lock temporarily only (LoginThrottle).
   */
  async recordLoginFailure(id: number): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE "member"
      SET "failed_login_count" = "failed_login_count" + 1, "updated_at" = now()
      WHERE "id" = ${id}`;
  }

  /** The same password hashed anew (another work factor); not a password change. */
  async rehashPassword(id: number, passwordHash: string): Promise<void> {
    await this.prisma.member.update({ where: { id }, data: { passwordHash } });
  }

  async setPassword(
    id: number,
    passwordHash: string,
    options: { mustChange: boolean; unlock: boolean },
  ): Promise<void> {
    await this.prisma.member.update({
      where: { id },
      data: {
        passwordHash,
        passwordChangedAt: new Date(),
        mustChangePassword: options.mustChange,
        ...(options.unlock ? { failedLoginCount: 0, status: 'ACTIVE' as const } : {}),
      },
    });
  }

  findInfo(id: number) {
    return this.prisma.member.findUnique({
      where: { id },
      select: {
        id: true,
        account: true,
        nickname: true,
        isAgent: true,
        uplineId: true,
        vipRank: { select: { labelName: true, rankLevel: true } },
        labels: { select: { label: { select: { name: true, color: true } } } },
      },
    });
  }

  findResetTarget(merchantId: number, account: string) {
    return this.prisma.member.findUnique({
      where: { merchantId_account: { merchantId, account } },
      select: { id: true, email: true, language: true, isAgent: true },
    });
  }

  /** A free-play account (isAgent 4) with a password nobody knows. */
  createDemoAccount(merchantId: number, account: string, passwordHash: string, language: string) {
    return this.prisma.member.create({
      data: {
        merchantId,
        account,
        nickname: account,
        passwordHash,
        isAgent: 4,
        language,
        registerMethod: 'FREEPLAY',
        passwordChangedAt: new Date(),
      },
      select: { id: true },
    });
  }

  /** The operator's entry VIP rank (the lowest level), given to new members. */
  async findEntryRankId(merchantId: number): Promise<number | null> {
    const rank = await this.prisma.vipRank.findFirst({
      where: { merchantId },
      orderBy: { rankLevel: 'asc' },
      select: { id: true },
    });
    return rank?.id ?? null;
  }

  createMember(data: Prisma.MemberUncheckedCreateInput) {
    return this.prisma.member.create({ data, select: { id: true } });
  }

  async setLanguage(id: number, language: string): Promise<void> {
    await this.prisma.member.update({ where: { id }, data: { language } });
  }
}
