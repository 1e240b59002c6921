import { Module } from '@nestjs/common';
import { AgentReportsModule } from '../agent-reports/agent-reports.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MemberModule } from '../member/member.module.js';
import { MemberTransfersModule } from '../member-transfers/member-transfers.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { PaymentSettingsModule } from '../payment-settings/payment-settings.module.js';
import { SessionModule } from '../session/session.module.js';
import { AgentAccountsService } from './agent-accounts.service.js';
import { AgentCentreController } from './agent-centre.controller.js';
import { AgentCentreService } from './agent-centre.service.js';
import { AgentController } from './agent.controller.js';
import { AgentSettingsRepository } from './agent-settings.repository.js';
import { AgentSettingsService } from './agent-settings.service.js';
import { AgentTeamController } from './agent-team.controller.js';
import { AgentTeamRepository } from './agent-team.repository.js';
import { AgentTeamService } from './agent-team.service.js';
import { AgentTransfersController } from './agent-transfers.controller.js';
import { AgentTransfersService } from './agent-transfers.service.js';

/**
 * The affiliate check of the register page, and the agent centre: its account, the open
 * account centre, team management and transfers to the downline (spec 2 §2, §6). Exports the
 * operator's agent settings and the team's subtree reads for the centre's other features.
 */
@Module({
  imports: [
    AgentReportsModule,
    LedgerModule,
    MemberModule,
    MemberTransfersModule,
    MerchantModule,
    PaymentSettingsModule,
    SessionModule,
  ],
  controllers: [
    AgentController,
    AgentCentreController,
    AgentTeamController,
    AgentTransfersController,
  ],
  providers: [
    AgentSettingsRepository,
    AgentSettingsService,
    AgentTeamRepository,
    AgentCentreService,
    AgentAccountsService,
    AgentTeamService,
    AgentTransfersService,
  ],
  exports: [AgentSettingsService, AgentTeamRepository],
})
export class AgentModule {}
