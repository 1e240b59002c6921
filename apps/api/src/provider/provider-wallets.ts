import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
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

// An unspecified listen address accepts loopback connections too; a URL needs a real one.
const LOOPBACK: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };

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

  // Read at first use rather than at start: the port is known only once the API listens.
  private walletUrl(): string {
    if (this.config.PROVIDER_WALLET_URL) return this.config.PROVIDER_WALLET_URL;
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    const address: AddressInfo | string | null = server.address();
    if (!address || typeof address === 'string') {
      throw new Error('The API is not listening on a TCP port: set PROVIDER_WALLET_URL');
    }
    const host = LOOPBACK[address.address] ?? address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }
}
