import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** A search of more members than this says "10,000+" rather than count them all. */
export const MEMBER_SEARCH_COUNT_CAP = 10_000;

const ROW = {
  id: true,
  account: true,
  countryDialingCode: true,
  mobileNum: true,
  email: true,
  isAgent: true,
  status: true,
  createdAt: true,
} as const;

export type MemberSearchRow = Prisma.MemberGetPayload<{ select: typeof ROW }>;

/** What the operator's member pages read: one member's rows, always within the operator's site. */
@Injectable()
export class ConsoleMembersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    // An adjustment waits for the member's other money requests (their row lock).
    return this.prisma.$transaction(work, { maxWait: 15_000, timeout: 30_000 });
  }

  /**
   * Members whose account starts with the text, whose phone or e-mail is the text, or whose id it
   * is; newest first. Each kind of text has its index (migration 20261125070000).
   */
  async search(merchantId: number, text: string | undefined, skip: number, take: number) {
    const where = searchWhere(merchantId, text);
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<MemberSearchRow[]>`
        SELECT id, account, country_dialing_code AS "countryDialingCode",
               mobile_num AS "mobileNum", email, is_agent AS "isAgent", status,
               created_at AS "createdAt"
        FROM member WHERE ${where} ORDER BY id DESC OFFSET ${skip} LIMIT ${take}`,
      // Counting at most the cap reads the matching index entries only (an index-only scan).
      this.prisma.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total
        FROM (SELECT 1 FROM member WHERE ${where} LIMIT ${MEMBER_SEARCH_COUNT_CAP}) AS matches`,
    ]);
    return { rows, total: counted[0].total };
  }

  detail(merchantId: number, memberId: number) {
    return this.prisma.member.findFirst({
      where: { id: memberId, merchantId },
      select: {
        ...ROW,
        nickname: true,
        payeeName: true,
        idNumber: true,
        // The newest account (the unique index on member_id, account_number finds them).
        bankAccounts: { orderBy: { id: 'desc' }, take: 1, select: { accountNumber: true } },
        birthday: true,
        mustChangePassword: true,
        monitored: true,
        lastLoginAt: true,
        ancestryPath: true,
        vipRank: { select: { labelName: true } },
        labels: { select: { label: { select: { name: true } } } },
      },
    });
  }

  uplines(merchantId: number, ids: number[]) {
    return this.prisma.member.findMany({
      where: { merchantId, id: { in: ids } },
      select: { id: true, account: true },
    });
  }

  async bets(merchantId: number, memberId: number, skip: number, take: number) {
    const where = { merchantId, memberId };
    const [total, rows] = await Promise.all([
      this.prisma.betRecord.count({ where }),
      this.prisma.betRecord.findMany({
        where,
        orderBy: [{ placedAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
        select: {
          id: true,
          roundId: true,
          stake: true,
          payout: true,
          status: true,
          placedAt: true,
          vendor: { select: { code: true } },
          game: { select: { name: true } },
        },
      }),
    ]);
    return { total, rows };
  }

  /** Login sessions, newest first; `live` keeps those not revoked or expired at `now`. */
  async sessions(memberId: number, skip: number, take: number, live: Date | null) {
    const where: Prisma.MemberSessionWhereInput = {
      memberId,
      ...(live ? { revokedAt: null, expiresAt: { gt: live } } : {}),
    };
    const [total, rows] = await Promise.all([
      this.prisma.memberSession.count({ where }),
      this.prisma.memberSession.findMany({
        where,
        orderBy: { createdAt: 'desc' },
        skip,
        take,
      }),
    ]);
    return { total, rows };
  }

  async setStatus(memberId: number, status: 'ACTIVE' | 'LOCKED'): Promise<void> {
    await this.prisma.member.update({
      where: { id: memberId },
      data: { status, ...(status === 'ACTIVE' ? { failedLoginCount: 0 } : {}) },
      select: { id: true },
    });
  }

  async resetPassword(memberId: number, passwordHash: string): Promise<void> {
    await this.prisma.member.update({
      where: { id: memberId },
      data: { passwordHash, mustChangePassword: true },
      select: { id: true },
    });
  }
}

/** The search as SQL: each kind of text matches through its own index. */
function searchWhere(merchantId: number, text: string | undefined): Prisma.Sql {
  const site = Prisma.sql`merchant_id = ${merchantId}`;
  if (!text) return site;
  if (text.includes('@')) {
    return Prisma.sql`${site} AND email IN (${text}, ${text.toLowerCase()})`;
  }
  const prefix = `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const byAccount = Prisma.sql`account LIKE ${prefix}`;
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return Prisma.sql`${site} AND ${byAccount}`;
  const phone = digits.replace(/^\+/, '');
  const byId = /^\d{1,9}$/.test(digits) ? Prisma.sql` OR id = ${Number(digits)}` : Prisma.empty;
  return Prisma.sql`${site} AND (mobile_num = ${phone} OR ${byAccount}${byId})`;
}
