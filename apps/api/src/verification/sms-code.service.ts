import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language, type SmsCodeValue } from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { normalisePhone, toE164, type PhoneNumber } from './phone-number.js';
import {
  CODE_EXPIRED_MINUTES,
  tooManyCodeRequests,
  VerificationCodes,
} from './verification-codes.js';

/** What a code was sent for: 'NO_LOGIN' (SMS login, reset by phone) or 'REGISTER'. */
export type SmsPurpose = 'NO_LOGIN' | 'REGISTER';

const RESEND_INTERVAL_MS = 60_000;
const HOUR_MS = 60 * 60_000;
const PER_NUMBER_PER_HOUR = 5;
const PER_ADDRESS_PER_HOUR = 20;

export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

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
 * SMS codes for visitors (VerificationCodes: six digits, five minutes, single-use), bound to the
 * number and purpose. Sending is throttled per number and per client address.
 */
@Injectable()
export class SmsCodeService {
  constructor(
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    private readonly codes: VerificationCodes,
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

    // A new code replaces the previous one for this number and purpose.
    await this.codes.send(
      codeKey(purpose, phone),
      options.deliver === false
        ? null
        : { channel: 'SMS', to: toE164(phone), language: options.language ?? DEFAULT_LANGUAGE },
    );
    return { expiredMinutes: CODE_EXPIRED_MINUTES };
  }

  /** Accepts the code once; throws SMS_CODE_INVALID or SMS_CODE_EXPIRED otherwise. */
  async verify(
    purpose: SmsPurpose,
    countryDialingCode: string,
    mobile: string,
    code: string,
  ): Promise<void> {
    const phone = normalisePhone(countryDialingCode, mobile);
    if (!phone) throw new AppError('SMS_CODE_INVALID', 'Invalid verification code');
    await this.codes.verify(codeKey(purpose, phone), code);
  }

  private async throttle(phone: PhoneNumber, clientIp: string): Promise<void> {
    const number = toE164(phone);
    const resendAllowed = await this.store.setIfAbsent(
      `sms-code:resend:${number}`,
      '1',
      RESEND_INTERVAL_MS,
    );
    if (!resendAllowed) throw tooManyCodeRequests();
    const [byNumber, byAddress] = await Promise.all([
      this.limiter.hit('sms-number', number, { limit: PER_NUMBER_PER_HOUR, windowMs: HOUR_MS }),
      this.limiter.hit('sms-address', clientIp, { limit: PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS }),
    ]);
    if (!byNumber.allowed || !byAddress.allowed) throw tooManyCodeRequests();
  }
}

function codeKey(purpose: SmsPurpose, phone: PhoneNumber): string {
  return `sms-code:${purpose}:${phone.countryDialingCode}:${phone.mobileNum}`;
}
