import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import type { LoginPolicy } from './login-policy.js';

/** Who a password attempt counts against: an account name (existing or not) and an address. */
export interface ThrottleTarget {
  policy: LoginPolicy;
  /** From `throttleSubject`: the same account whatever the letter case or spaces typed. */
  subject: string;
  ip: string;
}

// Each lock of the same account or address within a day lasts twice the one before, up to this.
const MAX_LOCK_MS = 24 * 3_600_000;
const LOCK_LEVEL_TTL_MS = 24 * 3_600_000;

/** The subject of an account name on a site, for one way of logging in. */
export function throttleSubject(siteId: number, kind: 'username' | 'sms', name: string): string {
  return `${siteId}:${kind}:${name.trim().toLowerCase()}`;
}

/**
 * Failed password attempts (logins and password changes) slow and challenge whoever makes them:
 * a captcha after a few per account or address, then a temporary lock whose length doubles with
 * each lock in a day. A lock ends by itself (its end time is in the answer) and never shuts the
 * owner out for good: an SMS-code login counts against the phone number, not the name, and a
 * password recovery clears the account's lock.
 */
@Injectable()
export class LoginThrottle {
  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  /** Throws 429 LOGIN_LOCKED, with the lock's end time, while the account or address is locked. */
  async refuseWhileLocked({ subject, ip }: ThrottleTarget): Promise<void> {
    const [accountLock, addressLock] = await Promise.all([
      this.store.ttl(lockKey(subject)),
      this.store.ttl(lockKey(addressSubject(ip))),
    ]);
    const lockedForMs = Math.max(accountLock, addressLock);
    if (lockedForMs > 0) throw lockedError(lockedForMs);
  }

  async captchaRequired({ policy, subject, ip }: ThrottleTarget): Promise<boolean> {
    const [accountFailures, addressFailures] = await Promise.all([
      this.store.get(failureKey(subject)),
      this.store.get(failureKey(addressSubject(ip))),
    ]);
    return (
      Number(accountFailures ?? 0) >= policy.captchaAfterFailures ||
      Number(addressFailures ?? 0) >= policy.addressCaptchaAfterFailures
    );
  }

  /** Counts a failure against the account and the address, locking either at its limit. */
  async recordFailure(target: ThrottleTarget): Promise<void> {
    const { policy, subject, ip } = target;
    await Promise.all([
      this.countAgainst(subject, policy.lockoutFailures, policy),
      this.countAgainst(addressSubject(ip), policy.addressFailures, policy),
    ]);
  }

  /** Forgets an account's failures and lock: after a successful login or a recovery. */
  async clear(subject: string): Promise<void> {
    await Promise.all([
      this.store.delete(failureKey(subject)),
      this.store.delete(lockKey(subject)),
    ]);
  }

  private async countAgainst(subject: string, limit: number, policy: LoginPolicy): Promise<void> {
    const { count } = await this.store.increment(
      failureKey(subject),
      policy.lockoutWindowMinutes * 60_000,
    );
    if (count < limit) return;
    const { count: level } = await this.store.increment(lockLevelKey(subject), LOCK_LEVEL_TTL_MS);
    const lockMs = Math.min(policy.lockoutMinutes * 60_000 * 2 ** (level - 1), MAX_LOCK_MS);
    await this.store.set(lockKey(subject), '1', lockMs);
  }
}

function lockedError(lockedForMs: number): AppError {
  return new AppError('LOGIN_LOCKED', 'Too many failed attempts, please try again later', {
    retryAfterSeconds: Math.ceil(lockedForMs / 1000),
    lockedUntil: new Date(Date.now() + lockedForMs).toISOString(),
    captcha: true,
  });
}

function addressSubject(ip: string): string {
  return `address:${ip}`;
}
function failureKey(subject: string): string {
  return `login-fail:${subject}`;
}
function lockKey(subject: string): string {
  return `login-lock:${subject}`;
}
function lockLevelKey(subject: string): string {
  return `login-lock-level:${subject}`;
}
