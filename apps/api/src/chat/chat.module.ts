import { Module } from '@nestjs/common';
import { ChatController, ChatOperatorController } from './chat.controller.js';
import { ChatGateway } from './chat.gateway.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';

/** The chat room: its socket, its history and the operator's mutes. */
@Module({
  controllers: [ChatController, ChatOperatorController],
  providers: [ChatRepository, ChatService, ChatGateway],
})
export class ChatModule {}
