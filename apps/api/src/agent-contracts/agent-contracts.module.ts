import { Module } from '@nestjs/common';
import { AgentModule } from '../agent/agent.module.js';
import { MailboxModule } from '../mailbox/mailbox.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { SessionModule } from '../session/session.module.js';
import { AgentContractsController } from './agent-contracts.controller.js';
import { AgentContractsRepository } from './agent-contracts.repository.js';
import { AgentContractsService } from './agent-contracts.service.js';
import { ConsoleAgentContractsController } from './console-agent-contracts.controller.js';
import { ConsoleAgentContractsService } from './console-agent-contracts.service.js';
import { ContractTerms } from './contract-terms.js';

/**
 * Agent contracts (spec 2 §4): the agent centre's offers, requests and terminations, and the
 * console's top-agent terms, freezes and ends. Exports the contracts' reads for the payouts.
 */
@Module({
  imports: [AgentModule, MailboxModule, OperatorModule, SessionModule],
  controllers: [AgentContractsController, ConsoleAgentContractsController],
  providers: [
    AgentContractsRepository,
    ContractTerms,
    AgentContractsService,
    ConsoleAgentContractsService,
  ],
  exports: [AgentContractsRepository],
})
export class AgentContractsModule {}
