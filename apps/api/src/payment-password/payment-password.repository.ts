import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_PASSWORD_LOCK } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

/** A member's payment password: its hash and its lock. */
export interface PaymentPasswordRow {
  hash: string | null;
  failures: number;
  lockedUntil: Date | null;
}

/** The payment-password columns of the member table. */
@Injectable()
export class PaymentPasswordRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async find(memberId: number): Promise<PaymentPasswordRow | null> {
    const row = await this.prisma.member.findUnique({
      where: { id: memberId },
      select: {
        paymentPasswordHash: true,
        paymentPasswordFailures: true,
        paymentPasswordLockedUntil: true,
      },
    });
    return row
      ? {
          hash: row.paymentPasswordHash,
          failures: row.paymentPasswordFailures,
          lockedUntil: row.paymentPasswordLockedUntil,
        }
      : null;
  }

  /**
   * Counts a try before its password is checked, so parallel guesses cannot pass the limit: the
   * row answers only while tries are left (a lapsed lock starts the count again). Null: locked.
   */
  async reserveTry(memberId: number, now: Date): Promise<{ failures: number } | null> {
    const [row] = await this.prisma.$queryRaw<{ failures: number }[]>`
      UPDATE member SET
        payment_password_failures = CASE WHEN payment_password_locked_until <= ${now}
          THEN 1 ELSE payment_password_failures + 1 END,
        payment_password_locked_until = CASE WHEN payment_password_locked_until <= ${now}
          THEN NULL ELSE payment_password_locked_until END
      WHERE id = ${memberId}
        AND (payment_password_locked_until <= ${now}
             OR (payment_password_locked_until IS NULL
                 AND payment_password_failures < ${PAYMENT_PASSWORD_LOCK.failures}))
      RETURNING payment_password_failures AS failures`;
    return row ?? null;
  }

  /** A wrong try that used up the last one locks the password until `until`. */
  async lockWhenExhausted(memberId: number, until: Date): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE member SET payment_password_locked_until = ${until}
      WHERE id = ${memberId} AND payment_password_locked_until IS NULL
        AND payment_password_failures >= ${PAYMENT_PASSWORD_LOCK.failures}`;
  }

  async clearFailures(memberId: number): Promise<void> {
    await this.prisma.member.updateMany({
      where: { id: memberId, paymentPasswordFailures: { gt: 0 } },
      data: { paymentPasswordFailures: 0, paymentPasswordLockedUntil: null },
    });
  }

  /** A new payment password, with its lock cleared. */
  async setHash(memberId: number, hash: string): Promise<void> {
    await this.prisma.member.update({
      where: { id: memberId },
      data: {
        paymentPasswordHash: hash,
        paymentPasswordFailures: 0,
        paymentPasswordLockedUntil: null,
      },
    });
  }
}
