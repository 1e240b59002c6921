import { Injectable } from '@nestjs/common';
import {
  enabledWhiteLabelFlags,
  isLanguage,
  type SmsCodeValue,
  type WhiteLabelFlag,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import type { MerchantSite } from '../merchant/merchant.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { RegionService } from '../region/region.service.js';
import { toSiteInfo } from '../system/system.service.js';
import type { LoginSmsRequestDto, RegistrationSmsRequestDto } from './dto/sms-request.dto.js';
import {
  normaliseDialingCode,
  normaliseMobileNumber,
  normalisePhone,
  type PhoneNumber,
} from './phone-number.js';
import { SliderService } from './slider.service.js';
import { PHONE_INVALID_MESSAGE, SmsCodeService } from './sms-code.service.js';
import { VerificationRepository } from './verification.repository.js';
import { languageFor, type Visitor } from '../common/visitor.js';

// The SMS login and the reset by phone both verify 'NO_LOGIN' codes.
const NO_LOGIN_FLAGS: WhiteLabelFlag[] = ['MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3'];

/** The two SMS code requests of spec 1 §7, with the checks around sending a code. */
@Injectable()
export class SmsRequestService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly region: RegionService,
    private readonly slider: SliderService,
    private readonly codes: SmsCodeService,
    private readonly verification: VerificationRepository,
  ) {}

  /**
   * A code for SMS login or reset by phone. An unknown number gets the same answer as a known
   * one (same checks, same throttles) but no SMS, so the call cannot find out who has an account.
   */
  async forLogin(body: LoginSmsRequestDto, visitor: Visitor): Promise<SmsCodeValue> {
    const phone = validPhone(body.countryDialingCode, body.mobileNum, 'mobileNum');
    const site = await this.prepare(visitor, body, NO_LOGIN_FLAGS);
    const member = await this.verification.findMemberByPhone(site.id, phone);
    const language = isLanguage(member?.language)
      ? member.language
      : languageFor(visitor, site.defaultLanguage);
    return this.codes.send('NO_LOGIN', phone.countryDialingCode, phone.mobileNum, visitor.ip, {
      language,
      deliver: member !== null,
    });
  }

  /** A code for registration by mobile number; a number already registered is refused. */
  async forRegistration(body: RegistrationSmsRequestDto, visitor: Visitor): Promise<SmsCodeValue> {
    const phone = validPhone(body.countryDialingCode, body.mobileNo, 'mobileNo');
    const site = await this.prepare(visitor, body, ['REGMOBVERF3']);
    if (await this.verification.findMemberByPhone(site.id, phone)) {
      throw new AppError('MOBILE_TAKEN', 'This mobile number is already registered');
    }
    return this.codes.send('REGISTER', phone.countryDialingCode, phone.mobileNum, visitor.ip, {
      language: languageFor(visitor, site.defaultLanguage),
    });
  }

  /**
   * The checks before any code is sent: the feature is on, the visitor's region is allowed
   * (blocked regions are where SMS-pumping fraud comes from), and the slider was solved.
   */
  private async prepare(
    visitor: Visitor,
    body: LoginSmsRequestDto | RegistrationSmsRequestDto,
    anyOfFlags: WhiteLabelFlag[],
  ): Promise<MerchantSite> {
    const site = await this.merchants.siteForHost(visitor.host);
    const enabled = enabledWhiteLabelFlags(toSiteInfo(site).modules);
    if (!anyOfFlags.some((flag) => enabled.includes(flag))) {
      throw new AppError('FEATURE_DISABLED', 'SMS verification is not enabled');
    }
    this.region.assertAllowed(site, visitor.ip);
    await this.slider.require(site, body);
    return site;
  }
}

/** The normalised number, or 400 naming the field that is wrong. */
function validPhone(countryDialingCode: string, mobile: string, mobileField: string): PhoneNumber {
  const phone = normalisePhone(countryDialingCode, mobile);
  if (phone) return phone;
  const fields: Record<string, string> = {};
  if (!normaliseDialingCode(countryDialingCode)) fields.countryDialingCode = PHONE_INVALID_MESSAGE;
  // Both parts may be fine alone and too long together (E.164): then the number is named.
  if (!normaliseMobileNumber(mobile) || !fields.countryDialingCode) {
    fields[mobileField] = PHONE_INVALID_MESSAGE;
  }
  throw invalidInput(fields);
}
