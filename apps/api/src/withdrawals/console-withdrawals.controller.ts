import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_PAYMENT_PATHS,
  CONSOLE_WITHDRAWAL_ACTIONS as ACTIONS,
  PAYOUT_REFERENCE_MAX_LENGTH,
  WITHDRAWAL_PAYOUT_FIELDS,
  type ConsoleWithdrawalPage,
  type ConsoleWithdrawalPanel,
  type ConsoleWithdrawalRow,
} from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_LIMIT_BYTES } from '../common/request-size.js';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { PROOF_IMAGE_FORM_MAX_BYTES, readProofImageForm } from '../uploads/proof-image-form.js';
import { UploadStore } from '../uploads/upload-store.js';
import { ConsoleWithdrawalsService } from './console-withdrawals.service.js';
import {
  ConsoleRejectWithdrawalDto,
  ConsoleResolveDisputeDto,
  ConsoleWithdrawalQueryDto,
  WithdrawalImageParamsDto,
} from './dto/withdrawals.dto.js';
import { sendImage } from './send-image.js';
import { WithdrawalPanelService } from './withdrawal-panel.service.js';
import { WithdrawalsService } from './withdrawals.service.js';

const WITHDRAWAL_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

@ApiTags('console')
@Controller(CONSOLE_PAYMENT_PATHS.withdrawals.slice(1))
export class ConsoleWithdrawalsController {
  constructor(
    private readonly queue: ConsoleWithdrawalsService,
    private readonly withdrawals: WithdrawalsService,
    private readonly panels: WithdrawalPanelService,
    private readonly uploads: UploadStore,
  ) {}

  @Get()
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'Withdrawals by status, member and operator days, with totals' })
  page(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleWithdrawalQueryDto,
  ): Promise<ConsoleWithdrawalPage> {
    return this.queue.queue(operator, query);
  }

  @Get(':id')
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'One withdrawal with its proofs' })
  detail(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', WITHDRAWAL_ID) id: number,
  ): Promise<ConsoleWithdrawalRow> {
    return this.queue.detail(operator, id);
  }

  @Get(`:id/${ACTIONS.panel}`)
  @ConsoleRoute('payments.read')
  @ApiOperation({
    summary:
      'The decision panel: turnover, identity, holder name, first withdrawal, linked accounts, ' +
      'recent adjustments and bonuses, deposit play and the time in the queue',
  })
  panel(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', WITHDRAWAL_ID) id: number,
  ): Promise<ConsoleWithdrawalPanel> {
    return this.panels.of(operator, id);
  }

  @Post(`:id/${ACTIONS.approve}`)
  @ConsoleRoute('payments.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approves a pending withdrawal' })
  approve(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', WITHDRAWAL_ID) id: number,
  ): Promise<ConsoleWithdrawalRow> {
    return this.queue.approve(operator, id);
  }

  @Post(`:id/${ACTIONS.reject}`)
  @ConsoleRoute('payments.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects a pending or approved withdrawal: the hold goes back' })
  reject(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', WITHDRAWAL_ID) id: number,
    @Body() dto: ConsoleRejectWithdrawalDto,
  ): Promise<ConsoleWithdrawalRow> {
    return this.queue.reject(operator, id, dto.category ?? 'OTHER', dto.reason);
  }

  @Post(`:id/${ACTIONS.pay}`)
  @ConsoleRoute('payments.write')
  @HttpCode(200)
  @RouteConfig({ [REQUEST_LIMIT_BYTES]: PROOF_IMAGE_FORM_MAX_BYTES })
  @ApiOperation({ summary: 'Marks an approved withdrawal paid, with its reference and a proof' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [WITHDRAWAL_PAYOUT_FIELDS.payoutReference],
      properties: {
        [WITHDRAWAL_PAYOUT_FIELDS.payoutReference]: {
          type: 'string',
          maxLength: PAYOUT_REFERENCE_MAX_LENGTH,
        },
        [WITHDRAWAL_PAYOUT_FIELDS.proof]: { type: 'string', format: 'binary' },
      },
    },
  })
  async pay(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', WITHDRAWAL_ID) id: number,
    @Req() request: FastifyRequest,
  ): Promise<ConsoleWithdrawalRow> {
    const form = await readProofImageForm(request, this.uploads, {
      textFields: [WITHDRAWAL_PAYOUT_FIELDS.payoutReference],
      imagesField: WITHDRAWAL_PAYOUT_FIELDS.proof,
      what: 'the payout',
    });
    return this.queue.pay(operator, id, form);
  }

  @Post(`:id/${ACTIONS.resolve}`)
  @ConsoleRoute('payments.write')
  @HttpCode(200)
  @ApiOperation({ summary: "Settles a member's dispute with a note" })
  resolve(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', WITHDRAWAL_ID) id: number,
    @Body() dto: ConsoleResolveDisputeDto,
  ): Promise<ConsoleWithdrawalRow> {
    return this.queue.resolve(operator, id, dto.note);
  }

  @Get(`:id/${ACTIONS.images}/:position`)
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'A proof image of a withdrawal' })
  @ApiProduces('image/png', 'image/jpeg')
  async image(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: WithdrawalImageParamsDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendImage(
      reply,
      await this.withdrawals.image({ merchantId: operator.merchantId }, params.id, params.position),
    );
  }
}
