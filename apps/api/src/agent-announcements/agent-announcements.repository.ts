import { Inject, Injectable } from '@nestjs/common';
import { AGENT_ANNOUNCEMENT_TYPE } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

export interface AgentAnnouncementRow {
  id: number;
  title: string;
  content: string;
  publishedAt: Date;
}

/** The operator's notices for agents: announcements of type AG (console content edits them). */
@Injectable()
export class AgentAnnouncementsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The member's language, else the site's, for the notices of that language. */
  async languageOf(memberId: number): Promise<string> {
    const member = await this.prisma.member.findUniqueOrThrow({
      where: { id: memberId },
      select: { language: true, merchant: { select: { defaultLanguage: true } } },
    });
    return member.language || member.merchant.defaultLanguage;
  }

  /**
   * One page of the notices live at `now` in this language or in every language, newest
   * publication (its start, else its creation) first, and the total; the index
   * announcement(merchant_id, type, sort_order) finds the site's notices for agents.
   */
  async page(merchantId: number, language: string, now: Date, skip: number, take: number) {
    const live = Prisma.sql`
      merchant_id = ${merchantId}
      AND type = ${AGENT_ANNOUNCEMENT_TYPE}::"AnnouncementType"
      AND enabled
      AND (language = ${language} OR language IS NULL)
      AND (starts_at IS NULL OR starts_at <= ${now})
      AND (ends_at IS NULL OR ends_at > ${now})`;
    const [rows, [count]] = await Promise.all([
      this.prisma.$queryRaw<AgentAnnouncementRow[]>`
        SELECT id, title, content, COALESCE(starts_at, created_at) AS "publishedAt"
        FROM announcement
        WHERE ${live}
        ORDER BY "publishedAt" DESC, id DESC
        OFFSET ${skip} LIMIT ${take}`,
      this.prisma.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total FROM announcement WHERE ${live}`,
    ]);
    return { rows, total: count?.total ?? 0 };
  }
}
