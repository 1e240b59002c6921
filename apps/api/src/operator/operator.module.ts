import { Module, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '../jobs/job-runner.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MemberModule } from '../member/member.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AUDIT_ANCHOR_JOB, AuditAnchorHandler } from './audit-anchor.job.js';
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
 * console route (ConsoleRoute), the audit trail of their writes and refusals, and its daily
 * anchor. Console features import this module for ConsoleRoute.
 */
@Module({
  imports: [JobsModule, MemberModule, MerchantModule, RateLimitModule],
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
    AuditAnchorHandler,
  ],
  exports: [
    OperatorSessionService,
    OperatorSignInService,
    OperatorSessionGuard,
    ConsoleRequestGuard,
    AuditTrail,
    AuditTrailInterceptor,
    MerchantModule,
  ],
})
export class OperatorModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly anchor: AuditAnchorHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(AUDIT_ANCHOR_JOB, this.anchor);
  }
}
