import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { Prisma } from '../generated/prisma/client.js';

export type HelpCategoryValues = Omit<
  Prisma.HelpCategoryUncheckedCreateInput,
  'id' | 'merchantId' | 'articles'
>;
export type HelpArticleValues = Omit<Prisma.HelpArticleUncheckedCreateInput, 'id'>;

const order = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }];
const categoryFields = {
  id: true,
  code: true,
  sortOrder: true,
  titles: true,
  _count: { select: { articles: true } },
} as const;
const articleFields = {
  id: true,
  categoryId: true,
  code: true,
  sortOrder: true,
  texts: true,
  category: { select: { code: true } },
} as const;

/** The operator's help centre: sections and their articles, always within its own site. */
@Injectable()
export class HelpCentreRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async categoryPage(merchantId: number, skip: number, take: number) {
    const where = { merchantId };
    const [rows, total] = await Promise.all([
      this.prisma.helpCategory.findMany({
        where,
        select: categoryFields,
        orderBy: order,
        skip,
        take,
      }),
      this.prisma.helpCategory.count({ where }),
    ]);
    return { rows, total };
  }

  findCategory(merchantId: number, id: number) {
    return this.prisma.helpCategory.findFirst({
      where: { id, merchantId },
      select: categoryFields,
    });
  }

  createCategory(merchantId: number, values: HelpCategoryValues) {
    return this.prisma.helpCategory.create({
      data: { merchantId, ...values },
      select: categoryFields,
    });
  }

  updateCategory(merchantId: number, id: number, values: HelpCategoryValues) {
    return this.prisma.helpCategory.update({
      where: { id, merchantId },
      data: values,
      select: categoryFields,
    });
  }

  /** Deletes the section if it has no article left (one statement); answers how many went. */
  async deleteEmptyCategory(merchantId: number, id: number): Promise<number> {
    const { count } = await this.prisma.helpCategory.deleteMany({
      where: { id, merchantId, articles: { none: {} } },
    });
    return count;
  }

  /** One page of articles (of one section when given), in the sections' and their own order. */
  async articlePage(
    merchantId: number,
    categoryId: number | undefined,
    skip: number,
    take: number,
  ) {
    const where: Prisma.HelpArticleWhereInput = {
      category: { merchantId },
      ...(categoryId ? { categoryId } : {}),
    };
    const [rows, total] = await Promise.all([
      this.prisma.helpArticle.findMany({
        where,
        select: articleFields,
        orderBy: [{ category: { sortOrder: 'asc' } }, { categoryId: 'asc' }, ...order],
        skip,
        take,
      }),
      this.prisma.helpArticle.count({ where }),
    ]);
    return { rows, total };
  }

  findArticle(merchantId: number, id: number) {
    return this.prisma.helpArticle.findFirst({
      where: { id, category: { merchantId } },
      select: articleFields,
    });
  }

  createArticle(values: HelpArticleValues) {
    return this.prisma.helpArticle.create({ data: values, select: articleFields });
  }

  updateArticle(merchantId: number, id: number, values: HelpArticleValues) {
    return this.prisma.helpArticle.update({
      where: { id, category: { merchantId } },
      data: values,
      select: articleFields,
    });
  }

  deleteArticle(merchantId: number, id: number) {
    return this.prisma.helpArticle.delete({
      where: { id, category: { merchantId } },
      select: { id: true },
    });
  }
}
