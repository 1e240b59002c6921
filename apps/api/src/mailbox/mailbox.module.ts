import { Module } from '@nestjs/common';
import { SessionModule } from '../session/session.module.js';
import { MailboxController } from './mailbox.controller.js';
import { MailboxRepository } from './mailbox.repository.js';
import { MailboxService } from './mailbox.service.js';

/** The member's mailbox; other features send messages through MailboxService.send. */
@Module({
  imports: [SessionModule],
  controllers: [MailboxController],
  providers: [MailboxRepository, MailboxService],
  exports: [MailboxService],
})
export class MailboxModule {}
