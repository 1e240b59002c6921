import { Inject, Injectable } from '@nestjs/common';
import {
  isBindableEmail,
  isLanguage,
  normaliseEmail,
  validateProfile,
  type BindEmailCodeRequest,
  type BindEmailRequest,
  type BindPhoneCodeRequest,
  type BindPhoneRequest,
  type Language,
  type ProfileErrors,
  type SecurityCodeValue,
  type SecurityOverview,
  type UpdateProfileRequest,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { languageFor, type Visitor } from '../common/visitor.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { PasswordService } from '../member/password.service.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { toSiteInfo } from '../system/system.service.js';
import { normalisePhone, toE164, type PhoneNumber } from '../verification/phone-number.js';
import { PHONE_INVALID_MESSAGE } from '../verification/sms-code.service.js';
import { SecurityCentreRepository, type SecurityProfileRow } from './security-centre.repository.js';
import { SecurityCodes } from './security-codes.service.js';

const EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address';

/**
 * The security centre's profile and contacts. The real name and the birthday are set once by
 * the member (then only an operator changes them); a phone number or e-mail address is bound
 * only once the member re-entered the login password and proved the new one with a code.
 */
@Injectable()
export class SecurityCentreService {
  constructor(
    private readonly repository: SecurityCentreRepository,
    private readonly codes: SecurityCodes,
    private readonly passwords: PasswordService,
    private readonly paymentPasswords: PaymentPasswordService,
    private readonly merchants: MerchantService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(member: AuthenticatedMember, visitor: Visitor): Promise<SecurityOverview> {
    const [row, site, paymentPassword] = await Promise.all([
      this.profileOf(member),
      this.merchants.siteForHost(visitor.host),
      this.paymentPasswords.status(member.memberId),
    ]);
    return {
      account: row.account,
      nickname: row.nickname,
      realName: row.payeeName,
      birthday: birthdayText(row.birthday),
      minimumAge: site.minimumAge,
      phone:
        row.countryDialingCode && row.mobileNum
          ? {
              countryDialingCode: row.countryDialingCode,
              masked: maskNumber(row.mobileNum),
              verified: row.mobileVerifiedAt !== null,
            }
          : null,
      email: row.email
        ? { masked: maskEmail(row.email), verified: row.emailVerifiedAt !== null }
        : null,
      paymentPassword,
    };
  }

  async updateProfile(
    member: AuthenticatedMember,
    request: UpdateProfileRequest,
    visitor: Visitor,
  ): Promise<SecurityOverview> {
    const site = await this.merchants.siteForHost(visitor.host);
    const errors = validateProfile(
      request,
      {
        registerRules: toSiteInfo(site).registerRules,
        minimumAge: site.minimumAge,
        today: calendarToday(this.clock.now(), site.timezone),
      },
      languageFor(visitor, site.defaultLanguage),
    );
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const change = {
      nickname: request.nickname.trim(),
      realName: request.realName?.trim() || null,
      birthday: request.birthday?.trim() || null,
    };
    if (!(await this.repository.updateProfile(member.memberId, change))) {
      const row = await this.profileOf(member);
      const setOnce: ProfileErrors = {};
      if (change.realName !== null && row.payeeName !== change.realName) {
        setOnce.realName = 'The real name is set; customer service can change it';
      }
      if (change.birthday !== null && birthdayText(row.birthday) !== change.birthday) {
        setOnce.birthday = 'The birthday is set; customer service can change it';
      }
      throw invalidInput(setOnce);
    }
    return this.overview(member, visitor);
  }

  /** After the login password, a code to the new number, which must be nobody else's. */
  async requestPhoneCode(
    member: AuthenticatedMember,
    request: BindPhoneCodeRequest,
    visitor: Visitor,
  ): Promise<SecurityCodeValue> {
    const phone = validPhone(request);
    await this.passwords.confirmLoginPassword(member, request.password, visitor);
    const taken = await this.repository.phoneTaken(
      member.merchantId,
      member.memberId,
      phone.countryDialingCode,
      phone.mobileNum,
    );
    if (taken) throw new AppError('MOBILE_TAKEN', 'This mobile number is already registered');
    return this.codes.send(
      member.memberId,
      'BIND_PHONE',
      {
        channel: 'SMS',
        to: toE164(phone),
        language: await this.languageOf(member, visitor),
        boundTo: toE164(phone),
      },
      visitor.ip,
    );
  }

  /** The code proves the number: it is bound and marked verified. */
  async bindPhone(
    member: AuthenticatedMember,
    request: BindPhoneRequest,
    visitor: Visitor,
  ): Promise<SecurityOverview> {
    const phone = validPhone(request);
    await this.codes.verify(member.memberId, 'BIND_PHONE', toE164(phone), request.code);
    await this.repository.bindPhone(
      member.memberId,
      phone.countryDialingCode,
      phone.mobileNum,
      new Date(this.clock.now()),
    );
    return this.overview(member, visitor);
  }

  async requestEmailCode(
    member: AuthenticatedMember,
    request: BindEmailCodeRequest,
    visitor: Visitor,
  ): Promise<SecurityCodeValue> {
    const email = validEmail(request.email);
    await this.passwords.confirmLoginPassword(member, request.password, visitor);
    if (await this.repository.emailTaken(member.merchantId, member.memberId, email)) {
      throw new AppError('EMAIL_TAKEN', 'This e-mail address is already registered');
    }
    return this.codes.send(
      member.memberId,
      'BIND_EMAIL',
      {
        channel: 'EMAIL',
        to: email,
        language: await this.languageOf(member, visitor),
        boundTo: email,
      },
      visitor.ip,
    );
  }

  async bindEmail(
    member: AuthenticatedMember,
    request: BindEmailRequest,
    visitor: Visitor,
  ): Promise<SecurityOverview> {
    const email = validEmail(request.email);
    await this.codes.verify(member.memberId, 'BIND_EMAIL', email, request.code);
    await this.repository.bindEmail(member.memberId, email, new Date(this.clock.now()));
    return this.overview(member, visitor);
  }

  /** The member's own language for messages sent to them, else the visitor's. */
  async languageOf(member: AuthenticatedMember, visitor: Visitor): Promise<Language> {
    const row = await this.profileOf(member);
    if (isLanguage(row.language)) return row.language;
    const site = await this.merchants.siteForHost(visitor.host);
    return languageFor(visitor, site.defaultLanguage);
  }

  /** The member's contact columns, for the payment password's reset. */
  async profileOf(member: AuthenticatedMember): Promise<SecurityProfileRow> {
    const row = await this.repository.profile(member.memberId);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in first');
    return row;
  }
}

function validPhone(request: { countryDialingCode: string; mobileNum: string }): PhoneNumber {
  const phone = normalisePhone(request.countryDialingCode, request.mobileNum);
  if (!phone) throw invalidInput({ mobileNum: PHONE_INVALID_MESSAGE });
  return phone;
}

function validEmail(email: string): string {
  if (!isBindableEmail(email)) throw invalidInput({ email: EMAIL_INVALID_MESSAGE });
  return normaliseEmail(email);
}

function birthdayText(birthday: Date | null): string | null {
  return birthday ? birthday.toISOString().slice(0, 10) : null;
}

/** All but the first two and last three digits hidden: 12****701. */
export function maskNumber(mobileNum: string): string {
  if (mobileNum.length <= 5) return `${'*'.repeat(mobileNum.length - 2)}${mobileNum.slice(-2)}`;
  return `${mobileNum.slice(0, 2)}${'*'.repeat(mobileNum.length - 5)}${mobileNum.slice(-3)}`;
}

/** The local part hidden but for its first character: d***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Today in the operator's zone, as a local calendar date (what `ageOn` counts on). */
function calendarToday(now: number, timezone: string): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: timezone })
    .format(now)
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}
