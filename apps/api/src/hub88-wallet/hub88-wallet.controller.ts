import { Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  HUB88_SIGNATURE_HEADER,
  HUB88_WALLET_BASE_PATH,
  HUB88_WALLET_OPERATIONS,
  type Hub88WalletOperation,
  type Hub88WalletResponse,
} from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VendorCredentialsRepository } from '../vendor-credentials/vendor-credentials.repository.js';
import { WalletRepository } from '../wallet/wallet.repository.js';
import { isHub88SignatureValid } from './hub88-signature.js';
import { parseHub88Request, requestUuidOf, userOf } from './hub88-request.js';
import { Hub88WalletService } from './hub88-wallet.service.js';

type Hub88HttpRequest = RawBodyRequest<FastifyRequest>;

const route = (operation: Hub88WalletOperation) =>
  `${HUB88_WALLET_BASE_PATH.slice(1)}/:vendorCode${HUB88_WALLET_OPERATIONS[operation]}`;

/**
 * Hub88's operator Wallet API for one vendor (the path names it): every answer is HTTP 200 with
 * the status in the body, Hub88's bare answer rather than the site's envelope (hence @Res). The body is read here, not by the global ValidationPipe (which refuses
 * unknown fields, where Hub88 wants them ignored), and the signature is checked with that
 * vendor's public key before anything else.
 */
@ApiTags('seamless wallet')
@ApiHeader({
  name: HUB88_SIGNATURE_HEADER,
  required: true,
  description: "base64 RSA-SHA256 of the body, with the vendor's private key",
})
// A vendor settles every player's rounds from a few addresses; the signature keeps strangers out.
@SkipThrottle()
@Controller()
export class Hub88WalletController {
  constructor(
    private readonly hub88: Hub88WalletService,
    private readonly wallets: WalletRepository,
    private readonly credentials: VendorCredentialsRepository,
  ) {}

  @Post(route('balance'))
  @HttpCode(200)
  @ApiOperation({ summary: "Hub88: the player's balance" })
  async balance(
    @Param('vendorCode') vendorCode: string,
    @Req() request: Hub88HttpRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await reply.send(await this.answer('balance', vendorCode, request));
  }

  @Post(route('bet'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Hub88: take a bet (idempotent by transaction_uuid)' })
  async bet(
    @Param('vendorCode') vendorCode: string,
    @Req() request: Hub88HttpRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await reply.send(await this.answer('bet', vendorCode, request));
  }

  @Post(route('win'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Hub88: pay a win (idempotent by transaction_uuid)' })
  async win(
    @Param('vendorCode') vendorCode: string,
    @Req() request: Hub88HttpRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await reply.send(await this.answer('win', vendorCode, request));
  }

  @Post(route('rollback'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Hub88: roll a bet back (idempotent by transaction_uuid)' })
  async rollback(
    @Param('vendorCode') vendorCode: string,
    @Req() request: Hub88HttpRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await reply.send(await this.answer('rollback', vendorCode, request));
  }

  private async answer(
    operation: Hub88WalletOperation,
    vendorCode: string,
    request: Hub88HttpRequest,
  ): Promise<Hub88WalletResponse> {
    const body: unknown = request.body;
    const refused = (status: Hub88WalletResponse['status']): Hub88WalletResponse => ({
      user: userOf(body),
      status,
      request_uuid: requestUuidOf(body),
      currency: '',
      balance: 0,
    });
    const vendor = await this.wallets.cachedVendorByCode(vendorCode);
    // Only a vendor the operator put on this protocol, with its public key set, is heard here.
    const publicKey =
      vendor?.walletProtocol === 'HUB88'
        ? (await this.credentials.keysOf(vendor.id)).hub88PublicKey
        : null;
    const signature = request.headers[HUB88_SIGNATURE_HEADER];
    if (
      !vendor ||
      !publicKey ||
      typeof signature !== 'string' ||
      !request.rawBody ||
      !isHub88SignatureValid(publicKey, request.rawBody, signature)
    ) {
      return refused('RS_ERROR_INVALID_SIGNATURE');
    }
    const parsed = parseHub88Request(operation, body);
    if (!parsed.ok) return refused(parsed.status);
    return this.hub88.handle(vendor, operation, parsed.request);
  }
}
