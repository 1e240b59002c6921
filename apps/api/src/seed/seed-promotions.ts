import type { Prisma } from '../generated/prisma/client.js';
import type { SeedFiles } from './seed-files.js';

/** The operator's promotions and points-mall goods, matched by code and updated in place. */
export async function seedPromotions(
  tx: Prisma.TransactionClient,
  merchantId: number,
  files: Pick<SeedFiles, 'promotions' | 'pointGoods'>,
): Promise<void> {
  for (const promotion of files.promotions) {
    const values = {
      type: promotion.type,
      tag: promotion.tag,
      imagePath: promotion.image,
      sortOrder: promotion.order,
      enabled: promotion.enabled,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      texts: promotion.texts as unknown as Prisma.InputJsonObject,
    };
    await tx.promotion.upsert({
      where: { merchantId_code: { merchantId, code: promotion.code } },
      create: { merchantId, code: promotion.code, ...values },
      update: values,
    });
  }
  for (const goods of files.pointGoods) {
    const values = {
      category: goods.category,
      imagePath: goods.image,
      pointsRequired: goods.pointsRequired,
      stock: goods.stock,
      sortOrder: goods.order,
      enabled: goods.enabled,
      names: goods.names,
    };
    await tx.pointGoods.upsert({
      where: { merchantId_code: { merchantId, code: goods.code } },
      create: { merchantId, code: goods.code, ...values },
      update: values,
    });
  }
}
