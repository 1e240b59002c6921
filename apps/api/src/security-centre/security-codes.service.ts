import { Inject, Injectable } from '@nestjs/common';
import type { Language, SecurityCodeChannel, SecurityCodeValue } from '@wps/shared-types';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import {
  CODE_EXPIRED_MINUTES,
  tooManyCodeRequests,
  VerificationCodes,
} from '../verification/verification-codes.js';

/** What a member's code is for. */
export type SecurityCodePurpose = 'BIND_PHONE' | 'BIND_EMAIL' | 'PAYMENT_PASSWORD_RESET';

/** Where the code goes, and the address a bind code is bound to ('' for a reset). */
export interface SecurityCodeTarget {
  channel: SecurityCodeChannel;
  /** An E.164 number or an e-mail address. */
  to: string;
  language: Language;
  boundTo: string;
}

const RESEND_INTERVAL_MS = 60_000;
const HOUR_MS = 3_600_000;
// Per member (all purposes), per recipient (number or address) and per client address an hour.
const PER_MEMBER = { limit: 10, windowMs: HOUR_MS };
const PER_RECIPIENT = { limit: 5, windowMs: HOUR_MS };
const PER_CLIENT_ADDRESS = { limit: 20, windowMs: HOUR_MS };

/**
 * Codes a logged-in member asks for (VerificationCodes: six digits, five minutes, single-use,
 * void after five wrong tries), by SMS or e-mail: one a minute per member and purpose, and at
 * most PER_MEMBER, PER_RECIPIENT and PER_CLIENT_ADDRESS an hour, so nobody pumps messages.
 */
@Injectable()
export class SecurityCodes {
  constructor(
    private readonly codes: VerificationCodes,
    private readonly limiter: RateLimiter,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  async send(
    memberId: number,
    purpose: SecurityCodePurpose,
    target: SecurityCodeTarget,
    clientIp: string,
  ): Promise<SecurityCodeValue> {
    const resendAllowed = await this.store.setIfAbsent(
      `security-code:resend:${memberId}:${purpose}`,
      '1',
      RESEND_INTERVAL_MS,
    );
    if (!resendAllowed) throw tooManyCodeRequests();
    const counts = await Promise.all([
      this.limiter.hit('security-code-member', String(memberId), PER_MEMBER),
      this.limiter.hit('security-code-recipient', target.to, PER_RECIPIENT),
      this.limiter.hit('security-code-address', clientIp, PER_CLIENT_ADDRESS),
    ]);
    if (counts.some((count) => !count.allowed)) throw tooManyCodeRequests();
    await this.codes.send(codeKey(memberId, purpose, target.boundTo), {
      channel: target.channel,
      to: target.to,
      language: target.language,
    });
    return {
      channel: target.channel,
      expiredMinutes: CODE_EXPIRED_MINUTES,
      resendSeconds: RESEND_INTERVAL_MS / 1000,
    };
  }

  /** Accepts the code once; SMS_CODE_INVALID or SMS_CODE_EXPIRED otherwise. */
  verify(
    memberId: number,
    purpose: SecurityCodePurpose,
    boundTo: string,
    code: string,
  ): Promise<void> {
    return this.codes.verify(codeKey(memberId, purpose, boundTo), code);
  }
}

function codeKey(memberId: number, purpose: SecurityCodePurpose, boundTo: string): string {
  return `security-code:${purpose}:${memberId}:${boundTo}`;
}
