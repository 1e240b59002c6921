import { Injectable } from '@nestjs/common';
import type {
  PaymentPasswordResetCodeRequest,
  PaymentPasswordResetRequest,
  PaymentPasswordStatus,
  SecurityCodeValue,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import type { Visitor } from '../common/visitor.js';
import {
  checkNewPaymentPassword,
  PaymentPasswordService,
} from '../payment-password/payment-password.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { toE164 } from '../verification/phone-number.js';
import { SecurityCentreService } from './security-centre.service.js';
import { SecurityCodes } from './security-codes.service.js';

/**
 * A forgotten payment password: a code to the member's bound and verified phone or e-mail proves
 * the member, then a new one replaces it (and its lock ends), without the login password.
 */
@Injectable()
export class PaymentPasswordResetService {
  constructor(
    private readonly securityCentre: SecurityCentreService,
    private readonly codes: SecurityCodes,
    private readonly paymentPasswords: PaymentPasswordService,
  ) {}

  async requestCode(
    member: AuthenticatedMember,
    request: PaymentPasswordResetCodeRequest,
    visitor: Visitor,
  ): Promise<SecurityCodeValue> {
    const row = await this.securityCentre.profileOf(member);
    let to: string;
    if (request.channel === 'SMS') {
      if (!row.countryDialingCode || !row.mobileNum || !row.mobileVerifiedAt) {
        throw new AppError('VERIFICATION_REQUIRED', 'Bind and verify a phone number first');
      }
      to = toE164({ countryDialingCode: row.countryDialingCode, mobileNum: row.mobileNum });
    } else {
      if (!row.email || !row.emailVerifiedAt) {
        throw new AppError('VERIFICATION_REQUIRED', 'Bind and verify an e-mail address first');
      }
      to = row.email;
    }
    return this.codes.send(
      member.memberId,
      'PAYMENT_PASSWORD_RESET',
      {
        channel: request.channel,
        to,
        language: await this.securityCentre.languageOf(member, visitor),
        boundTo: '',
      },
      visitor.ip,
    );
  }

  async reset(
    member: AuthenticatedMember,
    request: PaymentPasswordResetRequest,
  ): Promise<PaymentPasswordStatus> {
    // The new password's form first: a typing slip must not use up the code.
    checkNewPaymentPassword(request.paymentPassword, request.confirmPaymentPassword);
    await this.codes.verify(member.memberId, 'PAYMENT_PASSWORD_RESET', '', request.code);
    await this.paymentPasswords.replace(member.memberId, request.paymentPassword);
    return this.paymentPasswords.status(member.memberId);
  }
}
