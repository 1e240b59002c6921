import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { PhoneNumber } from './phone-number.js';

@Injectable()
export class VerificationRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The operator's member with this number, with the language an SMS to them is written in. */
  findMemberByPhone(merchantId: number, phone: PhoneNumber) {
    return this.prisma.member.findUnique({
      where: {
        merchantId_countryDialingCode_mobileNum: {
          merchantId,
          countryDialingCode: phone.countryDialingCode,
          mobileNum: phone.mobileNum,
        },
      },
      select: { id: true, language: true },
    });
  }
}
