import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ownAddress } from '../common/own-address.js';
import { seamlessVendorSecret } from '../wallet/seamless-signature.js';
import { HttpWalletPort } from './http-wallet.port.js';
import { PlayerSeeds } from './player-seeds.js';
import { PrismaPlayerSeedStore } from './prisma-player-seed.store.js';
import { ProviderRoundRepository } from './provider-round.repository.js';
import { ProviderRoundService } from './provider-round.service.js';
import type { WalletPort } from './wallet-port.js';

/** The engine as one catalogue vendor runs it: its signed wallet and the rounds settled there. */
export interface VendorProvider {
  wallet: WalletPort;
  rounds: ProviderRoundService;
}

/**
 * The built-in provider settles through the site's seamless wallet over HTTP, as a real vendor
 * would, signing each call as the catalogue vendor whose game the player launched.
 */
@Injectable()
export class ProviderWallets {
  readonly seeds: PlayerSeeds;
  private readonly vendors = new Map<string, VendorProvider>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    seedStore: PrismaPlayerSeedStore,
    private readonly roundLog: ProviderRoundRepository,
  ) {
    this.seeds = new PlayerSeeds(seedStore);
  }

  forVendor(vendorCode: string): VendorProvider {
    let provider = this.vendors.get(vendorCode);
    if (!provider) {
      const wallet = new HttpWalletPort({
        baseUrl: this.walletUrl(),
        vendorCode,
        secret: seamlessVendorSecret(this.config.SEAMLESS_WALLET_SECRET, vendorCode),
      });
      provider = { wallet, rounds: new ProviderRoundService(wallet, this.seeds, this.roundLog) };
      this.vendors.set(vendorCode, provider);
    }
    return provider;
  }

  private walletUrl(): string {
    return this.config.PROVIDER_WALLET_URL ?? ownAddress(this.adapterHost, 'PROVIDER_WALLET_URL');
  }
}
