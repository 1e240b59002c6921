import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_INITIAL_PASSWORD,
  PASSWORD_RECOVERY_QUERY,
  PASSWORD_RECOVERY_TTL_MINUTES,
  validateField,
  validatePasswordChange,
  type LoginResponseValue,
  type PasswordRecoveryValue,
  type RegisterFieldRule,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import type { MerchantSite } from '../merchant/merchant.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { EMAIL_PROVIDER, type EmailProvider } from '../messaging/message-providers.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { loginPolicyOf } from '../session/login-policy.js';
import { LoginThrottle, throttleSubject, type ThrottleTarget } from '../session/login-throttle.js';
import { SessionService } from '../session/session.service.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { toSiteInfo } from '../system/system.service.js';
import { normalisePhone } from '../verification/phone-number.js';
import { SmsCodeService } from '../verification/sms-code.service.js';
import type {
  ChangePasswordDto,
  ForgotPasswordByEmailDto,
  ResetPasswordByEmailDto,
  ResetPasswordByPhoneDto,
} from './dto/password.dto.js';
import { MemberRepository } from './member.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { languageFor, type Visitor } from '../common/visitor.js';

// Recovery requests per client address and per account name per hour; link redemptions per
// address per hour (a token is 256 random bits: the limit only spares the store).
const RECOVERY_RULE = { limit: 5, windowMs: 3_600_000 };
const REDEEM_RULE = { limit: 20, windowMs: 3_600_000 };
const RECOVERY_TTL_MS = PASSWORD_RECOVERY_TTL_MINUTES * 60_000;

/** What a recovery link's token stands for, kept under the token's hash only. */
interface RecoveryGrant {
  memberId: number;
  siteId: number;
}

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
    private readonly throttle: LoginThrottle,
    @Inject(EMAIL_PROVIDER) private readonly email: EmailProvider,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  /** Change: the old password must match; the member's other sessions end. */
  async change(member: AuthenticatedMember, dto: ChangePasswordDto, visitor: Visitor) {
    const site = await this.merchants.siteForHost(visitor.host);
    this.checkNewPassword(site, dto, visitor);
    await this.confirmLoginPassword(member, dto.oldPassword, visitor, {
      field: 'oldPassword',
      message: 'The old password is wrong',
    });
    await this.members.setPassword(member.memberId, await this.hasher.hash(dto.newPassword), {
      mustChange: false,
      unlock: false,
    });
    await this.sessions.passwordChanged(member.sessionId);
    await this.sessions.revokeOthers(member.memberId, member.sessionId);
    return null;
  }

  /**
   * The member re-enters the login password before a sensitive change. Wrong ones count as failed
   * logins of the account (captcha, then a temporary lock), so a stolen session cannot guess it;
   * a wrong one answers 400 naming `field`.
   */
  async confirmLoginPassword(
    member: AuthenticatedMember,
    password: string,
    visitor: Visitor,
    wrong = { field: 'password', message: 'The login password is wrong' },
  ): Promise<void> {
    const site = await this.merchants.siteForHost(visitor.host);
    const account = await this.members.findForLoginById(member.memberId);
    const throttle: ThrottleTarget = {
      policy: loginPolicyOf(site.settings),
      subject: throttleSubject(site.id, 'username', account?.account ?? ''),
      ip: visitor.ip,
    };
    await this.throttle.refuseWhileLocked(throttle);
    if (!(await this.hasher.verify(password, account?.passwordHash))) {
      await this.throttle.recordFailure(throttle);
      throw invalidInput({ [wrong.field]: wrong.message });
    }
  }

  /**
   * Forgot by e-mail: when the account and address match, a single-use link valid for
   * PASSWORD_RECOVERY_TTL_MINUTES goes to that address (a new request replaces it). Nothing
   * changes until the link is used, and the answer is the same either way.
   */
  async sendByEmail(dto: ForgotPasswordByEmailDto, visitor: Visitor): Promise<null> {
    const site = await this.merchants.siteForHost(visitor.host);
    const account = dto.username.trim().toLowerCase();
    await this.rateLimiter.consume('recovery-address', visitor.ip, RECOVERY_RULE);
    await this.rateLimiter.consume('recovery-account', `${site.id}:${account}`, RECOVERY_RULE);
    const member = await this.members.findResetTarget(site.id, account);
    const matches = member?.email && member.email.toLowerCase() === dto.email.toLowerCase();
    if (!member || !matches || member.isAgent === 4) return null;
    const token = randomBytes(32).toString('base64url');
    await this.grantRecovery(token, { memberId: member.id, siteId: site.id });
    const link = `${await this.merchants.siteOrigin(site, visitor)}/?${PASSWORD_RECOVERY_QUERY}=${token}`;
    await this.email.send(
      member.email!,
      `${site.name}: password recovery`,
      `Open this link within ${PASSWORD_RECOVERY_TTL_MINUTES} minutes to choose a new password: ` +
        `${link}\nIt works once. If you did not ask for it, ignore this message: nothing has changed.`,
    );
    return null;
  }

  /**
   * Redeems a recovery link: the new password replaces the old one, every session ends, any
   * login lock on the account ends, and the member is logged in (as after a phone reset).
   */
  async resetByEmail(
    dto: ResetPasswordByEmailDto,
    visitor: Visitor,
  ): Promise<PasswordRecoveryValue> {
    const site = await this.merchants.siteForHost(visitor.host);
    await this.rateLimiter.consume('recovery-redeem', visitor.ip, REDEEM_RULE);
    this.checkNewPassword(site, dto, visitor);
    const grant = await this.takeRecovery(dto.token);
    if (!grant || grant.siteId !== site.id) {
      throw new AppError(
        'RECOVERY_LINK_INVALID',
        'This link is no longer valid; please ask for a new one',
      );
    }
    const member = await this.members.findForLoginById(grant.memberId);
    if (!member) throw new AppError('RECOVERY_LINK_INVALID', 'This link is no longer valid');
    await this.members.setPassword(member.id, await this.hasher.hash(dto.newPassword), {
      mustChange: false,
      unlock: true,
    });
    await this.throttle.clear(throttleSubject(site.id, 'username', member.account));
    await this.sessions.revokeOthers(member.id, null);
    const session = await this.sessions.open(member.id, 'username', visitor);
    return {
      token: session.token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired: false,
      account: member.account,
    };
  }

  /** Reset by phone: the SMS code proves the number; the member is logged in afterwards. */
  async resetByPhone(dto: ResetPasswordByPhoneDto, visitor: Visitor): Promise<LoginResponseValue> {
    const site = await this.merchants.siteForHost(visitor.host);
    const language = languageFor(visitor, site.defaultLanguage);
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
    await this.throttle.clear(throttleSubject(site.id, 'username', member.account));
    await this.sessions.revokeOthers(member.id, null);
    const session = await this.sessions.open(member.id, 'sms', visitor);
    return {
      token: session.token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired: false,
    };
  }

  /** The new password against the site's rule; the old one is asked for when the DTO has it. */
  private checkNewPassword(
    site: MerchantSite,
    dto: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
    visitor: Visitor,
  ): void {
    const language = languageFor(visitor, site.defaultLanguage);
    const errors = validatePasswordChange(dto, toSiteInfo(site).registerRules, language, {
      oldPasswordKnown: !('oldPassword' in dto),
    });
    if (dto.newPassword === DEFAULT_INITIAL_PASSWORD) {
      errors.newPassword = 'Choose a password other than the default one';
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  }

  private async grantRecovery(token: string, grant: RecoveryGrant): Promise<void> {
    const memberKey = `password-recovery-member:${grant.memberId}`;
    const previous = await this.store.get(memberKey);
    if (previous) await this.store.delete(recoveryKey(previous));
    const hash = tokenHash(token);
    await this.store.set(recoveryKey(hash), JSON.stringify(grant), RECOVERY_TTL_MS);
    await this.store.set(memberKey, hash, RECOVERY_TTL_MS);
  }

  private async takeRecovery(token: string): Promise<RecoveryGrant | null> {
    const stored = await this.store.take(recoveryKey(tokenHash(token)));
    return stored === null ? null : (JSON.parse(stored) as RecoveryGrant);
  }
}

// Only a hash of a link's token is stored: a read of the store gives no working link.
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function recoveryKey(hash: string): string {
  return `password-recovery:${hash}`;
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
