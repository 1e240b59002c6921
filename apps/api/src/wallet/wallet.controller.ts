import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  type ConsolidatedFundsResponse,
  type MerchantWalletResponse,
  type WalletBalanceResponse,
  type WalletTransferResponse,
} from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { WalletTransferDto } from './dto/wallet-transfer.dto.js';
import { WalletService } from './wallet.service.js';

@ApiTags('wallet')
@Controller()
export class WalletController {
  constructor(private readonly wallet: WalletService) {}

  @Get('wps/v2/wallets/balance')
  @Authenticated()
  @ApiOperation({ summary: 'sumBalance and each wallet (a demo account: its DEMO wallet)' })
  balance(@CurrentMember() member: AuthenticatedMember): Promise<WalletBalanceResponse> {
    return this.wallet.balance(member);
  }

  @Get('wps/relay/GCS_merchantWallet')
  @ApiOperation({ summary: 'isSingle: true when the operator has no transfer-wallet vendor' })
  merchantWallet(): Promise<MerchantWalletResponse> {
    return this.wallet.merchantWallet();
  }

  @Post('wps/relay/GCS_walletTransfer')
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({ summary: 'MAIN to a vendor wallet, back, or every vendor wallet to MAIN' })
  transfer(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: WalletTransferDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<WalletTransferResponse> {
    return this.wallet.transfer(member, dto, idempotencyKey);
  }

  @Get('wps/member/info/funds/consolidated')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's wallets, totals and stakes in play, in one call" })
  consolidated(@CurrentMember() member: AuthenticatedMember): Promise<ConsolidatedFundsResponse> {
    return this.wallet.consolidated(member);
  }
}
