import { Module } from '@nestjs/common';
import { MemberModule } from '../member/member.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { PaymentPasswordModule } from '../payment-password/payment-password.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { VerificationModule } from '../verification/verification.module.js';
import { MemberSessionsService } from './member-sessions.service.js';
import { PaymentPasswordResetService } from './payment-password-reset.service.js';
import { SecurityCentreController } from './security-centre.controller.js';
import { SecurityCentreRepository } from './security-centre.repository.js';
import { SecurityCentreService } from './security-centre.service.js';
import { SecurityCodes } from './security-codes.service.js';

/** The member centre's security centre, and the payment password's reset by code. */
@Module({
  imports: [
    MemberModule,
    MerchantModule,
    PaymentPasswordModule,
    RateLimitModule,
    SessionModule,
    VerificationModule,
  ],
  controllers: [SecurityCentreController],
  providers: [
    SecurityCentreRepository,
    SecurityCodes,
    SecurityCentreService,
    PaymentPasswordResetService,
    MemberSessionsService,
  ],
})
export class SecurityCentreModule {}
