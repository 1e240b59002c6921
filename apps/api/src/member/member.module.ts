import { Global, Module } from '@nestjs/common';
import { RegionModule } from '../region/region.module.js';
import { MemberController } from './member.controller.js';
import { MemberRepository } from './member.repository.js';
import { MemberService } from './member.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordService } from './password.service.js';
import { RegistrationService } from './registration.service.js';

/** Registration, member info and passwords; the repository and hasher serve login too. */
@Global()
@Module({
  imports: [RegionModule],
  controllers: [MemberController],
  providers: [
    MemberRepository,
    PasswordHasher,
    MemberService,
    PasswordService,
    RegistrationService,
  ],
  exports: [MemberRepository, PasswordHasher],
})
export class MemberModule {}
