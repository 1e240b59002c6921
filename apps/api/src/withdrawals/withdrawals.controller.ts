import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  PROOF_IMAGE_MAX_COUNT,
  WITHDRAWAL_REMARK_MAX_LENGTH,
  WITHDRAWAL_ACTIONS,
  WITHDRAWAL_DISPUTE_FIELDS,
  WITHDRAWAL_PATHS,
  type WithdrawalLimits,
  type WithdrawalPage,
  type WithdrawalView,
} from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_LIMIT_BYTES } from '../common/request-size.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { PROOF_IMAGE_FORM_MAX_BYTES, readProofImageForm } from '../uploads/proof-image-form.js';
import { UploadStore } from '../uploads/upload-store.js';
import {
  WithdrawalImageParamsDto,
  WithdrawalPageQueryDto,
  WithdrawalRequestDto,
} from './dto/withdrawals.dto.js';
import { sendImage } from './send-image.js';
import { WithdrawalsService } from './withdrawals.service.js';

const WITHDRAWAL_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

@ApiTags('withdrawals')
@Controller(WITHDRAWAL_PATHS.withdrawals.slice(1))
export class WithdrawalsController {
  constructor(
    private readonly withdrawals: WithdrawalsService,
    private readonly uploads: UploadStore,
  ) {}

  @Get('limits')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The operator's limits, today's use and the turnover still to wager" })
  limits(@CurrentMember() member: AuthenticatedMember): Promise<WithdrawalLimits> {
    return this.withdrawals.limits(member);
  }

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's withdrawals, newest first" })
  page(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: WithdrawalPageQueryDto,
  ): Promise<WithdrawalPage> {
    return this.withdrawals.page(member, query);
  }

  @Post()
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({ summary: 'Requests a withdrawal: the amount goes on hold at once' })
  request(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: WithdrawalRequestDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<WithdrawalView> {
    return this.withdrawals.request(member, dto, idempotencyKey);
  }

  @Post(`:id/${WITHDRAWAL_ACTIONS.received}`)
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'The member received the payout' })
  received(
    @CurrentMember() member: AuthenticatedMember,
    @Param('id', WITHDRAWAL_ID) id: number,
  ): Promise<WithdrawalView> {
    return this.withdrawals.received(member, id);
  }

  @Post(`:id/${WITHDRAWAL_ACTIONS.notReceived}`)
  @HttpCode(200)
  @RouteConfig({ [REQUEST_LIMIT_BYTES]: PROOF_IMAGE_FORM_MAX_BYTES })
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: `Not received: a remark of up to ${WITHDRAWAL_REMARK_MAX_LENGTH} characters and up to ${PROOF_IMAGE_MAX_COUNT} PNG or JPG proofs open a dispute`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [WITHDRAWAL_DISPUTE_FIELDS.remark],
      properties: {
        [WITHDRAWAL_DISPUTE_FIELDS.remark]: {
          type: 'string',
          maxLength: WITHDRAWAL_REMARK_MAX_LENGTH,
        },
        [WITHDRAWAL_DISPUTE_FIELDS.images]: {
          type: 'array',
          maxItems: PROOF_IMAGE_MAX_COUNT,
          items: { type: 'string', format: 'binary' },
        },
      },
    },
  })
  async notReceived(
    @CurrentMember() member: AuthenticatedMember,
    @CurrentVisitor() visitor: Visitor,
    @Param('id', WITHDRAWAL_ID) id: number,
    @Req() request: FastifyRequest,
  ): Promise<WithdrawalView> {
    const form = await readProofImageForm(request, this.uploads, {
      textFields: [WITHDRAWAL_DISPUTE_FIELDS.remark],
      imagesField: WITHDRAWAL_DISPUTE_FIELDS.images,
      what: 'the answer',
    });
    return this.withdrawals.notReceived(member, visitor, id, form);
  }

  @Get(`:id/${WITHDRAWAL_ACTIONS.images}/:position`)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "A proof image of the member's own withdrawal" })
  @ApiProduces('image/png', 'image/jpeg')
  async image(
    @CurrentMember() member: AuthenticatedMember,
    @Param() params: WithdrawalImageParamsDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendImage(
      reply,
      await this.withdrawals.image({ memberId: member.memberId }, params.id, params.position),
    );
  }
}
