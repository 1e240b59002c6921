import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  DEPOSIT_CHANNEL_TYPES,
  DEPOSIT_FIELDS,
  DEPOSIT_PATHS,
  DEPOSIT_REFERENCE_MAX_LENGTH,
  DEPOSIT_REMARK_MAX_LENGTH,
  PROOF_IMAGE_MAX_COUNT,
  PROOF_IMAGE_MAX_MEGABYTES,
  type DepositChannel,
  type DepositEntry,
  type DepositPage,
} from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_LIMIT_BYTES } from '../common/request-size.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { PROOF_IMAGE_FORM_MAX_BYTES } from '../uploads/proof-image-form.js';
import { UploadStore } from '../uploads/upload-store.js';
import { readDepositForm } from './deposit-form.js';
import { DepositsService, type ProofImageFile } from './deposits.service.js';
import { DepositPageQueryDto, DepositProofParamsDto } from './dto/deposit.dto.js';

/** Streams a proof image past the JSON envelope; private, never kept by a shared cache. */
export function sendProofImage(reply: FastifyReply, image: ProofImageFile): void {
  void reply
    .header('cache-control', 'private, no-store')
    .header('content-length', image.sizeBytes)
    .type(image.mimeType)
    .send(image.body);
}

// Real accounts only, like the member centre that offers deposits (spec 1 §6).
@ApiTags('deposits')
@Controller()
export class DepositsController {
  constructor(
    private readonly deposits: DepositsService,
    private readonly uploads: UploadStore,
  ) {}

  @Get(DEPOSIT_PATHS.channels.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'The deposit channels open to the member, with today’s use' })
  channels(
    @CurrentMember() member: AuthenticatedMember,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<DepositChannel[]> {
    return this.deposits.channels(member, visitor);
  }

  @Get(DEPOSIT_PATHS.deposits.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's own deposits, newest first" })
  list(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: DepositPageQueryDto,
  ): Promise<DepositPage> {
    return this.deposits.list(member, query.pageNo, query.pageSize);
  }

  @Post(DEPOSIT_PATHS.deposits.slice(1))
  @HttpCode(200)
  @RouteConfig({ [REQUEST_LIMIT_BYTES]: PROOF_IMAGE_FORM_MAX_BYTES })
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: `Makes a deposit through a channel. Bank and e-wallet: the member's reference, 1-${PROOF_IMAGE_MAX_COUNT} PNG or JPG proofs under ${PROOF_IMAGE_MAX_MEGABYTES} MB each (typed from their bytes), a remark; online: answers the gateway's payment page`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [DEPOSIT_FIELDS.channelId, DEPOSIT_FIELDS.amount],
      properties: {
        [DEPOSIT_FIELDS.channelId]: { type: 'integer', minimum: 1 },
        [DEPOSIT_FIELDS.amount]: { type: 'string', example: '100.00' },
        [DEPOSIT_FIELDS.claimPromotion]: { type: 'string', enum: ['true', 'false'] },
        [DEPOSIT_FIELDS.reference]: { type: 'string', maxLength: DEPOSIT_REFERENCE_MAX_LENGTH },
        [DEPOSIT_FIELDS.remark]: { type: 'string', maxLength: DEPOSIT_REMARK_MAX_LENGTH },
        [DEPOSIT_FIELDS.images]: {
          type: 'array',
          maxItems: PROOF_IMAGE_MAX_COUNT,
          items: { type: 'string', format: 'binary' },
          description: `Not for ${DEPOSIT_CHANNEL_TYPES[2]} channels`,
        },
      },
    },
  })
  async create(
    @CurrentMember() member: AuthenticatedMember,
    @CurrentVisitor() visitor: Visitor,
    @Req() request: FastifyRequest,
  ): Promise<DepositEntry> {
    const form = await readDepositForm(request, this.uploads);
    return this.deposits.create(member, visitor, form);
  }

  @Get(`${DEPOSIT_PATHS.deposits.slice(1)}/:id/${DEPOSIT_PATHS.proofs}/:position`)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "A proof image of the member's own deposit (PNG or JPEG)" })
  @ApiProduces('image/png', 'image/jpeg')
  async proof(
    @CurrentMember() member: AuthenticatedMember,
    @Param() params: DepositProofParamsDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.deposits.proof(
      { merchantId: member.merchantId, memberId: member.memberId },
      params.id,
      params.position,
    );
    sendProofImage(reply, image);
  }
}
