import { createHash, createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { TtlCache } from '../common/ttl-cache.js';

/** What the site checks one vendor's wallet calls with. */
export interface VendorWalletKeys {
  /** The built-in protocol's HMAC secret (hex), shared with the vendor. */
  hmacSecret: string;
  /** The vendor's RSA public key for Hub88's protocol; null until the operator sets one. */
  hub88PublicKey: KeyObject | null;
}

/**
 * How long a vendor's keys read once are reused: a rotated secret or a new public key reaches
 * every API process within this time.
 */
export const VENDOR_KEYS_CACHE_MS = 1_000;
// One entry per vendor; the catalogue has a few dozen.
const VENDOR_KEYS_CACHE_LIMIT = 1_000;

/** A new built-in-protocol secret: 256 random bits, hex. */
export function newHmacSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The RSA public key in `pem` (SPKI or PKCS#1 PEM), or a RangeError: a key that does not parse
 * is never stored, so a vendor's calls are never checked against nothing.
 */
export function parseRsaPublicKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new RangeError('Not a PEM public key');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new RangeError('Not an RSA key');
  return key;
}

/** "SHA256:<base64>" of a public key's SPKI bytes: what the console shows of a stored key. */
export function keyFingerprint(pem: string): string {
  const spki = parseRsaPublicKey(pem).export({ type: 'spki', format: 'der' });
  return `SHA256:${createHash('sha256').update(spki).digest('base64')}`;
}

/**
 * Vendors' wallet credentials: each vendor's own random HMAC secret (made when first needed, for
 * a vendor added after the migration that gave every vendor one) and its Hub88 public key.
 */
@Injectable()
export class VendorCredentialsRepository {
  private readonly cache = new TtlCache<number, VendorWalletKeys>(
    VENDOR_KEYS_CACHE_MS,
    VENDOR_KEYS_CACHE_LIMIT,
  );

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The vendor's keys, reused for VENDOR_KEYS_CACHE_MS. */
  keysOf(vendorId: number): Promise<VendorWalletKeys> {
    return this.cache.get(vendorId, async () => {
      const row = await this.row(vendorId);
      return {
        hmacSecret: row.hmacSecret,
        hub88PublicKey: row.hub88PublicKey === null ? null : parseRsaPublicKey(row.hub88PublicKey),
      };
    });
  }

  /** The stored public key as the operator set it (PEM), or null. */
  async hub88PublicKeyPem(vendorId: number): Promise<string | null> {
    return (await this.row(vendorId)).hub88PublicKey;
  }

  /** A new random secret for the vendor (the old one stops signing); answers the new one. */
  async rotateHmacSecret(vendorId: number): Promise<string> {
    const hmacSecret = newHmacSecret();
    await this.prisma.vendorWalletCredential.upsert({
      where: { vendorId },
      create: { vendorId, hmacSecret },
      update: { hmacSecret },
    });
    this.cache.delete(vendorId);
    return hmacSecret;
  }

  /** Sets (or, with null, removes) the vendor's Hub88 public key; `pem` must parse. */
  async setHub88PublicKey(vendorId: number, pem: string | null): Promise<void> {
    if (pem !== null) parseRsaPublicKey(pem);
    await this.row(vendorId);
    await this.prisma.vendorWalletCredential.update({
      where: { vendorId },
      data: { hub88PublicKey: pem },
    });
    this.cache.delete(vendorId);
  }

  private async row(vendorId: number) {
    const select = { hmacSecret: true, hub88PublicKey: true } as const;
    const found = await this.prisma.vendorWalletCredential.findUnique({
      where: { vendorId },
      select,
    });
    if (found) return found;
    // Insert-if-missing, so two processes making a new vendor's secret at once agree on one.
    await this.prisma.vendorWalletCredential.createMany({
      data: [{ vendorId, hmacSecret: newHmacSecret() }],
      skipDuplicates: true,
    });
    return this.prisma.vendorWalletCredential.findUniqueOrThrow({ where: { vendorId }, select });
  }
}
