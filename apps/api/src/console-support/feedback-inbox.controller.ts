import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_FEEDBACK_PATHS as FEEDBACK,
  CONSOLE_SUPPORT_PATHS,
  type ConsoleFeedbackDetail,
  type ConsoleFeedbackRow,
  type ConsolePage,
} from '@wps/shared-types';
import type { FastifyReply } from 'fastify';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import {
  ConsoleFeedbackQueryDto,
  ConsoleFeedbackReplyDto,
  FeedbackIdDto,
  FeedbackImageDto,
} from './dto/feedback-inbox.dto.js';
import { FeedbackInboxService } from './feedback-inbox.service.js';

/** The console's support inbox: members' feedback, read, answered and closed. */
@ApiTags('console')
@Controller(CONSOLE_SUPPORT_PATHS.feedback.slice(1))
export class FeedbackInboxController {
  constructor(private readonly feedback: FeedbackInboxService) {}

  @Get()
  @ConsoleRoute('support.read')
  @ApiOperation({ summary: "Members' feedback, newest first, of one state or all" })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleFeedbackQueryDto,
  ): Promise<ConsolePage<ConsoleFeedbackRow>> {
    return this.feedback.list(operator, query);
  }

  @Get(':id')
  @ConsoleRoute('support.read')
  @ApiOperation({ summary: 'One feedback with its images and reply' })
  detail(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: FeedbackIdDto,
  ): Promise<ConsoleFeedbackDetail> {
    return this.feedback.detail(operator, params.id);
  }

  @Get(`:id/${FEEDBACK.images}/:position`)
  @ConsoleRoute('support.read')
  @ApiOperation({ summary: 'An image of a feedback, as the member sent it (PNG or JPEG)' })
  @ApiProduces('image/png', 'image/jpeg')
  async image(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: FeedbackImageDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.feedback.image(operator, params.id, params.position);
    // Straight to Fastify's reply, past the JSON envelope. A member's picture is not kept by any
    // cache, the operator's browser included: the console session may end at any time.
    void reply
      .header('cache-control', 'private, no-store')
      .header('content-length', image.sizeBytes)
      .type(image.mimeType)
      .send(image.body);
  }

  @Post(`:id/${FEEDBACK.reply}`)
  @ConsoleRoute('support.write')
  @HttpCode(200)
  @ApiOperation({ summary: "Answers a feedback: the member's feedback list shows the reply" })
  reply(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: FeedbackIdDto,
    @Body() dto: ConsoleFeedbackReplyDto,
  ): Promise<ConsoleFeedbackDetail> {
    return this.feedback.reply(operator, params.id, dto.content);
  }

  @Post(`:id/${FEEDBACK.close}`)
  @ConsoleRoute('support.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Closes a feedback; it takes no more replies' })
  close(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: FeedbackIdDto,
  ): Promise<ConsoleFeedbackDetail> {
    return this.feedback.close(operator, params.id);
  }
}
