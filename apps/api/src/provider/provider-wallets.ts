import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ownAddress } from '../common/own-address.js';
import { VendorCredentialsRepository } from '../vendor-credentials/vendor-credentials.repository.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import { WalletRepository, type WalletVendor } from '../wallet/wallet.repository.js';
import { HttpWalletPort } from './http-wallet.port.js';
import { Hub88WalletPort } from './hub88-wallet.port.js';
import { PlayerSeeds } from './player-seeds.js';
import { PrismaPlayerSeedStore } from './prisma-player-seed.store.js';
import { ProviderRoundRepository } from './provider-round.repository.js';
import { ProviderRoundService } from './provider-round.service.js';
import { ProviderSigningKeys } from './provider-signing-keys.js';
import type { WalletPort } from './wallet-port.js';

/** The engine as one catalogue vendor runs it: its signed wallet and the rounds settled there. */
export interface VendorProvider {
  wallet: WalletPort;
  rounds: ProviderRoundService;
}

/** Each call goes by the protocol the operator set for the vendor at that moment. */
class ProtocolWalletPort implements WalletPort {
  constructor(private readonly portNow: () => Promise<WalletPort>) {}

  async balance(...request: Parameters<WalletPort['balance']>) {
    return (await this.portNow()).balance(...request);
  }

  async debit(...request: Parameters<WalletPort['debit']>) {
    return (await this.portNow()).debit(...request);
  }

  async credit(...request: Parameters<WalletPort['credit']>) {
    return (await this.portNow()).credit(...request);
  }

  async rollback(...request: Parameters<WalletPort['rollback']>) {
    return (await this.portNow()).rollback(...request);
  }
}

/**
 * The built-in provider settles through the site's seamless wallet over HTTP, as a real vendor
 * would, as the catalogue vendor whose game the player launched and by that vendor's protocol:
 * the built-in one signed with the vendor's HMAC secret, or Hub88's signed with its private key.
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
    private readonly signingKeys: ProviderSigningKeys,
    private readonly sessions: GameSessionService,
  ) {
    this.seeds = new PlayerSeeds(seedStore);
  }

  forVendor(vendorCode: string): VendorProvider {
    let provider = this.vendors.get(vendorCode);
    if (!provider) {
      const baseUrl = this.walletUrl();
      const builtin = new HttpWalletPort({
        baseUrl,
        vendorCode,
        secret: async () =>
          (await this.credentials.keysOf((await this.vendor(vendorCode)).id)).hmacSecret,
      });
      const hub88 = new Hub88WalletPort({
        baseUrl,
        vendorCode,
        privateKey: async () => this.signingKeys.privateKeyOf((await this.vendor(vendorCode)).id),
        playerOf: async (playerToken) => {
          const launch = await this.sessions.launchOfAnyAge(playerToken);
          // The provider names players by member id, as an operator's player id would be.
          return { user: String(launch.memberId), gameCode: launch.game.gameCode };
        },
      });
      const wallet = new ProtocolWalletPort(async () =>
        (await this.vendor(vendorCode)).walletProtocol === 'HUB88' ? hub88 : builtin,
      );
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
