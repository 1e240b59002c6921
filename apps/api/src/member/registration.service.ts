import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  enabledWhiteLabelFlags,
  isAgentType,
  normaliseEmail,
  validateRegistration,
  type LoginResponseValue,
  type RegistrationErrors,
  type RegistrationType,
} from '@wps/shared-types';
import { CaptchaService } from '../captcha/captcha.service.js';
import { AppError, invalidInput } from '../common/app-error.js';
import type { MerchantSite } from '../merchant/merchant.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { RegionService } from '../region/region.service.js';
import { SessionService } from '../session/session.service.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import { toSiteInfo } from '../system/system.service.js';
import { normalisePhone } from '../verification/phone-number.js';
import { SliderService } from '../verification/slider.service.js';
import { SmsCodeService } from '../verification/sms-code.service.js';
import type { RegisterDto } from './dto/register.dto.js';
import { MemberRepository } from './member.repository.js';
import {
  AccountOpening,
  placementUnder,
  TOP_PLACEMENT,
  type Placement,
} from './account-opening.js';
import { PasswordHasher } from './password-hasher.js';
import { languageFor, type Visitor } from '../common/visitor.js';

interface Upline extends Placement {
  referrerId: number | null;
}

/** Registration by username or by mobile number (spec 1 §3-§5), which logs the member in. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly members: MemberRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly slider: SliderService,
    private readonly captcha: CaptchaService,
    private readonly smsCodes: SmsCodeService,
    private readonly region: RegionService,
    private readonly protection: PlayerProtectionService,
    private readonly accounts: AccountOpening,
  ) {}

  async register(
    type: RegistrationType,
    dto: RegisterDto,
    visitor: Visitor,
  ): Promise<LoginResponseValue> {
    const site = await this.merchants.siteForHost(visitor.host);
    const info = toSiteInfo(site);
    const flags = enabledWhiteLabelFlags(info.modules);
    if (!flags.includes(type === 'registerMobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3')) {
      throw new AppError('FEATURE_DISABLED', 'This registration method is not enabled');
    }
    this.region.assertAllowed(site, visitor.ip);
    const language = languageFor(visitor, site.defaultLanguage);
    refuseInvalid(
      validateRegistration(dto, info.registerRules, language, {
        registrationType: type,
        enabledFlags: flags,
        minimumAge: site.minimumAge,
      }),
    );
    await this.slider.require(site, dto);
    const captchaAsked = info.registerRules.some(
      (rule) => rule.field === 'captcha' && rule.enabled,
    );
    if (captchaAsked && !(await this.captcha.verify(visitor, dto.captcha))) {
      throw new AppError('CAPTCHA_INVALID', 'Wrong verification code', { captcha: true });
    }
    const phone = this.phoneOf(dto);
    const phoneVerified = flags.includes('REGMOBVERF3');
    if (phone && phoneVerified) {
      await this.smsCodes.verify(
        'REGISTER',
        phone.countryDialingCode,
        phone.mobileNum,
        dto.verificationCode,
      );
    }
    await this.protection.assertMayRegister(site.id, {
      email: dto.email ? normaliseEmail(dto.email) : null,
      mobileNum: phone?.mobileNum ?? null,
      idNumber: dto.idNumber || null,
    });
    const upline = await this.uplineOf(site, dto);
    // Account names are case-insensitive: stored in lower case, looked up in lower case.
    const account = type === 'registerMobile' ? phone!.mobileNum : dto.username.toLowerCase();
    // Mobile registration without a password (MOBILENUMPASSREG3 off): the member logs in by SMS.
    const password = dto.password || randomBytes(24).toString('base64url');
    const client = visitor;
    const memberId = await this.accounts.create({
      merchantId: site.id,
      account,
      nickname: account,
      passwordHash: await this.hasher.hash(password),
      paymentPasswordHash: dto.paymentPassword ? await this.hasher.hash(dto.paymentPassword) : null,
      language,
      payeeName: dto.payeeName || null,
      email: dto.email ? normaliseEmail(dto.email) : null,
      countryDialingCode: phone?.countryDialingCode ?? null,
      mobileNum: phone?.mobileNum ?? null,
      // The registration's SMS code proved the number.
      mobileVerifiedAt: phone && phoneVerified ? new Date() : null,
      qqNum: dto.qqNum || null,
      line: dto.line || null,
      whatsapp: dto.whatsapp || null,
      facebook: dto.facebook || null,
      wechat: dto.wechat || null,
      idNumber: dto.idNumber || null,
      birthday: dto.birthday ? new Date(`${toIsoDate(dto.birthday)}T00:00:00Z`) : null,
      registerMethod: dto.registerMethod,
      registerDomain: (dto.domain || visitor.host).slice(0, 255),
      registerIp: client.ip,
      registerDevice: client.device,
      passwordChangedAt: new Date(),
      lastLoginAt: new Date(),
      lastLoginIp: client.ip,
      vipRankId: await this.accounts.entryRankId(site.id),
      ...upline,
    });
    const session = await this.sessions.open(memberId, 'register', client);
    return { token: session.token, firstTimeLogin: true, passwordExpired: false };
  }

  private phoneOf(dto: RegisterDto) {
    if (!dto.mobileNum) return null;
    const phone = normalisePhone(dto.countryDialingCode || '+60', dto.mobileNum);
    if (!phone) throw invalidInput({ mobileNum: 'Please enter a valid phone number' });
    return phone;
  }

  /**
   * The affiliate code names an agent (the upline); a referral code names an agent (upline too)
   * or a member (the referrer). A code that names nobody is refused.
   */
  private async uplineOf(site: MerchantSite, dto: RegisterDto): Promise<Upline> {
    const placement: Upline = { ...TOP_PLACEMENT, referrerId: null };
    for (const code of [dto.affiliateCode, dto.referralCode]) {
      if (!code) continue;
      const owner = await this.members.findByInvitationCode(site.id, code.toUpperCase());
      if (!owner || (code === dto.affiliateCode && !isAgentType(owner.isAgent))) {
        throw new AppError('INVITATION_CODE_INVALID', 'invitation_code_error', {
          fields: {
            [code === dto.affiliateCode ? 'affiliateCode' : 'referralCode']: [
              'invitation_code_error',
            ],
          },
        });
      }
      if (isAgentType(owner.isAgent) && placement.uplineId === null) {
        Object.assign(placement, placementUnder(owner));
      } else if (!isAgentType(owner.isAgent)) {
        placement.referrerId = owner.id;
      }
    }
    return placement;
  }
}

function refuseInvalid(errors: RegistrationErrors): void {
  if (Object.values(errors).some(Boolean)) throw invalidInput(errors);
}

/** yyyy-MM-dd from either accepted birthday format (pattern 11 yyyy-MM-dd, 13 MM-dd-yyyy). */
function toIsoDate(text: string): string {
  const monthFirst = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  return monthFirst ? `${monthFirst[3]}-${monthFirst[1]}-${monthFirst[2]}` : text;
}
