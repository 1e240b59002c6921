import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

@Injectable()
export class HelpCentreRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The merchant's sections with their articles, each in the operator's order. */
  findCategories(merchantId: number) {
    return this.prisma.helpCategory.findMany({
      where: { merchantId },
      select: {
        code: true,
        titles: true,
        articles: {
          select: { code: true, texts: true },
          orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
        },
      },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
  }
}
