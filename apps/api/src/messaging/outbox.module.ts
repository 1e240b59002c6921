import { Module } from '@nestjs/common';
import { MessagingModule } from './messaging.module.js';
import { OutboxController } from './outbox.controller.js';

/** The development outbox's route (GET /wps/dev/outbox); the API leaves it out in production. */
@Module({
  imports: [MessagingModule],
  controllers: [OutboxController],
})
export class OutboxModule {}
