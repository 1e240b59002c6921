import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_VENDOR_HEADER,
  SEAMLESS_WALLET_PATHS,
  type SeamlessBalanceRequest,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessEndRoundRequest,
  type SeamlessRollbackRequest,
  type SeamlessWalletAnswer,
} from '@wps/shared-types';
import { SEAMLESS_BODIES } from './dto/seamless-wallet.schema.js';
import { SeamlessBody } from './seamless-body.pipe.js';
import { SeamlessSignatureGuard, SeamlessVendor } from './seamless-signature.guard.js';
import { SeamlessWalletService } from './seamless-wallet.service.js';
import type { WalletVendor } from './wallet.repository.js';

// A vendor settles every round of every player from a few addresses: the per-address limit
// would stop the game, and the signature already keeps strangers out.
@ApiTags('seamless wallet')
@ApiHeader({ name: SEAMLESS_VENDOR_HEADER, required: true })
@ApiHeader({
  name: SEAMLESS_SIGNATURE_HEADER,
  required: true,
  description: 'hex HMAC-SHA256 of the body',
})
@SkipThrottle()
@UseGuards(SeamlessSignatureGuard)
@Controller()
export class SeamlessWalletController {
  constructor(private readonly seamless: SeamlessWalletService) {}

  @Post(SEAMLESS_WALLET_PATHS.balance)
  @ApiBody({ schema: SEAMLESS_BODIES.balance.schema })
  @HttpCode(200)
  @ApiOperation({ summary: "The player's balance for this game" })
  balance(
    @SeamlessVendor() vendor: WalletVendor,
    @Body(new SeamlessBody(SEAMLESS_BODIES.balance)) dto: SeamlessBalanceRequest,
  ): Promise<SeamlessWalletAnswer> {
    return this.seamless.balance(vendor, dto);
  }

  @Post(SEAMLESS_WALLET_PATHS.debit)
  @ApiBody({ schema: SEAMLESS_BODIES.debit.schema })
  @HttpCode(200)
  @ApiOperation({ summary: 'Take a stake (idempotent by transactionId)' })
  debit(
    @SeamlessVendor() vendor: WalletVendor,
    @Body(new SeamlessBody(SEAMLESS_BODIES.debit)) dto: SeamlessDebitRequest,
  ): Promise<SeamlessWalletAnswer> {
    return this.seamless.debit(vendor, dto);
  }

  @Post(SEAMLESS_WALLET_PATHS.credit)
  @ApiBody({ schema: SEAMLESS_BODIES.credit.schema })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay a win on an open round, or a prize without one (idempotent by transactionId)',
  })
  credit(
    @SeamlessVendor() vendor: WalletVendor,
    @Body(new SeamlessBody(SEAMLESS_BODIES.credit)) dto: SeamlessCreditRequest,
  ): Promise<SeamlessWalletAnswer> {
    return this.seamless.credit(vendor, dto);
  }

  @Post(SEAMLESS_WALLET_PATHS.rollback)
  @ApiBody({ schema: SEAMLESS_BODIES.rollback.schema })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a debit, or a sports win (idempotent by transactionId)',
  })
  rollback(
    @SeamlessVendor() vendor: WalletVendor,
    @Body(new SeamlessBody(SEAMLESS_BODIES.rollback)) dto: SeamlessRollbackRequest,
  ): Promise<SeamlessWalletAnswer> {
    return this.seamless.rollback(vendor, dto);
  }

  @Post(SEAMLESS_WALLET_PATHS.endRound)
  @ApiBody({ schema: SEAMLESS_BODIES.endRound.schema })
  @HttpCode(200)
  @ApiOperation({ summary: 'Close an open round; nothing moves (idempotent by transactionId)' })
  endRound(
    @SeamlessVendor() vendor: WalletVendor,
    @Body(new SeamlessBody(SEAMLESS_BODIES.endRound)) dto: SeamlessEndRoundRequest,
  ): Promise<SeamlessWalletAnswer> {
    return this.seamless.endRound(vendor, dto);
  }
}
