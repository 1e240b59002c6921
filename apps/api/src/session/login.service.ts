import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_INITIAL_PASSWORD, isAgentType, type LoginResponseValue } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { CaptchaService } from '../captcha/captcha.service.js';
import { AppError } from '../common/app-error.js';
import { MemberRepository, type LoginMember } from '../member/member.repository.js';
import { PasswordHasher } from '../member/password-hasher.js';
import type { MerchantSite } from '../merchant/merchant.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { RegionService } from '../region/region.service.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { normalisePhone } from '../verification/phone-number.js';
import { SliderService } from '../verification/slider.service.js';
import { SmsCodeService } from '../verification/sms-code.service.js';
import { clientOf } from './client-context.js';
import type { LoginDto } from './dto/login.dto.js';
import { loginPolicyOf, type LoginPolicy } from './login-policy.js';
import { SessionService } from './session.service.js';

const WRONG_CREDENTIALS = 'Wrong account or password';
const DEFAULT_DIALING_CODE = '+60';

interface Throttle {
  policy: LoginPolicy;
  /** The account name as typed (existing or not), so a miss and a hit are throttled alike. */
  subject: string;
  ip: string;
}

/**
 * Login by username and password or by mobile number and SMS code (spec 1 §3, §4). Failures are
 * counted per account name and per client address: a captcha after a few, a lock-out window
 * after more, and a permanent lock after the operator's maximum of consecutive failures. The
 * answer never tells whether an account exists.
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
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  async login(dto: LoginDto, request: FastifyRequest): Promise<LoginResponseValue> {
    const site = await this.merchants.siteForHost(request.hostname);
    const client = clientOf(request);
    this.region.assertAllowed(site, client.ip ?? '');
    const throttle: Throttle = {
      policy: loginPolicyOf(site.settings),
      subject: `${site.id}:${dto.type}:${dto.username.toLowerCase()}`,
      ip: client.ip ?? 'unknown',
    };
    await this.refuseWhileLockedOut(throttle);
    await this.slider.require(site, dto);
    await this.checkCaptcha(dto, request, throttle);

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
    if (dto.agentLogin && !isAgentType(member.isAgent)) {
      throw new AppError('NOT_AGENT', 'Non-agents cannot log in');
    }

    await this.store.delete(this.failureKey(throttle.subject));
    await this.members.recordLoginSuccess(member.id, client.ip);
    const passwordExpired =
      dto.type === 'username' && this.passwordMustChange(site, member, dto.password);
    const session = await this.sessions.open(member.id, dto.type, client, passwordExpired);
    return { token: session.token, firstTimeLogin: member.lastLoginAt === null, passwordExpired };
  }

  private async verifyPasswordLogin(
    site: MerchantSite,
    dto: LoginDto,
    throttle: Throttle,
  ): Promise<LoginMember> {
    const member = await this.members.findForLoginByAccount(site.id, dto.username.toLowerCase());
    if (await this.hasher.verify(dto.password, member?.passwordHash)) return member!;
    throw await this.failure(throttle, member, 'INVALID_CREDENTIALS', WRONG_CREDENTIALS);
  }

  private async verifySmsLogin(
    site: MerchantSite,
    dto: LoginDto,
    throttle: Throttle,
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

  private async refuseWhileLockedOut({ subject, ip }: Throttle): Promise<void> {
    const [accountLock, addressLock] = await Promise.all([
      this.store.ttl(this.lockKey(subject)),
      this.store.ttl(this.addressLockKey(ip)),
    ]);
    const lockedForMs = Math.max(accountLock, addressLock);
    if (lockedForMs > 0) {
      throw new AppError('LOGIN_LOCKED', 'Too many failed logins, please try again later', {
        retryAfterSeconds: Math.ceil(lockedForMs / 1000),
        captcha: true,
      });
    }
  }

  private async checkCaptcha(dto: LoginDto, request: FastifyRequest, throttle: Throttle) {
    if (!(await this.captchaRequired(throttle))) return;
    if (!dto.captcha) {
      throw new AppError('CAPTCHA_REQUIRED', 'Please enter the verification code', {
        captcha: true,
      });
    }
    if (!(await this.captcha.verify(request, dto.captcha))) {
      throw await this.failure(throttle, null, 'CAPTCHA_INVALID', 'Wrong verification code');
    }
  }

  private async captchaRequired({ policy, subject, ip }: Throttle): Promise<boolean> {
    const [accountFailures, addressFailures] = await Promise.all([
      this.store.get(this.failureKey(subject)),
      this.store.get(this.addressFailureKey(ip)),
    ]);
    return (
      Number(accountFailures ?? 0) >= policy.captchaAfterFailures ||
      Number(addressFailures ?? 0) >= policy.addressCaptchaAfterFailures
    );
  }

  /** Counts a failure everywhere it counts and builds the error to answer with. */
  private async failure(
    throttle: Throttle,
    member: LoginMember | null,
    code: AppError['code'],
    message: string,
  ): Promise<AppError> {
    const { policy, subject, ip } = throttle;
    const windowMs = policy.lockoutWindowMinutes * 60_000;
    const lockMs = policy.lockoutMinutes * 60_000;
    const [account, address] = await Promise.all([
      this.store.increment(this.failureKey(subject), windowMs),
      this.store.increment(this.addressFailureKey(ip), windowMs),
      member ? this.members.recordLoginFailure(member.id, policy.maxConsecutiveFailures) : null,
    ]);
    if (account.count >= policy.lockoutFailures)
      await this.store.set(this.lockKey(subject), '1', lockMs);
    if (address.count >= policy.addressFailures)
      await this.store.set(this.addressLockKey(ip), '1', lockMs);
    return new AppError(code, message, { captcha: await this.captchaRequired(throttle) });
  }

  private passwordMustChange(site: MerchantSite, member: LoginMember, password: string): boolean {
    if (password === DEFAULT_INITIAL_PASSWORD || member.mustChangePassword) return true;
    if (!site.passwordExpiryDays) return false;
    const changedAt = member.passwordChangedAt?.getTime() ?? 0;
    return Date.now() - changedAt > site.passwordExpiryDays * 86_400_000;
  }

  private failureKey(subject: string) {
    return `login-fail:${subject}`;
  }
  private lockKey(subject: string) {
    return `login-lock:${subject}`;
  }
  private addressFailureKey(ip: string) {
    return `login-fail-address:${ip}`;
  }
  private addressLockKey(ip: string) {
    return `login-lock-address:${ip}`;
  }
}
