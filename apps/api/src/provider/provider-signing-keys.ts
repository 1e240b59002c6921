import { createPrivateKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { TtlCache } from '../common/ttl-cache.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

// The provider's own keys change only when it is given new ones; a minute is plenty.
const KEY_CACHE_MS = 60_000;
const KEY_CACHE_LIMIT = 1_000;

/**
 * The built-in provider's private keys, one per vendor it plays as over Hub88's protocol: the
 * vendor's half of the key pair. Only the provider reads them; the site's wallet knows the
 * public half alone (vendor-credentials).
 */
@Injectable()
export class ProviderSigningKeys {
  private readonly cache = new TtlCache<number, KeyObject>(KEY_CACHE_MS, KEY_CACHE_LIMIT);

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  privateKeyOf(vendorId: number): Promise<KeyObject> {
    return this.cache.get(vendorId, async () => {
      const row = await this.prisma.providerSigningKey.findUnique({
        where: { vendorId },
        select: { privateKey: true },
      });
      if (!row) throw new Error(`The provider has no Hub88 signing key for vendor ${vendorId}`);
      return createPrivateKey(row.privateKey);
    });
  }
}
