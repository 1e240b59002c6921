import { Module } from '@nestjs/common';
import { MailboxModule } from '../mailbox/mailbox.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { FeedbackInboxController } from './feedback-inbox.controller.js';
import { FeedbackInboxRepository } from './feedback-inbox.repository.js';
import { FeedbackInboxService } from './feedback-inbox.service.js';

/**
 * The console's support page: the feedback inbox (chat mutes live with the chat room); a reply
 * reaches the member's mailbox too.
 */
@Module({
  imports: [MailboxModule, OperatorModule, UploadsModule],
  controllers: [FeedbackInboxController],
  providers: [FeedbackInboxRepository, FeedbackInboxService],
})
export class ConsoleSupportModule {}
