import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ownAddress } from '../common/own-address.js';
import { VendorCredentialsRepository } from '../vendor-credentials/vendor-credentials.repository.js';
import { WalletRepository, type WalletVendor } from '../wallet/wallet.repository.js';
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
 * would, signing each call with the HMAC secret of the catalogue vendor whose game the player
 * launched.
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
    private readonly catalogue: WalletRepository,
    private readonly credentials: VendorCredentialsRepository,
  ) {
    this.seeds = new PlayerSeeds(seedStore);
  }

  forVendor(vendorCode: string): VendorProvider {
    let provider = this.vendors.get(vendorCode);
    if (!provider) {
      const baseUrl = this.walletUrl();
      const wallet = new HttpWalletPort({
        baseUrl,
        vendorCode,
        secret: async () =>
          (await this.credentials.keysOf((await this.vendor(vendorCode)).id)).hmacSecret,
      });
      provider = { wallet, rounds: new ProviderRoundService(wallet, this.seeds, this.roundLog) };
      this.vendors.set(vendorCode, provider);
    }
    return provider;
  }

  private async vendor(code: string): Promise<WalletVendor> {
    const vendor = await this.catalogue.cachedVendorByCode(code);
    if (!vendor) throw new Error(`No vendor ${code}`);
    return vendor;
  }

  private walletUrl(): string {
    return this.config.PROVIDER_WALLET_URL ?? ownAddress(this.adapterHost, 'PROVIDER_WALLET_URL');
  }
}
