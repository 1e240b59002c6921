import { Body, Controller, Delete, Get, Param, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChatHistoryPage, ChatMuteAnswer } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { OperatorOnly } from '../operator/operator-key.guard.js';
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

@ApiTags('operator')
@Controller('wps/operator/chat/mutes')
@OperatorOnly()
export class ChatOperatorController {
  constructor(private readonly chat: ChatService) {}

  @Put(':account')
  @ApiOperation({ summary: 'Mutes a member in the chat room, for some minutes or until unmuted' })
  mute(
    @Param('account') account: string,
    @Body() body: ChatMuteDto,
    @Req() request: FastifyRequest,
  ): Promise<ChatMuteAnswer> {
    return this.chat.mute(request.hostname, account, body.minutes);
  }

  @Delete(':account')
  @ApiOperation({ summary: 'Lets a muted member post in the chat room again' })
  unmute(@Param('account') account: string, @Req() request: FastifyRequest): Promise<null> {
    return this.chat.unmute(request.hostname, account);
  }
}
