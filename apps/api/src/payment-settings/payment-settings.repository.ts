import { Inject, Injectable } from '@nestjs/common';
import type { PaymentSettings } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

/** The `payments` part of merchant.settings, and the site's time zone that days are counted in. */
@Injectable()
export class PaymentSettingsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(
    merchantId: number,
  ): Promise<{ settings: Prisma.JsonValue; timezone: string; defaultLanguage: string }> {
    return this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { settings: true, timezone: true, defaultLanguage: true },
    });
  }

  /** Replaces `payments` in one statement, so a change of another setting at once is kept. */
  async replace(merchantId: number, payments: PaymentSettings): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE merchant
      SET settings = COALESCE(settings, '{}'::jsonb)
                     || jsonb_build_object('payments', ${JSON.stringify(payments)}::jsonb),
          updated_at = now()
      WHERE id = ${merchantId}`;
  }
}
