import { Inject, Injectable } from '@nestjs/common';
import { agentSettingsOf, type AgentSettings } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

/**
 * The `agents` part of merchant.settings, the console's write path. The member side reads the
 * same JSON through `agentSettingsOf`.
 */
@Injectable()
export class AgentSettingsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async find(merchantId: number): Promise<AgentSettings> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { settings: true },
    });
    return agentSettingsOf(merchant.settings);
  }

  /** Replaces `agents` in one statement, so a change of another setting at once is kept. */
  async replace(merchantId: number, agents: AgentSettings): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE merchant
      SET settings = COALESCE(settings, '{}'::jsonb)
                     || jsonb_build_object('agents', ${JSON.stringify(agents)}::jsonb),
          updated_at = now()
      WHERE id = ${merchantId}`;
  }
}
