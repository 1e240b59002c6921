import { Inject, Injectable } from '@nestjs/common';
import type { PaymentSettings } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import { replaceMerchantSettingsPart } from '../database/merchant-settings.js';
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

  /** Replaces `payments`, keeping the other settings. */
  replace(merchantId: number, payments: PaymentSettings): Promise<void> {
    return replaceMerchantSettingsPart(this.prisma, merchantId, 'payments', payments);
  }
}
