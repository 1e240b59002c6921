import { Module } from '@nestjs/common';
import { OperatorModule } from '../operator/operator.module.js';
import { SessionModule } from '../session/session.module.js';
import { BroadcastsRepository } from './broadcasts.repository.js';
import { ConsoleMessagesController } from './console-messages.controller.js';
import { ConsoleMessagesService } from './console-messages.service.js';
import { MailboxController } from './mailbox.controller.js';
import { MailboxRepository } from './mailbox.repository.js';
import { MailboxService } from './mailbox.service.js';

/**
 * The member's mailbox and the console's operator messages; other features send messages
 * through MailboxService.send.
 */
@Module({
  imports: [SessionModule, OperatorModule],
  controllers: [MailboxController, ConsoleMessagesController],
  providers: [MailboxRepository, MailboxService, BroadcastsRepository, ConsoleMessagesService],
  exports: [MailboxService],
})
export class MailboxModule {}
