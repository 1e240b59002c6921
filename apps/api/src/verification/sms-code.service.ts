import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language, type SmsCodeValue } from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { SMS_PROVIDER, type SmsProvider } from '../messaging/message-providers.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { normalisePhone, toE164, type PhoneNumber } from './phone-number.js';
import { verificationCodeText } from './sms-code-text.js';

/** What a code was sent for: 'NO_LOGIN' (SMS login, reset by phone) or 'REGISTER'. */
export type SmsPurpose = 'NO_LOGIN' | 'REGISTER';

const SMS_CODE_EXPIRED_MINUTES = 5;
const CODE_TTL_MS = SMS_CODE_EXPIRED_MINUTES * 60_000;
// A code is kept past its expiry so a late entry reads "expired" rather than "invalid".
const RECORD_TTL_MS = 60 * 60_000;
const MAX_WRONG_ATTEMPTS = 5;
const RESEND_INTERVAL_MS = 60_000;
const HOUR_MS = 60 * 60_000;
const PER_NUMBER_PER_HOUR = 5;
const PER_ADDRESS_PER_HOUR = 20;

export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

interface StoredCode {
  /** Names this issue of a code, for its attempt counter and used marker. */
  id: string;
  salt: string;
  hash: string;
  expiresAt: number;
}

export interface SmsSendOptions {
  /** The language of the text; MS by default. */
  language?: Language;
  /**
   * False when the number belongs to nobody: everything happens (throttles, a stored code) and
   * the answer is the same, but no SMS leaves, so the answer tells nothing about accounts.
   */
  deliver?: boolean;
}

/**
 * Six-digit SMS codes: from a secure generator, stored only as a salted hash, bound to the
 * number and purpose, valid five minutes, single-use, void after five wrong attempts. Sending
 * is throttled per number and per client address.
 */
@Injectable()
export class SmsCodeService {
  constructor(
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    private readonly limiter: RateLimiter,
  ) {}

  async send(
    purpose: SmsPurpose,
    countryDialingCode: string,
    mobile: string,
    clientIp: string,
    options: SmsSendOptions = {},
  ): Promise<SmsCodeValue> {
    const phone = normalisePhone(countryDialingCode, mobile);
    if (!phone) throw invalidInput({ mobileNum: PHONE_INVALID_MESSAGE });
    await this.throttle(phone, clientIp);

    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const salt = randomBytes(16).toString('hex');
    const stored: StoredCode = {
      id: randomUUID(),
      salt,
      hash: hashCode(salt, code),
      expiresAt: Date.now() + CODE_TTL_MS,
    };
    // A new code replaces the previous one for this number and purpose.
    await this.store.set(codeKey(purpose, phone), JSON.stringify(stored), RECORD_TTL_MS);
    if (options.deliver !== false) {
      const language = options.language ?? DEFAULT_LANGUAGE;
      await this.sms.send(
        toE164(phone),
        verificationCodeText(code, SMS_CODE_EXPIRED_MINUTES, language),
      );
    }
    return { expiredMinutes: SMS_CODE_EXPIRED_MINUTES };
  }

  /** Accepts the code once; throws SMS_CODE_INVALID or SMS_CODE_EXPIRED otherwise. */
  async verify(
    purpose: SmsPurpose,
    countryDialingCode: string,
    mobile: string,
    code: string,
  ): Promise<void> {
    const phone = normalisePhone(countryDialingCode, mobile);
    const raw = phone ? await this.store.get(codeKey(purpose, phone)) : null;
    if (raw === null) throw invalidCode();
    const stored = JSON.parse(raw) as StoredCode;
    if (stored.expiresAt <= Date.now()) throw expiredCode();

    // Every attempt is counted before comparing, so parallel guesses cannot pass the limit.
    const { count } = await this.store.increment(`sms-code:tries:${stored.id}`, RECORD_TTL_MS);
    if (count > MAX_WRONG_ATTEMPTS) throw expiredCode();
    if (!matches(stored, code.trim())) {
      throw count === MAX_WRONG_ATTEMPTS ? expiredCode() : invalidCode();
    }
    const firstUse = await this.store.setIfAbsent(`sms-code:used:${stored.id}`, '1', RECORD_TTL_MS);
    if (!firstUse) throw invalidCode();
  }

  private async throttle(phone: PhoneNumber, clientIp: string): Promise<void> {
    const number = toE164(phone);
    const resendAllowed = await this.store.setIfAbsent(
      `sms-code:resend:${number}`,
      '1',
      RESEND_INTERVAL_MS,
    );
    if (!resendAllowed) throw tooManyRequests();
    const [byNumber, byAddress] = await Promise.all([
      this.limiter.hit('sms-number', number, { limit: PER_NUMBER_PER_HOUR, windowMs: HOUR_MS }),
      this.limiter.hit('sms-address', clientIp, { limit: PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS }),
    ]);
    if (!byNumber.allowed || !byAddress.allowed) throw tooManyRequests();
  }
}

function codeKey(purpose: SmsPurpose, phone: PhoneNumber): string {
  return `sms-code:${purpose}:${phone.countryDialingCode}:${phone.mobileNum}`;
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

function tooManyRequests(): AppError {
  return new AppError('SMS_TOO_MANY_REQUESTS', 'Too many requests, please retry after 5 minutes', {
    retryAfterSeconds: 300,
  });
}
