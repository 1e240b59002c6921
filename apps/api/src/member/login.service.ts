import { Injectable } from '@nestjs/common';
import {
  DEFAULT_INITIAL_PASSWORD,
  isAgentType,
  isDemoAccount,
  type LoginResponseValue,
} from '@wps/shared-types';
import { CaptchaService } from '../captcha/captcha.service.js';
import { AppError } from '../common/app-error.js';
import { MemberRepository, type LoginMember } from './member.repository.js';
import { PasswordHasher } from './password-hasher.js';
import type { MerchantSite } from '../merchant/merchant.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { RegionService } from '../region/region.service.js';
import { normalisePhone } from '../verification/phone-number.js';
import { SliderService } from '../verification/slider.service.js';
import { SmsCodeService } from '../verification/sms-code.service.js';
import type { LoginDto } from './dto/login.dto.js';
import { loginPolicyOf } from '../session/login-policy.js';
import { LoginThrottle, throttleSubject, type ThrottleTarget } from '../session/login-throttle.js';
import { SessionService } from '../session/session.service.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import { type Visitor } from '../common/visitor.js';

const WRONG_CREDENTIALS = 'Wrong account or password';
const DEFAULT_DIALING_CODE = '+60';

/**
 * Login by username and password or by mobile number and SMS code (spec 1 §3, §4). Failures are
 * counted per account name (as typed, existing or not) and per client address by LoginThrottle:
 * a captcha after a few, then temporary locks that grow. The answer never tells whether an
 * account exists.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly members: MemberRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly slider: SliderService,
    private readonly captcha: CaptchaService,
    private readonly smsCodes: SmsCodeService,
    private readonly region: RegionService,
    private readonly throttle: LoginThrottle,
    private readonly protection: PlayerProtectionService,
  ) {}

  async login(dto: LoginDto, visitor: Visitor): Promise<LoginResponseValue> {
    const site = await this.merchants.siteForHost(visitor.host);
    const client = visitor;
    this.region.assertAllowed(site, client.ip ?? '');
    const throttle: ThrottleTarget = {
      policy: loginPolicyOf(site.settings),
      subject: throttleSubject(site.id, dto.type, dto.username),
      ip: client.ip ?? 'unknown',
    };
    await this.throttle.refuseWhileLocked(throttle);
    await this.slider.require(site, dto);
    await this.checkCaptcha(dto, visitor, throttle);

    const member =
      dto.type === 'sms'
        ? await this.verifySmsLogin(site, dto, throttle)
        : await this.verifyPasswordLogin(site, dto, throttle);
    if (member.status !== 'ACTIVE') {
      throw new AppError(
        'ACCOUNT_LOCKED',
        'Your account is locked; reset your password or contact customer service',
      );
    }
    if (dto.agentLogin) refuseOnAgentEntry(member);

    await this.throttle.clear(throttle.subject);
    await this.members.recordLoginSuccess(member.id, client.ip);
    const passwordExpired =
      dto.type === 'username' && this.passwordMustChange(site, member, dto.password);
    const session = await this.sessions.open(
      member.id,
      dto.type,
      client,
      passwordExpired,
      await this.protection.sessionEndsAt(member.id),
    );
    return { token: session.token, firstTimeLogin: member.lastLoginAt === null, passwordExpired };
  }

  private async verifyPasswordLogin(
    site: MerchantSite,
    dto: LoginDto,
    throttle: ThrottleTarget,
  ): Promise<LoginMember> {
    const member = await this.members.findForLoginByAccount(site.id, dto.username.toLowerCase());
    if (member && (await this.hasher.verify(dto.password, member.passwordHash))) {
      // A hash of another work factor than the decoy's tells by its timing that the name exists.
      if (this.hasher.needsRehash(member.passwordHash)) {
        await this.members.rehashPassword(member.id, await this.hasher.hash(dto.password));
      }
      return member;
    }
    // An unknown name costs one comparison too, at today's work factor.
    if (!member) await this.hasher.verify(dto.password, null);
    throw await this.failure(throttle, member, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
  }

  private async verifySmsLogin(
    site: MerchantSite,
    dto: LoginDto,
    throttle: ThrottleTarget,
  ): Promise<LoginMember> {
    const phone = normalisePhone(dto.countryDialingCode ?? DEFAULT_DIALING_CODE, dto.username);
    if (!phone) {
      throw new AppError('VALIDATION_FAILED', 'Please enter a valid phone number', {
        fields: { username: ['Please enter a valid phone number'] },
      });
    }
    try {
      await this.smsCodes.verify(
        'NO_LOGIN',
        phone.countryDialingCode,
        phone.mobileNum,
        dto.password,
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw await this.failure(throttle, null, error.code, error.message);
    }
    const member = await this.members.findForLoginByPhone(
      site.id,
      phone.countryDialingCode,
      phone.mobileNum,
    );
    if (!member) throw await this.failure(throttle, null, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
    return member;
  }

  private async checkCaptcha(dto: LoginDto, visitor: Visitor, throttle: ThrottleTarget) {
    if (!(await this.throttle.captchaRequired(throttle))) return;
    if (!dto.captcha) {
      throw new AppError('CAPTCHA_REQUIRED', 'Please enter the verification code', {
        captcha: true,
      });
    }
    if (!(await this.captcha.verify(visitor, dto.captcha))) {
      throw await this.failure(throttle, null, 'CAPTCHA_INVALID', 'Wrong verification code');
    }
  }

  /** Counts a failure everywhere it counts and builds the error to answer with. */
  private async failure(
    throttle: ThrottleTarget,
    member: LoginMember | null,
    code: AppError['code'],
    message: string,
  ): Promise<AppError> {
    await Promise.all([
      this.throttle.recordFailure(throttle),
      member ? this.members.recordLoginFailure(member.id) : null,
    ]);
    return new AppError(code, message, { captcha: await this.throttle.captchaRequired(throttle) });
  }

  private passwordMustChange(site: MerchantSite, member: LoginMember, password: string): boolean {
    if (password === DEFAULT_INITIAL_PASSWORD || member.mustChangePassword) return true;
    if (!site.passwordExpiryDays) return false;
    const changedAt = member.passwordChangedAt?.getTime() ?? 0;
    return Date.now() - changedAt > site.passwordExpiryDays * 86_400_000;
  }
}

/**
 * The agent page's login takes agents only: a demo or trial account (isAgent 4) is no member at
 * all, so it hears that; a member hears that it is no agent.
 */
function refuseOnAgentEntry(member: LoginMember): void {
  if (isDemoAccount(member.isAgent)) {
    throw new AppError('NOT_MEMBER', 'Non-member account unable to login');
  }
  if (!isAgentType(member.isAgent)) throw new AppError('NOT_AGENT', 'Non-agents cannot log in');
}
