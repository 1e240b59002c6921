import { Module } from '@nestjs/common';
import { AgentModule } from '../agent/agent.module.js';
import { AgentReportsModule } from '../agent-reports/agent-reports.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { AgentSettingsController } from './agent-settings.controller.js';
import { AgentTreeController } from './agent-tree.controller.js';
import { AgentTreeRepository } from './agent-tree.repository.js';
import { AgentTreeService } from './agent-tree.service.js';

/** The operator console's agent pages: the agent settings and the site's agent tree. */
@Module({
  imports: [AgentModule, AgentReportsModule, OperatorModule, MerchantModule],
  controllers: [AgentSettingsController, AgentTreeController],
  providers: [AgentTreeRepository, AgentTreeService],
})
export class ConsoleAgentsModule {}
