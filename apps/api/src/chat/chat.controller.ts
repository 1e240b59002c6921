import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_PATHS,
  type ChatHistoryPage,
  type ChatMuteAnswer,
  type ConsoleChatMuteRow,
  type ConsolePage,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { ChatService } from './chat.service.js';
import { ChatHistoryQueryDto, ChatMuteDto } from './dto/chat.dto.js';

@ApiTags('chat')
@Controller('wps/chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get('messages')
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: `The chat room's messages before a message id (the latest without one), oldest first`,
    description: `Live messages come over the WebSocket at /wps/chat/socket: send {"event":"join","data":{"token"}}, then {"event":"send","data":{"text","requestId"}}.`,
  })
  messages(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: ChatHistoryQueryDto,
  ): Promise<ChatHistoryPage> {
    return this.chat.history(member, query);
  }
}

@ApiTags('console')
@Controller(CONSOLE_PATHS.chatMutes.slice(1))
export class ChatOperatorController {
  constructor(private readonly chat: ChatService) {}

  @Get()
  @ConsoleRoute('support.read')
  @ApiOperation({ summary: 'The members muted in the chat room now, most recently muted first' })
  mutes(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleChatMuteRow>> {
    return this.chat.mutes(operator, query);
  }

  @Put(':account')
  @ConsoleRoute('support.write')
  @ApiOperation({ summary: 'Mutes a member in the chat room, for some minutes or until unmuted' })
  mute(
    @CurrentOperator() operator: OperatorActor,
    @Param('account') account: string,
    @Body() body: ChatMuteDto,
  ): Promise<ChatMuteAnswer> {
    return this.chat.mute(operator, account, body.minutes);
  }

  @Delete(':account')
  @ConsoleRoute('support.write')
  @ApiOperation({ summary: 'Lets a muted member post in the chat room again' })
  unmute(
    @CurrentOperator() operator: OperatorActor,
    @Param('account') account: string,
  ): Promise<null> {
    return this.chat.unmute(operator, account);
  }
}
