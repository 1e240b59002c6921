import { DividendFreezeModule } from '../dividend-freeze/dividend-freeze.module.js';
import { PlayerProtectionModule } from '../player-protection/player-protection.module.js';
import { Module, type OnModuleInit } from '@nestjs/common';
import { BankAccountsModule } from '../bank-accounts/bank-accounts.module.js';
import { JobRunner } from '../jobs/job-runner.js';
import { FourEyesModule } from '../four-eyes/four-eyes.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { LinkedAccountsModule } from '../linked-accounts/linked-accounts.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MailboxModule } from '../mailbox/mailbox.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { PaymentPasswordModule } from '../payment-password/payment-password.module.js';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module.js';
import { TurnoverModule } from '../turnover/turnover.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AUTO_CONFIRM_JOB } from './auto-confirm.job.js';
import { AutoConfirmHandler } from './auto-confirm.handler.js';
import { ConsoleWithdrawalsController } from './console-withdrawals.controller.js';
import { ConsoleWithdrawalsService } from './console-withdrawals.service.js';
import { WithdrawalPanelRepository } from './withdrawal-panel.repository.js';
import { WithdrawalPanelService } from './withdrawal-panel.service.js';
import { WithdrawalsController } from './withdrawals.controller.js';
import { WithdrawalsRepository } from './withdrawals.repository.js';
import { WithdrawalsService } from './withdrawals.service.js';

/** Withdrawals: the member's requests and answers, the console's queue, the auto-confirm job. */
@Module({
  imports: [
    DividendFreezeModule,
    FourEyesModule,
    PlayerProtectionModule,
    BankAccountsModule,
    JobsModule,
    LedgerModule,
    LinkedAccountsModule,
    MailboxModule,
    OperatorModule,
    PaymentPasswordModule,
    PaymentSettingsModule,
    TurnoverModule,
    UploadsModule,
  ],
  controllers: [WithdrawalsController, ConsoleWithdrawalsController],
  providers: [
    WithdrawalsRepository,
    WithdrawalsService,
    ConsoleWithdrawalsService,
    WithdrawalPanelRepository,
    WithdrawalPanelService,
    AutoConfirmHandler,
  ],
})
export class WithdrawalsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobRunner,
    private readonly autoConfirm: AutoConfirmHandler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(AUTO_CONFIRM_JOB, this.autoConfirm);
  }
}
