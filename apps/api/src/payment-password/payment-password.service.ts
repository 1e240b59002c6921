import { Inject, Injectable } from '@nestjs/common';
import {
  PAYMENT_PASSWORD_LOCK,
  PAYMENT_PASSWORD_PATTERN,
  type PaymentPasswordStatus,
  type SetPaymentPasswordRequest,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { MemberRepository } from '../member/member.repository.js';
import { PasswordHasher } from '../member/password-hasher.js';
import { PaymentPasswordRepository } from './payment-password.repository.js';

const LOCK_MS = PAYMENT_PASSWORD_LOCK.minutes * 60_000;

/**
 * The payment password (decisions): separate from the login password, asked by withdrawals,
 * transfers and point redemptions, locked for 15 minutes after 5 wrong tries in a row. Features
 * call `verify`; this service is the only reader of its hash.
 */
@Injectable()
export class PaymentPasswordService {
  constructor(
    private readonly paymentPasswords: PaymentPasswordRepository,
    private readonly members: MemberRepository,
    private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async status(memberId: number): Promise<PaymentPasswordStatus> {
    const row = await this.paymentPasswords.find(memberId);
    const lockedUntil = row?.lockedUntil && row.lockedUntil.getTime() > this.clock.now();
    return {
      isSet: Boolean(row?.hash),
      lockedUntil: lockedUntil ? (row.lockedUntil?.toISOString() ?? null) : null,
    };
  }

  /**
   * Sets it the first time, or changes it: either way the login password proves the caller is
   * the member (a stolen session alone cannot take over the member's money).
   */
  async set(memberId: number, request: SetPaymentPasswordRequest): Promise<PaymentPasswordStatus> {
    checkNewPaymentPassword(request.paymentPassword, request.confirmPaymentPassword);
    const account = await this.members.findForLoginById(memberId);
    if (!(await this.hasher.verify(request.password, account?.passwordHash))) {
      throw invalidInput({ password: 'The login password is wrong' });
    }
    await this.replace(memberId, request.paymentPassword);
    return this.status(memberId);
  }

  /** A new payment password after the caller proved who it is some other way (a code). */
  async replace(memberId: number, paymentPassword: string): Promise<void> {
    await this.paymentPasswords.setHash(memberId, await this.hasher.hash(paymentPassword));
  }

  /**
   * Passes when `paymentPassword` is the member's; otherwise throws PAYMENT_PASSWORD_NOT_SET,
   * PAYMENT_PASSWORD_WRONG (value: attemptsLeft) or PAYMENT_PASSWORD_LOCKED (value: lockedUntil).
   */
  async verify(memberId: number, paymentPassword: string): Promise<void> {
    const row = await this.paymentPasswords.find(memberId);
    if (!row?.hash) {
      throw new AppError('PAYMENT_PASSWORD_NOT_SET', 'Set a payment password first');
    }
    const now = new Date(this.clock.now());
    const reserved = await this.paymentPasswords.reserveTry(memberId, now);
    if (!reserved) {
      const current = await this.paymentPasswords.find(memberId);
      if (current?.lockedUntil && current.lockedUntil > now) throw locked(current.lockedUntil);
      // Not locked: the last tries are all still being checked (a burst of parallel requests).
      throw new AppError(
        'TOO_MANY_REQUESTS',
        'Too many payment password checks at once, please try again',
      );
    }
    if (await this.hasher.verify(paymentPassword, row.hash)) {
      await this.paymentPasswords.clearFailures(memberId);
      return;
    }
    const attemptsLeft = PAYMENT_PASSWORD_LOCK.failures - reserved.failures;
    if (attemptsLeft > 0) {
      throw new AppError('PAYMENT_PASSWORD_WRONG', 'The payment password is wrong', {
        attemptsLeft,
      });
    }
    const until = new Date(now.getTime() + LOCK_MS);
    await this.paymentPasswords.lockWhenExhausted(memberId, until);
    throw locked(until);
  }
}

/** The rule of a new payment password and its confirmation (shared by set and reset). */
export function checkNewPaymentPassword(paymentPassword: string, confirmation: string): void {
  if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) {
    throw invalidInput({ paymentPassword: 'The payment password is 6 digits' });
  }
  if (confirmation !== paymentPassword) {
    throw invalidInput({ confirmPaymentPassword: 'The two inputs do not match' });
  }
}

function locked(until: Date): AppError {
  return new AppError(
    'PAYMENT_PASSWORD_LOCKED',
    `Too many wrong payment passwords; try again after ${until.toISOString()}`,
    { lockedUntil: until.toISOString() },
  );
}
