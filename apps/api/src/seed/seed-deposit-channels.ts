import type { Prisma } from '../generated/prisma/client.js';
import type { SeedFiles } from './seed-files.js';

/** The operator's deposit channels, matched by name and updated in place. */
export async function seedDepositChannels(
  tx: Prisma.TransactionClient,
  merchantId: number,
  files: Pick<SeedFiles, 'depositChannels'>,
): Promise<void> {
  for (const channel of files.depositChannels) {
    const promotion = channel.bonus
      ? await tx.promotion.findUniqueOrThrow({
          where: { merchantId_code: { merchantId, code: channel.bonus.promotion } },
          select: { id: true },
        })
      : null;
    const values = {
      type: channel.type,
      bankName: channel.bankName,
      accountHolder: channel.accountHolder,
      accountNumber: channel.accountNumber,
      qrImageUrl: channel.qrImageUrl,
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
      dailyAmount: channel.dailyAmount,
      dailyCount: channel.dailyCount,
      enabled: channel.enabled,
      sortOrder: channel.order,
      promotionId: promotion?.id ?? null,
      bonusPercent: channel.bonus?.percent ?? null,
      bonusMax: channel.bonus?.max ?? null,
      bonusTurnoverMultiplier: channel.bonus?.turnoverMultiplier ?? null,
    };
    await tx.depositChannel.upsert({
      where: { merchantId_name: { merchantId, name: channel.name } },
      create: { merchantId, name: channel.name, ...values },
      update: values,
    });
  }
}
