import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_DEPOSIT_PATHS as PATHS,
  DEPOSIT_QR_IMAGE_PATH,
  type ConsoleDepositChannel,
  type ConsoleDepositDetail,
  type ConsoleDepositPage,
  type ConsoleDepositQrImage,
} from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_LIMIT_BYTES } from '../common/request-size.js';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { PROOF_IMAGE_FORM_MAX_BYTES, readProofImageForm } from '../uploads/proof-image-form.js';
import { UploadStore } from '../uploads/upload-store.js';
import { ConsoleDepositsService } from './console-deposits.service.js';
import { sendProofImage } from './deposits.controller.js';
import {
  ConsoleDepositChannelDto,
  ConsoleDepositQueryDto,
  ConsoleDepositRejectDto,
  DepositIdParamsDto,
  DepositProofParamsDto,
} from './dto/deposit.dto.js';

const QR_IMAGE_FIELD = 'image';

/** The console's deposit queue: finance decides, every role with payments.read looks. */
@ApiTags('console')
@Controller(PATHS.deposits.slice(1))
export class ConsoleDepositsController {
  constructor(private readonly deposits: ConsoleDepositsService) {}

  @Get()
  @ConsoleRoute('payments.read')
  @ApiOperation({
    summary: 'Deposits by status, channel, member and day; newest first, with totals',
  })
  queue(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleDepositQueryDto,
  ): Promise<ConsoleDepositPage> {
    return this.deposits.queue(operator, query);
  }

  @Get(':id')
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'A deposit with its proofs' })
  detail(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: DepositIdParamsDto,
  ): Promise<ConsoleDepositDetail> {
    return this.deposits.detail(operator, params.id);
  }

  @Post(`:id/${PATHS.approve}`)
  @ConsoleRoute('payments.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approves a pending deposit: its amount (and bonus) reach MAIN, once' })
  approve(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: DepositIdParamsDto,
  ): Promise<ConsoleDepositDetail> {
    return this.deposits.approve(operator, params.id);
  }

  @Post(`:id/${PATHS.reject}`)
  @ConsoleRoute('payments.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects a pending deposit with a reason the member sees' })
  reject(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: DepositIdParamsDto,
    @Body() body: ConsoleDepositRejectDto,
  ): Promise<ConsoleDepositDetail> {
    return this.deposits.reject(operator, params.id, body.reason);
  }

  @Get(`:id/${PATHS.proofs}/:position`)
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'A proof image of a deposit (PNG or JPEG)' })
  @ApiProduces('image/png', 'image/jpeg')
  async proof(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: DepositProofParamsDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendProofImage(reply, await this.deposits.proof(operator, params.id, params.position));
  }
}

/** The console's deposit channels: payments.settings changes them, payments.read sees them. */
@ApiTags('console')
@Controller(PATHS.channels.slice(1))
export class ConsoleDepositChannelsController {
  constructor(
    private readonly deposits: ConsoleDepositsService,
    private readonly uploads: UploadStore,
  ) {}

  @Get()
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: 'Every deposit channel, in the order members see them' })
  list(@CurrentOperator() operator: OperatorActor): Promise<ConsoleDepositChannel[]> {
    return this.deposits.channels(operator);
  }

  @Post()
  @ConsoleRoute('payments.settings')
  @ApiOperation({ summary: 'Adds a deposit channel' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() body: ConsoleDepositChannelDto,
  ): Promise<ConsoleDepositChannel> {
    return this.deposits.createChannel(operator, body);
  }

  @Put(':id')
  @ConsoleRoute('payments.settings')
  @ApiOperation({ summary: 'Replaces a deposit channel (fields left out take their defaults)' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: DepositIdParamsDto,
    @Body() body: ConsoleDepositChannelDto,
  ): Promise<ConsoleDepositChannel> {
    return this.deposits.updateChannel(operator, params.id, body);
  }

  @Post('qr-images')
  @RouteConfig({ [REQUEST_LIMIT_BYTES]: PROOF_IMAGE_FORM_MAX_BYTES })
  @ConsoleRoute('payments.settings')
  @ApiOperation({
    summary: `Uploads a channel's QR picture (PNG or JPG by its bytes, under 5 MB); answers ${DEPOSIT_QR_IMAGE_PATH}/<name>`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [QR_IMAGE_FIELD],
      properties: { [QR_IMAGE_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  async uploadQr(
    @CurrentOperator() operator: OperatorActor,
    @Req() request: FastifyRequest,
  ): Promise<ConsoleDepositQrImage> {
    const form = await readProofImageForm<never>(request, this.uploads, {
      textFields: [],
      imagesField: QR_IMAGE_FIELD,
      what: 'the picture',
    });
    return this.deposits.uploadQrImage(operator, form, QR_IMAGE_FIELD);
  }
}

/** Channels' QR pictures, for everybody: the deposit page shows them to members. */
@ApiTags('media')
@Controller(DEPOSIT_QR_IMAGE_PATH.slice(1))
export class DepositQrImagesController {
  constructor(private readonly deposits: ConsoleDepositsService) {}

  @Get(':file')
  @ApiOperation({ summary: "A deposit channel's QR picture" })
  @ApiProduces('image/png', 'image/jpeg')
  async image(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const image = await this.deposits.qrImage(file);
    // A kept picture never changes under its name.
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', image.sizeBytes)
      .type(image.mimeType)
      .send(image.body);
  }
}
