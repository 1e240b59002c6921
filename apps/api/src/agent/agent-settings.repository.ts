import { Inject, Injectable } from '@nestjs/common';
import type { AgentSettings } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import { replaceMerchantSettingsPart } from '../database/merchant-settings.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

export interface AgentSiteRow {
  name: string;
  settings: Prisma.JsonValue;
  timezone: string;
}

/** The `agents` part of merchant.settings, with the site's name and time zone. */
@Injectable()
export class AgentSettingsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  find(merchantId: number): Promise<AgentSiteRow> {
    return this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { name: true, settings: true, timezone: true },
    });
  }

  /** Replaces `agents`, keeping the other settings. */
  replace(merchantId: number, agents: AgentSettings): Promise<void> {
    return replaceMerchantSettingsPart(this.prisma, merchantId, 'agents', agents);
  }
}
