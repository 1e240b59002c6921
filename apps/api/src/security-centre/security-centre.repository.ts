import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

const PROFILE_FIELDS = {
  account: true,
  nickname: true,
  payeeName: true,
  birthday: true,
  language: true,
  countryDialingCode: true,
  mobileNum: true,
  mobileVerifiedAt: true,
  email: true,
  emailVerifiedAt: true,
} satisfies Prisma.MemberSelect;

export type SecurityProfileRow = Prisma.MemberGetPayload<{ select: typeof PROFILE_FIELDS }>;

/** The profile columns a member may write; null leaves realName or birthday as they are. */
export interface ProfileChange {
  nickname: string;
  realName: string | null;
  /** yyyy-MM-dd */
  birthday: string | null;
}

const SESSION_FIELDS = {
  id: true,
  createdAt: true,
  ip: true,
  userAgent: true,
} satisfies Prisma.MemberSessionSelect;

export type SessionRow = Prisma.MemberSessionGetPayload<{ select: typeof SESSION_FIELDS }>;

/** The security centre's reads and writes; every query is scoped by the member's id. */
@Injectable()
export class SecurityCentreRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  profile(memberId: number): Promise<SecurityProfileRow | null> {
    return this.prisma.member.findUnique({ where: { id: memberId }, select: PROFILE_FIELDS });
  }

  /**
   * One statement: the nickname always, the real name and birthday only while unset (the same
   * value again passes). False when either was already set to something else: nothing changed.
   */
  async updateProfile(memberId: number, change: ProfileChange): Promise<boolean> {
    const count = await this.prisma.$executeRaw`
      UPDATE member SET
        nickname = ${change.nickname},
        payee_name = COALESCE(payee_name, ${change.realName}::text),
        birthday = COALESCE(birthday, ${change.birthday}::date),
        updated_at = now()
      WHERE id = ${memberId}
        AND (${change.realName}::text IS NULL OR payee_name IS NULL
             OR payee_name = ${change.realName}::text)
        AND (${change.birthday}::date IS NULL OR birthday IS NULL
             OR birthday = ${change.birthday}::date)`;
    return count === 1;
  }

  /** Whether another member of the operator has this number. */
  async phoneTaken(
    merchantId: number,
    memberId: number,
    countryDialingCode: string,
    mobileNum: string,
  ): Promise<boolean> {
    const holder = await this.prisma.member.findUnique({
      where: {
        merchantId_countryDialingCode_mobileNum: { merchantId, countryDialingCode, mobileNum },
      },
      select: { id: true },
    });
    return holder !== null && holder.id !== memberId;
  }

  /** Whether another member of the operator has this address. */
  async emailTaken(merchantId: number, memberId: number, email: string): Promise<boolean> {
    const holder = await this.prisma.member.findUnique({
      where: { merchantId_email: { merchantId, email } },
      select: { id: true },
    });
    return holder !== null && holder.id !== memberId;
  }

  /** The number, proved at `at`; the unique constraint answers MOBILE_TAKEN for a taken one. */
  async bindPhone(
    memberId: number,
    countryDialingCode: string,
    mobileNum: string,
    at: Date,
  ): Promise<void> {
    await this.bind(
      memberId,
      { countryDialingCode, mobileNum, mobileVerifiedAt: at },
      new AppError('MOBILE_TAKEN', 'This mobile number is already registered'),
    );
  }

  async bindEmail(memberId: number, email: string, at: Date): Promise<void> {
    await this.bind(
      memberId,
      { email, emailVerifiedAt: at },
      new AppError('EMAIL_TAKEN', 'This e-mail address is already registered'),
    );
  }

  /** The member's logins (each opened a session), newest first. */
  async logins(
    memberId: number,
    skip: number,
    take: number,
  ): Promise<{ total: number; rows: SessionRow[] }> {
    return this.sessionPage({ memberId }, skip, take);
  }

  /** The member's sessions neither ended nor expired at `now`, newest first. */
  async liveSessions(
    memberId: number,
    now: Date,
    skip: number,
    take: number,
  ): Promise<{ total: number; rows: SessionRow[] }> {
    return this.sessionPage({ memberId, revokedAt: null, expiresAt: { gt: now } }, skip, take);
  }

  private async sessionPage(where: Prisma.MemberSessionWhereInput, skip: number, take: number) {
    const [total, rows] = await Promise.all([
      this.prisma.memberSession.count({ where }),
      this.prisma.memberSession.findMany({
        where,
        orderBy: { createdAt: 'desc' },
        skip,
        take,
        select: SESSION_FIELDS,
      }),
    ]);
    return { total, rows };
  }

  private async bind(
    memberId: number,
    data: Prisma.MemberUpdateInput,
    taken: AppError,
  ): Promise<void> {
    try {
      await this.prisma.member.update({ where: { id: memberId }, data });
    } catch (error) {
      if (uniqueViolationOn(error) !== null) throw taken;
      throw error;
    }
  }
}
