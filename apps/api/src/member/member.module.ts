import { Global, Module } from '@nestjs/common';
import { RegionModule } from '../region/region.module.js';
import { FreePlayService } from './free-play.service.js';
import { LoginController } from './login.controller.js';
import { LoginService } from './login.service.js';
import { MemberController } from './member.controller.js';
import { MemberRepository } from './member.repository.js';
import { MemberService } from './member.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordService } from './password.service.js';
import { RegistrationService } from './registration.service.js';

/** Registration, login and free play, member info and passwords. */
@Global()
@Module({
  imports: [RegionModule],
  controllers: [MemberController, LoginController],
  providers: [
    MemberRepository,
    PasswordHasher,
    MemberService,
    PasswordService,
    RegistrationService,
    LoginService,
    FreePlayService,
  ],
  exports: [MemberRepository, PasswordHasher],
})
export class MemberModule {}
