// The member centre's security centre (securityCenter, its default page): profile, contacts bound
// by code, the payment password's reset by code, login history and sessions.
import type { Language } from './languages.js';
import type { PaymentPasswordStatus } from './payments.js';
import {
  AGE_AGREEMENT_AGE,
  DEFAULT_MINIMUM_AGE,
  REGISTRATION_MESSAGES,
  ageOn,
  defaultRegisterFieldRule,
  fillMessage,
  parseRegistrationDate,
  registerPatternFor,
  validateField,
} from './registration.js';
import type { RegisterFieldRule } from './system.js';

export const SECURITY_PATHS = {
  /** GET: SecurityOverview. */
  overview: '/wps/member/security',
  /** PUT: UpdateProfileRequest, answers SecurityOverview. */
  profile: '/wps/member/security/profile',
  /** POST: BindPhoneCodeRequest (with the login password), answers SecurityCodeValue. */
  phoneCode: '/wps/member/security/phone/code',
  /** POST: BindPhoneRequest (with the code), answers SecurityOverview. */
  phone: '/wps/member/security/phone',
  /** POST: BindEmailCodeRequest, answers SecurityCodeValue. */
  emailCode: '/wps/member/security/email/code',
  /** POST: BindEmailRequest, answers SecurityOverview. */
  email: '/wps/member/security/email',
  /** GET ?pageNo&pageSize: SecurityPage<LoginHistoryEntry>, newest first. */
  logins: '/wps/member/security/logins',
  /** GET ?pageNo&pageSize: SecurityPage<MemberSessionEntry>, the live sessions, newest first. */
  sessions: '/wps/member/security/sessions',
  /** POST: ends every other session of the member at once, answers SignOutOthersValue. */
  signOutOthers: '/wps/member/security/sessions/sign-out-others',
  /** POST: PaymentPasswordResetCodeRequest, answers SecurityCodeValue. */
  paymentPasswordResetCode: '/wps/member/payment-password/reset/code',
  /** POST: PaymentPasswordResetRequest, answers PaymentPasswordStatus. */
  paymentPasswordReset: '/wps/member/payment-password/reset',
} as const;

/** Where a code goes: the member's phone (SMS) or e-mail address. */
export const SECURITY_CODE_CHANNELS = ['SMS', 'EMAIL'] as const;
export type SecurityCodeChannel = (typeof SECURITY_CODE_CHANNELS)[number];

/** A code is six digits. */
export const SECURITY_CODE_PATTERN = /^\d{6}$/;
/** The longest e-mail address a member may bind. */
export const EMAIL_MAX_LENGTH = 100;
/** A nickname's length, in characters. */
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
export const SECURITY_PAGE_SIZE = 10;

/** A bound phone number, shown masked (the member sees it; so might someone at their screen). */
export interface BoundPhone {
  countryDialingCode: string;
  /** The number with all but its first two and last three digits hidden: 12****701. */
  masked: string;
  verified: boolean;
}

export interface BoundEmail {
  /** The address with its local part hidden but for the first character: d***@example.com. */
  masked: string;
  verified: boolean;
}

/** GET /wps/member/security. */
export interface SecurityOverview {
  account: string;
  nickname: string;
  /** The name bank accounts must match; set once by the member, then only by the operator. */
  realName: string | null;
  /** yyyy-MM-dd; set once by the member. */
  birthday: string | null;
  /** The operator's minimum age a birthday must show (at least 18). */
  minimumAge: number;
  phone: BoundPhone | null;
  email: BoundEmail | null;
  paymentPassword: PaymentPasswordStatus;
}

/**
 * The profile form: the nickname is always sent; realName and birthday only while they are unset
 * (left out or empty: unchanged; the same value again is accepted and changes nothing).
 */
export interface UpdateProfileRequest {
  nickname: string;
  realName?: string;
  birthday?: string;
}

export interface BindPhoneCodeRequest {
  /** The login password, re-entered. */
  password: string;
  countryDialingCode: string;
  mobileNum: string;
}

export interface BindPhoneRequest {
  countryDialingCode: string;
  mobileNum: string;
  code: string;
}

export interface BindEmailCodeRequest {
  password: string;
  email: string;
}

export interface BindEmailRequest {
  email: string;
  code: string;
}

/** A code went out: it works for expiredMinutes; the next may be asked after resendSeconds. */
export interface SecurityCodeValue {
  channel: SecurityCodeChannel;
  expiredMinutes: number;
  resendSeconds: number;
}

/** The code goes to the member's bound and verified phone or e-mail. */
export interface PaymentPasswordResetCodeRequest {
  channel: SecurityCodeChannel;
}

export interface PaymentPasswordResetRequest {
  code: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** One login: when, from which address, on which browser and system (null: not recognised). */
export interface LoginHistoryEntry {
  createdAt: string;
  address: string | null;
  browser: string | null;
  os: string | null;
}

/** A live session; `current` is the one asking. */
export interface MemberSessionEntry extends LoginHistoryEntry {
  current: boolean;
}

export interface SecurityPage<Row> {
  list: Row[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export interface SignOutOthersValue {
  /** How many other sessions ended. */
  signedOut: number;
}

export type ProfileField = 'nickname' | 'realName' | 'birthday';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export interface ProfileRules {
  /** The operator's registration rules: the real name follows the payeeName rule. */
  registerRules: readonly RegisterFieldRule[];
  minimumAge: number;
  /** The day ages are counted on (local calendar date). */
  today: Date;
}

const NICKNAME_RULE: RegisterFieldRule = {
  field: 'nickname',
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: NICKNAME_LENGTH.min,
  maxLength: NICKNAME_LENGTH.max,
};

/** The real name's rule: the operator's payee-name rule, always asked here. */
export function realNameRule(registerRules: readonly RegisterFieldRule[]): RegisterFieldRule {
  const found = registerRules.find((rule) => rule.field === 'payeeName');
  return { ...(found ?? defaultRegisterFieldRule('payeeName')), enabled: true, required: true };
}

/**
 * Checks the profile form as the server will: field -> message, empty when it may be saved.
 * Whether realName and birthday are still unset is the server's to check.
 */
export function validateProfile(
  request: UpdateProfileRequest,
  rules: ProfileRules,
  language: Language,
): ProfileErrors {
  const errors: ProfileErrors = {};
  const nickname = validateField(request.nickname, NICKNAME_RULE, language);
  if (!nickname.valid) errors.nickname = nickname.message;
  if ((request.realName ?? '').trim() !== '') {
    const realName = validateField(request.realName, realNameRule(rules.registerRules), language);
    if (!realName.valid) errors.realName = realName.message;
  }
  const birthdayText = (request.birthday ?? '').trim();
  if (birthdayText !== '') {
    const birthday = parseRegistrationDate(birthdayText, 11);
    const minimumAge = Math.max(rules.minimumAge || DEFAULT_MINIMUM_AGE, AGE_AGREEMENT_AGE);
    if (birthday === null) {
      errors.birthday = fillMessage(registerPatternFor(11).messages[language], {});
    } else if (ageOn(birthday, rules.today) < minimumAge) {
      errors.birthday = fillMessage(REGISTRATION_MESSAGES[language].minimumAge, {
        0: minimumAge,
      });
    }
  }
  return errors;
}

/** An e-mail address as the site keeps it: trimmed, in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether an address may be bound (the registration's e-mail pattern, at most 100 characters). */
export function isBindableEmail(email: string): boolean {
  const address = normaliseEmail(email);
  return address.length <= EMAIL_MAX_LENGTH && registerPatternFor(3).matches(address);
}
