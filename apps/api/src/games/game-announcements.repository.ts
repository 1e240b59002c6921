import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CODE } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

@Injectable()
export class GameAnnouncementsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The operator's live promotion announcements (type PR) for the web, in one language. */
  promotions(merchantId: number, language: string, now: Date) {
    return this.prisma.announcement.findMany({
      where: {
        merchantId,
        type: 'PR',
        enabled: true,
        platform: PLATFORM_CODE,
        OR: [{ language }, { language: null }],
        AND: [
          { OR: [{ startsAt: null }, { startsAt: { lte: now } }] },
          { OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
        ],
      },
      select: { id: true, title: true, content: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
  }
}
