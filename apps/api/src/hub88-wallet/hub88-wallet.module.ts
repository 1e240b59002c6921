import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet/wallet.module.js';
import { Hub88WalletController } from './hub88-wallet.controller.js';
import { Hub88WalletService } from './hub88-wallet.service.js';

/**
 * The aggregator adapter: Hub88's operator Wallet API (/wps/wallet/hub88/<vendor>/...) in front
 * of the wallet core, for vendors the operator put on that protocol.
 */
@Module({
  imports: [WalletModule],
  controllers: [Hub88WalletController],
  providers: [Hub88WalletService],
})
export class Hub88WalletModule {}
