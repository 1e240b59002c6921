import { generateKeyPairSync } from 'node:crypto';
import type { Prisma } from '../generated/prisma/client.js';
import { newHmacSecret } from '../vendor-credentials/vendor-credentials.repository.js';

/**
 * Every vendor's own wallet credentials: a random built-in-protocol secret for each vendor that
 * has none, and for a vendor on Hub88's protocol that the built-in provider plays as, a key pair
 * made here (never committed): the private half for the provider, the public half for the
 * wallet. Existing keys are kept, so a second run changes nothing.
 */
export async function seedVendorWalletKeys(tx: Prisma.TransactionClient): Promise<void> {
  const vendors = await tx.vendor.findMany({
    select: {
      id: true,
      walletProtocol: true,
      walletCredential: { select: { hub88PublicKey: true } },
      providerSigningKey: { select: { vendorId: true } },
    },
  });
  const withoutSecret = vendors.filter((vendor) => !vendor.walletCredential);
  await tx.vendorWalletCredential.createMany({
    data: withoutSecret.map((vendor) => ({ vendorId: vendor.id, hmacSecret: newHmacSecret() })),
    skipDuplicates: true,
  });
  for (const vendor of vendors) {
    if (vendor.walletProtocol !== 'HUB88' || vendor.providerSigningKey) continue;
    if (vendor.walletCredential?.hub88PublicKey) continue;
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await tx.providerSigningKey.create({ data: { vendorId: vendor.id, privateKey } });
    await tx.vendorWalletCredential.update({
      where: { vendorId: vendor.id },
      data: { hub88PublicKey: publicKey },
    });
  }
}
