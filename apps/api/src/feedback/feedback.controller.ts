import { Controller, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_FIELDS,
  FEEDBACK_IMAGE_MAX_MEGABYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_QUESTION_TYPES,
  type FeedbackEntry,
  type FeedbackPage,
} from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_LIMIT_BYTES } from '../common/request-size.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { UploadStore } from '../uploads/upload-store.js';
import { FeedbackImageParamsDto } from './dto/feedback-image.params.js';
import { FeedbackPageQueryDto } from './dto/feedback-page.query.js';
import { FEEDBACK_REQUEST_MAX_BYTES, readFeedbackForm } from './feedback-form.js';
import { FeedbackService } from './feedback.service.js';

@ApiTags('feedback')
@Controller('wps/feedback')
export class FeedbackController {
  constructor(
    private readonly feedback: FeedbackService,
    private readonly uploads: UploadStore,
  ) {}

  @Put()
  @RouteConfig({ [REQUEST_LIMIT_BYTES]: FEEDBACK_REQUEST_MAX_BYTES })
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: `Sends feedback: a question type, ${FEEDBACK_CONTENT_LENGTH.min}-${FEEDBACK_CONTENT_LENGTH.max} characters and up to ${FEEDBACK_MAX_IMAGES} PNG or JPG images under ${FEEDBACK_IMAGE_MAX_MEGABYTES} MB each (typed from their bytes)`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [FEEDBACK_FIELDS.questionType, FEEDBACK_FIELDS.content],
      properties: {
        [FEEDBACK_FIELDS.questionType]: { type: 'string', enum: [...FEEDBACK_QUESTION_TYPES] },
        [FEEDBACK_FIELDS.content]: {
          type: 'string',
          minLength: FEEDBACK_CONTENT_LENGTH.min,
          maxLength: FEEDBACK_CONTENT_LENGTH.max,
        },
        [FEEDBACK_FIELDS.images]: {
          type: 'array',
          maxItems: FEEDBACK_MAX_IMAGES,
          items: { type: 'string', format: 'binary' },
        },
      },
    },
  })
  async submit(
    @CurrentMember() member: AuthenticatedMember,
    @CurrentVisitor() visitor: Visitor,
    @Req() request: FastifyRequest,
  ): Promise<FeedbackEntry> {
    const form = await readFeedbackForm(request, this.uploads);
    return this.feedback.submit(member, visitor, form);
  }

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's own feedback, newest first" })
  list(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: FeedbackPageQueryDto,
  ): Promise<FeedbackPage> {
    return this.feedback.list(member, query);
  }

  @Get(':id/images/:position')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "An image of the member's own feedback, as sent (PNG or JPEG)" })
  @ApiProduces('image/png', 'image/jpeg')
  async image(
    @CurrentMember() member: AuthenticatedMember,
    @Param() params: FeedbackImageParamsDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.feedback.image(member, params.id, params.position);
    // Straight to Fastify's reply, past the JSON envelope, as the stored bytes arrive. Private: a
    // member's picture is never kept by a shared cache; it never changes under its address.
    void reply
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('content-length', image.sizeBytes)
      .type(image.mimeType)
      .send(image.body);
  }
}
