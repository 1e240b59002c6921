import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CODE, type AnnouncementType, type BannerGroup } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

export interface AnnouncementFilter {
  types: readonly AnnouncementType[];
  language: string;
  platform?: string;
  execution?: string;
}

const noticeFields = { id: true, type: true, title: true, content: true } as const;
const noticeOrder = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];

// Only what the operator enabled and whose start/end window holds `now`; endsAt is exclusive.
const liveAt = (now: Date) => ({
  enabled: true,
  AND: [
    { OR: [{ startsAt: null }, { startsAt: { lte: now } }] },
    { OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
  ],
});

/** The operator's site content: announcements of every type, player notices, banners. */
@Injectable()
export class ContentRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Live announcements of the given types; a row without a language is shown in every one. */
  announcements(merchantId: number, filter: AnnouncementFilter, now: Date) {
    return this.prisma.announcement.findMany({
      where: this.announcementWhere(merchantId, filter, now),
      select: noticeFields,
      orderBy: noticeOrder,
    });
  }

  /** One page of live player notices (PL) and how many there are in all. */
  async noticePage(merchantId: number, language: string, skip: number, take: number, now: Date) {
    const where = this.announcementWhere(merchantId, { types: ['PL'], language }, now);
    const [rows, total] = await this.prisma.$transaction([
      this.prisma.announcement.findMany({
        where,
        select: noticeFields,
        orderBy: noticeOrder,
        skip,
        take,
      }),
      this.prisma.announcement.count({ where }),
    ]);
    return { rows, total };
  }

  /**
   * Live banners of one group, or of every group when `group` is null, in sort order: those of
   * `language` and those shown in every language (no language).
   */
  banners(merchantId: number, group: BannerGroup | null, language: string, now: Date) {
    return this.prisma.banner.findMany({
      where: {
        merchantId,
        ...(group ? { groupName: group } : {}),
        OR: [{ language }, { language: null }],
        ...liveAt(now),
      },
      select: {
        id: true,
        groupName: true,
        imagePath: true,
        title: true,
        linkageType: true,
        linkageTarget: true,
      },
      orderBy: [{ groupName: 'asc' }, { sortOrder: 'asc' }, { id: 'asc' }],
    });
  }

  private announcementWhere(merchantId: number, filter: AnnouncementFilter, now: Date) {
    return {
      merchantId,
      type: { in: [...filter.types] },
      platform: filter.platform ?? PLATFORM_CODE,
      ...(filter.execution ? { executionType: filter.execution } : {}),
      OR: [{ language: filter.language }, { language: null }],
      ...liveAt(now),
    };
  }
}
