import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_INITIAL_PASSWORD,
  validateField,
  validatePasswordChange,
  type LoginResponseValue,
  type RegisterFieldRule,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../common/app-error.js';
import { requestLanguage } from '../common/request-language.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { EMAIL_PROVIDER, type EmailProvider } from '../messaging/message-providers.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { clientOf } from '../session/client-context.js';
import { SessionService } from '../session/session.service.js';
import { toSiteInfo } from '../system/system.service.js';
import { normalisePhone } from '../verification/phone-number.js';
import { SmsCodeService } from '../verification/sms-code.service.js';
import type {
  ChangePasswordDto,
  ForgotPasswordByEmailDto,
  ResetPasswordByPhoneDto,
} from './dto/password.dto.js';
import { MemberRepository } from './member.repository.js';
import { PasswordHasher } from './password-hasher.js';

// Recovery requests per client address and per account name per hour.
const RECOVERY_RULE = { limit: 5, windowMs: 3_600_000 };
const TEMPORARY_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Changing, recovering (e-mail) and resetting (phone) passwords (spec 1 §3-§5). */
@Injectable()
export class PasswordService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly members: MemberRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly smsCodes: SmsCodeService,
    private readonly rateLimiter: RateLimiter,
    @Inject(EMAIL_PROVIDER) private readonly email: EmailProvider,
  ) {}

  /** Change: the old password must match; the member's other sessions end. */
  async change(member: AuthenticatedMember, dto: ChangePasswordDto, request: FastifyRequest) {
    const site = await this.merchants.siteForHost(request.hostname);
    const language = requestLanguage(request, site.defaultLanguage);
    const errors = validatePasswordChange(dto, toSiteInfo(site).registerRules, language);
    if (dto.newPassword === DEFAULT_INITIAL_PASSWORD) {
      errors.newPassword = 'Choose a password other than the default one';
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    const account = await this.members.findForLoginById(member.memberId);
    if (!(await this.hasher.verify(dto.oldPassword, account?.passwordHash))) {
      throw invalidInput({ oldPassword: 'The old password is wrong' });
    }
    await this.members.setPassword(member.memberId, await this.hasher.hash(dto.newPassword), {
      mustChange: false,
      unlock: false,
    });
    await this.sessions.passwordChanged(member.sessionId);
    await this.sessions.revokeOthers(member.memberId, member.sessionId);
    return null;
  }

  /**
   * Forgot by e-mail: when the account and address match, a temporary password goes to that
   * address and must be changed at the next login. The answer is the same either way.
   */
  async sendByEmail(dto: ForgotPasswordByEmailDto, request: FastifyRequest): Promise<null> {
    const site = await this.merchants.siteForHost(request.hostname);
    await this.rateLimiter.consume(
      'recovery-address',
      clientOf(request).ip ?? 'unknown',
      RECOVERY_RULE,
    );
    await this.rateLimiter.consume('recovery-account', `${site.id}:${dto.username}`, RECOVERY_RULE);
    const member = await this.members.findResetTarget(site.id, dto.username.toLowerCase());
    const matches = member?.email && member.email.toLowerCase() === dto.email.toLowerCase();
    if (!member || !matches || member.isAgent === 4) return null;
    const temporary = Array.from({ length: 10 }, (_, index) =>
      index === 9
        ? String(randomInt(10))
        : TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)],
    ).join('');
    await this.members.setPassword(member.id, await this.hasher.hash(temporary), {
      mustChange: true,
      unlock: false,
    });
    await this.sessions.revokeOthers(member.id, null);
    await this.email.send(
      member.email!,
      `${site.name}: password recovery`,
      `Your temporary password is ${temporary}. Log in with it and choose a new password.`,
    );
    return null;
  }

  /** Reset by phone: the SMS code proves the number; the member is logged in afterwards. */
  async resetByPhone(
    dto: ResetPasswordByPhoneDto,
    request: FastifyRequest,
  ): Promise<LoginResponseValue> {
    const site = await this.merchants.siteForHost(request.hostname);
    const language = requestLanguage(request, site.defaultLanguage);
    const phone = normalisePhone(dto.countryDialingCode ?? '+60', dto.mobileNum);
    if (!phone) throw invalidInput({ mobileNum: 'Please enter a valid phone number' });
    const rule = passwordRule(toSiteInfo(site).registerRules);
    const check = validateField(dto.newPassword, rule, language);
    if (!check.valid) throw invalidInput({ newPassword: check.message });
    await this.smsCodes.verify(
      'NO_LOGIN',
      phone.countryDialingCode,
      phone.mobileNum,
      dto.verificationCode,
    );
    const member = await this.members.findForLoginByPhone(
      site.id,
      phone.countryDialingCode,
      phone.mobileNum,
    );
    if (!member) throw new AppError('SMS_CODE_INVALID', 'Invalid verification code');
    await this.members.setPassword(member.id, await this.hasher.hash(dto.newPassword), {
      mustChange: false,
      unlock: true,
    });
    await this.sessions.revokeOthers(member.id, null);
    const session = await this.sessions.open(member.id, 'sms', clientOf(request));
    return {
      token: session.token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired: false,
    };
  }
}

function passwordRule(rules: readonly RegisterFieldRule[]): RegisterFieldRule {
  const found = rules.find((rule) => rule.field === 'password');
  return {
    ...(found ?? {
      field: 'password',
      acceptedPattern: 'patternId',
      patternId: 5,
      minLength: 6,
      maxLength: 20,
    }),
    enabled: true,
    required: true,
  };
}
