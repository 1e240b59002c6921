import { Module } from '@nestjs/common';
import { ChatController, ChatOperatorController } from './chat.controller.js';
import { ChatGateway } from './chat.gateway.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionModule } from '../session/session.module.js';

/** The chat room: its socket, its history and the operator's mutes. */
@Module({
  imports: [MerchantModule, OperatorModule, RateLimitModule, SessionModule],
  controllers: [ChatController, ChatOperatorController],
  providers: [ChatRepository, ChatService, ChatGateway],
})
export class ChatModule {}
