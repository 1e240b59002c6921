import type { Prisma } from '../generated/prisma/client.js';

/**
 * Login throttling, from the operator's settings (merchant.settings) with safe defaults:
 * captcha after 3 failures; 10 failures within 15 minutes lock the account name out for 15
 * minutes, each further lock within a day twice as long (NIST SP 800-63B 5.2.2: rate limiting
 * that never lets an attacker lock the owner out for good).
 */
export interface LoginPolicy {
  captchaAfterFailures: number;
  lockoutFailures: number;
  lockoutWindowMinutes: number;
  lockoutMinutes: number;
  /** Failures per client address within the window before every login from it needs a captcha. */
  addressCaptchaAfterFailures: number;
  /** Failures per client address within the lock-out window before the address is refused. */
  addressFailures: number;
}

const DEFAULT_POLICY: LoginPolicy = {
  captchaAfterFailures: 3,
  lockoutFailures: 10,
  lockoutWindowMinutes: 15,
  lockoutMinutes: 15,
  addressCaptchaAfterFailures: 20,
  addressFailures: 50,
};

const LIMITS: Record<keyof LoginPolicy, [number, number]> = {
  captchaAfterFailures: [0, 100],
  lockoutFailures: [1, 100],
  lockoutWindowMinutes: [1, 1440],
  lockoutMinutes: [1, 1440],
  addressCaptchaAfterFailures: [0, 10_000],
  addressFailures: [1, 10_000],
};

export function loginPolicyOf(settings: Prisma.JsonValue): LoginPolicy {
  const given =
    settings && typeof settings === 'object' && !Array.isArray(settings) ? settings : {};
  const policy = { ...DEFAULT_POLICY };
  for (const key of Object.keys(DEFAULT_POLICY) as Array<keyof LoginPolicy>) {
    const value = (given as Record<string, unknown>)[key];
    const [min, max] = LIMITS[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
      policy[key] = value;
    }
  }
  return policy;
}
