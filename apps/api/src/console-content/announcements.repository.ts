import { Inject, Injectable } from '@nestjs/common';
import { CONSOLE_ANNOUNCEMENT_TYPES, type ConsoleAnnouncementType } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

export type AnnouncementValues = Omit<
  Prisma.AnnouncementUncheckedCreateInput,
  'id' | 'merchantId' | 'createdAt'
>;

const order = [{ type: 'asc' as const }, { sortOrder: 'asc' as const }, { id: 'asc' as const }];

/**
 * The operator's notices, popups and promotion notices (the types players are shown), always
 * within its own site.
 */
@Injectable()
export class AnnouncementsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** One page (index announcement(merchant_id, type, sort_order)) and the total. */
  async page(
    merchantId: number,
    filter: { type?: ConsoleAnnouncementType; language?: string },
    skip: number,
    take: number,
  ) {
    const where: Prisma.AnnouncementWhereInput = {
      merchantId,
      type: filter.type ?? { in: [...CONSOLE_ANNOUNCEMENT_TYPES] },
      ...(filter.language ? { language: filter.language } : {}),
    };
    const [rows, total] = await Promise.all([
      this.prisma.announcement.findMany({ where, orderBy: order, skip, take }),
      this.prisma.announcement.count({ where }),
    ]);
    return { rows, total };
  }

  find(merchantId: number, id: number) {
    return this.prisma.announcement.findFirst({
      where: { id, merchantId, type: { in: [...CONSOLE_ANNOUNCEMENT_TYPES] } },
    });
  }

  create(merchantId: number, values: AnnouncementValues) {
    return this.prisma.announcement.create({ data: { merchantId, ...values } });
  }

  update(merchantId: number, id: number, values: AnnouncementValues) {
    return this.prisma.announcement.update({ where: { id, merchantId }, data: values });
  }

  delete(merchantId: number, id: number) {
    return this.prisma.announcement.delete({ where: { id, merchantId } });
  }
}
