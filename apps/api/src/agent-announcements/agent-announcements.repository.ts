import { Inject, Injectable } from '@nestjs/common';
import { AGENT_ANNOUNCEMENT_TYPE } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

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
   * One page of the notices live at `now` in this language or in every language, newest first
   * (index announcement(merchant_id, type, sort_order)), and the total.
   */
  async page(merchantId: number, language: string, now: Date, skip: number, take: number) {
    const where: Prisma.AnnouncementWhereInput = {
      merchantId,
      type: AGENT_ANNOUNCEMENT_TYPE,
      enabled: true,
      AND: [
        { OR: [{ language }, { language: null }] },
        { OR: [{ startsAt: null }, { startsAt: { lte: now } }] },
        { OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
      ],
    };
    const [rows, total] = await Promise.all([
      this.prisma.announcement.findMany({
        where,
        orderBy: [
          { startsAt: { sort: 'desc', nulls: 'last' } },
          { createdAt: 'desc' },
          { id: 'desc' },
        ],
        skip,
        take,
        select: { id: true, title: true, content: true, startsAt: true, createdAt: true },
      }),
      this.prisma.announcement.count({ where }),
    ]);
    return { rows, total };
  }
}
