import { Injectable } from '@nestjs/common';
import { isPointGoodsCategory, type Language, type PointGoodsPage } from '@wps/shared-types';
import { inLanguage } from '../common/in-language.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { PointGoodsQueryDto } from './dto/point-goods.query.js';
import { PointMallRepository } from './point-mall.repository.js';

@Injectable()
export class PointMallService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly pointMall: PointMallRepository,
  ) {}

  async goods(query: PointGoodsQueryDto, host: string | undefined): Promise<PointGoodsPage> {
    const site = await this.merchants.siteForHost(host);
    const { rows, total } = await this.pointMall.goodsPage(
      site.id,
      query.category,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return {
      list: rows.map((row) => ({
        id: String(row.id),
        // The seed checks the category; a row typed by hand with another one reads as a bonus.
        category: isPointGoodsCategory(row.category) ? row.category : 'BONUS',
        name: nameOf(row.names, query.language),
        image: row.imagePath,
        pointsRequired: row.pointsRequired,
        stock: row.stock,
      })),
      pageNo: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }
}

function nameOf(names: unknown, language: Language): string {
  const name = inLanguage(names, language);
  return typeof name === 'string' ? name : '';
}
