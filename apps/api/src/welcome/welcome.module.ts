import { Module } from '@nestjs/common';
import { MailboxModule } from '../mailbox/mailbox.module.js';
import { SessionModule } from '../session/session.module.js';
import { WelcomeController } from './welcome.controller.js';
import { WelcomeService } from './welcome.service.js';

/** The first-login call and the welcome letter it sends. */
@Module({
  imports: [MailboxModule, SessionModule],
  controllers: [WelcomeController],
  providers: [WelcomeService],
})
export class WelcomeModule {}
