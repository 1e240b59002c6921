import { Module } from '@nestjs/common';
import { MemberModule } from '../member/member.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AuditTrail, AuditTrailInterceptor } from './audit-trail.js';
import { ConsoleRequestGuard, OperatorSessionGuard } from './console-route.js';
import { OperatorAccountRepository } from './operator-account.repository.js';
import { OperatorAccountsController } from './operator-accounts.controller.js';
import { OperatorAccountsService } from './operator-accounts.service.js';
import { OperatorAuditController } from './operator-audit.controller.js';
import { OperatorAuthController } from './operator-auth.controller.js';
import { OperatorSessionService } from './operator-session.service.js';
import { OperatorSignInService } from './operator-sign-in.service.js';

/**
 * Operators: their accounts, two-factor sign-in, console sessions, the role check of every
 * console route (ConsoleRoute) and the audit trail of their writes. Console features import this
 * module for ConsoleRoute.
 */
@Module({
  imports: [MemberModule, MerchantModule, RateLimitModule],
  controllers: [OperatorAuthController, OperatorAuditController, OperatorAccountsController],
  providers: [
    OperatorAccountRepository,
    OperatorSessionService,
    OperatorSignInService,
    OperatorAccountsService,
    OperatorSessionGuard,
    ConsoleRequestGuard,
    AuditTrail,
    AuditTrailInterceptor,
  ],
  exports: [
    OperatorSessionService,
    OperatorSessionGuard,
    ConsoleRequestGuard,
    AuditTrail,
    AuditTrailInterceptor,
    MerchantModule,
  ],
})
export class OperatorModule {}
