import type { Prisma } from '../generated/prisma/client.js';
import type { PrismaClient } from './prisma.factory.js';

/** The parts of merchant.settings that a feature owns and replaces as a whole. */
export type MerchantSettingsPart =
  'agents' | 'bonuses' | 'payments' | 'points' | 'rebate' | 'referral';

/** The site's settings JSON; each feature reads its own part of it. */
export async function readMerchantSettings(
  prisma: PrismaClient,
  merchantId: number,
): Promise<Prisma.JsonValue> {
  const merchant = await prisma.merchant.findUniqueOrThrow({
    where: { id: merchantId },
    select: { settings: true },
  });
  return merchant.settings;
}

/** Replaces one part in one statement, so a change of another part at once is kept. */
export async function replaceMerchantSettingsPart(
  prisma: PrismaClient,
  merchantId: number,
  part: MerchantSettingsPart,
  value: object,
): Promise<void> {
  await prisma.$executeRaw`
    UPDATE merchant
    SET settings = COALESCE(settings, '{}'::jsonb)
                   || jsonb_build_object(${part}::text, ${JSON.stringify(value)}::jsonb),
        updated_at = now()
    WHERE id = ${merchantId}`;
}
