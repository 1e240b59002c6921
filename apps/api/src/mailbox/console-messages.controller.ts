import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_MESSAGE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type ConsoleMessageAudiences,
  type ConsoleMessageRow,
  type ConsolePage,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleMessagesService } from './console-messages.service.js';
import { ConsoleMessageDto, MessageIdDto } from './dto/console-message.dto.js';

/** Operators' messages to members' mailboxes (CONSOLE_MESSAGE_PATHS). */
@ApiTags('console')
@Controller(CONSOLE_MESSAGE_PATHS.messages.slice(1))
export class ConsoleMessagesController {
  constructor(private readonly messages: ConsoleMessagesService) {}

  @Get()
  @ConsoleRoute('messages.read')
  @ApiOperation({ summary: 'The messages operators sent, newest first' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleMessageRow>> {
    return this.messages.list(operator, query);
  }

  @Get('audiences')
  @ConsoleRoute('messages.read')
  @ApiOperation({ summary: 'The VIP ranks and member labels a message may go to' })
  audiences(@CurrentOperator() operator: OperatorActor): Promise<ConsoleMessageAudiences> {
    return this.messages.audiences(operator);
  }

  @Post()
  @HttpCode(200)
  @ConsoleRoute('messages.write')
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({
    summary: 'Sends a message to every member, a VIP rank, a label or one member, at once',
  })
  send(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleMessageDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<ConsoleMessageRow> {
    return this.messages.send(operator, dto, idempotencyKey);
  }

  @Delete(':id')
  @ConsoleRoute('messages.write')
  @ApiOperation({ summary: "Deletes a message from every member's mailbox" })
  delete(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: MessageIdDto,
  ): Promise<ConsoleMessageRow> {
    return this.messages.delete(operator, params.id);
  }
}
