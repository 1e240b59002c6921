import { Module } from '@nestjs/common';
import { PlayerProtectionModule } from '../player-protection/player-protection.module.js';
import { RegionModule } from '../region/region.module.js';
import { AccountOpening } from './account-opening.js';
import { FreePlayService } from './free-play.service.js';
import { LoginController } from './login.controller.js';
import { LoginService } from './login.service.js';
import { MemberController } from './member.controller.js';
import { MemberRepository } from './member.repository.js';
import { MemberService } from './member.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordService } from './password.service.js';
import { RegistrationService } from './registration.service.js';
import { CaptchaModule } from '../captcha/captcha.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';
import { VerificationModule } from '../verification/verification.module.js';

/** Registration, login and free play, member info and passwords. */
@Module({
  imports: [
    CaptchaModule,
    MerchantModule,
    MessagingModule,
    RateLimitModule,
    SessionModule,
    PlayerProtectionModule,
    VerificationModule,
    RegionModule,
  ],
  controllers: [MemberController, LoginController],
  providers: [
    MemberRepository,
    PasswordHasher,
    MemberService,
    PasswordService,
    RegistrationService,
    AccountOpening,
    LoginService,
    FreePlayService,
  ],
  exports: [MemberRepository, PasswordHasher, PasswordService, AccountOpening],
})
export class MemberModule {}
