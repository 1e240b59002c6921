import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Language, OutboxChannel } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import {
  EMAIL_PROVIDER,
  SMS_PROVIDER,
  type EmailProvider,
  type SmsProvider,
} from '../messaging/message-providers.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { verificationCodeSubject, verificationCodeText } from './sms-code-text.js';

export const CODE_EXPIRED_MINUTES = 5;
const CODE_TTL_MS = CODE_EXPIRED_MINUTES * 60_000;
// A code is kept past its expiry so a late entry reads "expired" rather than "invalid".
const RECORD_TTL_MS = 60 * 60_000;
const MAX_WRONG_ATTEMPTS = 5;

interface StoredCode {
  /** Names this issue of a code, for its attempt counter and used marker. */
  id: string;
  salt: string;
  hash: string;
  expiresAt: number;
}

/** Where a code goes: an E.164 number by SMS or an address by e-mail, in the reader's language. */
export interface CodeDelivery {
  channel: OutboxChannel;
  to: string;
  language: Language;
}

/**
 * Six-digit codes under a key the caller chooses (what the code is for and whom it binds to):
 * from a secure generator, stored only as a salted hash, valid five minutes, single-use, void
 * after five wrong attempts; a new code under a key replaces the previous one. Throttling who may
 * ask for one is the caller's.
 */
@Injectable()
export class VerificationCodes {
  constructor(
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(EMAIL_PROVIDER) private readonly email: EmailProvider,
  ) {}

  /** Stores a new code under `key` and sends it; with no delivery nothing leaves. */
  async send(key: string, delivery: CodeDelivery | null): Promise<void> {
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const stored: StoredCode = {
      id: randomUUID(),
      salt,
      hash: hashCode(salt, code),
      expiresAt: this.clock.now() + CODE_TTL_MS,
    };
    await this.store.set(key, JSON.stringify(stored), RECORD_TTL_MS);
    if (!delivery) return;
    const text = verificationCodeText(code, CODE_EXPIRED_MINUTES, delivery.language);
    if (delivery.channel === 'SMS') await this.sms.send(delivery.to, text);
    else await this.email.send(delivery.to, verificationCodeSubject(delivery.language), text);
  }

  /** Accepts the code once; throws SMS_CODE_INVALID or SMS_CODE_EXPIRED otherwise. */
  async verify(key: string, code: string): Promise<void> {
    const raw = await this.store.get(key);
    if (raw === null) throw invalidCode();
    const stored = JSON.parse(raw) as StoredCode;
    if (stored.expiresAt <= this.clock.now()) throw expiredCode();

    // Every attempt is counted before comparing, so parallel guesses cannot pass the limit.
    const { count } = await this.store.increment(
      `verification-code:tries:${stored.id}`,
      RECORD_TTL_MS,
    );
    if (count > MAX_WRONG_ATTEMPTS) throw expiredCode();
    if (!matches(stored, code.trim())) {
      throw count === MAX_WRONG_ATTEMPTS ? expiredCode() : invalidCode();
    }
    const firstUse = await this.store.setIfAbsent(
      `verification-code:used:${stored.id}`,
      '1',
      RECORD_TTL_MS,
    );
    if (!firstUse) throw invalidCode();
  }
}

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function matches(stored: StoredCode, code: string): boolean {
  const given = Buffer.from(hashCode(stored.salt, code), 'hex');
  return timingSafeEqual(given, Buffer.from(stored.hash, 'hex'));
}

function invalidCode(): AppError {
  return new AppError('SMS_CODE_INVALID', 'Invalid verification code');
}

function expiredCode(): AppError {
  return new AppError(
    'SMS_CODE_EXPIRED',
    'The verification code has expired, please request a new one',
  );
}

/** The answer to one code request too many (a number's, a member's or a client address's). */
export function tooManyCodeRequests(): AppError {
  return new AppError('SMS_TOO_MANY_REQUESTS', 'Too many requests, please retry after 5 minutes', {
    retryAfterSeconds: 300,
  });
}
