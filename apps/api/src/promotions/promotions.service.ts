import { Injectable } from '@nestjs/common';
import {
  isPromotionTag,
  isPromotionType,
  PROMOTION_TYPES,
  promotionStatusAt,
  type Language,
  type PromotionDetail,
  type PromotionPage,
  type PromotionSummary,
  type PromotionTypesValue,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { inLanguage } from '../common/in-language.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { PromotionListQueryDto } from './dto/promotion.query.js';
import { PromotionsRepository } from './promotions.repository.js';

interface PromotionRow {
  id: number;
  type: string;
  tag: string | null;
  imagePath: string;
  startsAt: Date;
  endsAt: Date | null;
  texts: unknown;
}

interface PromotionText {
  title: string;
  summary: string;
  description: string[];
  terms: string[];
}

@Injectable()
export class PromotionsService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly promotions: PromotionsRepository,
  ) {}

  async page(query: PromotionListQueryDto, host: string | undefined): Promise<PromotionPage> {
    const site = await this.merchants.siteForHost(host);
    const { rows, total } = await this.promotions.page(
      site.id,
      query.type,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    const now = new Date();
    return {
      list: rows.map((row) => toSummary(row, textOf(row.texts, query.language), now)),
      pageNo: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  async detail(id: string, language: Language, host: string | undefined): Promise<PromotionDetail> {
    const site = await this.merchants.siteForHost(host);
    const row = await this.promotions.findById(site.id, Number(id));
    if (!row) throw new AppError('NOT_FOUND', 'Promotion not found');
    const text = textOf(row.texts, language);
    return {
      ...toSummary(row, text, new Date()),
      description: text.description,
      terms: text.terms,
    };
  }

  async types(host: string | undefined): Promise<PromotionTypesValue> {
    const site = await this.merchants.siteForHost(host);
    const { types, referralRunning } = await this.promotions.types(site.id, new Date());
    const present = new Set(types);
    return {
      // In the product's order, so the tabs never move about.
      types: PROMOTION_TYPES.filter((type) => present.has(type)),
      referralEnabled: referralRunning,
    };
  }
}

function toSummary(row: PromotionRow, text: PromotionText, now: Date): PromotionSummary {
  return {
    id: String(row.id),
    // The seed checks both; a row an operator typed by hand falls back to no label.
    type: isPromotionType(row.type) ? row.type : 'DEPOSIT',
    tag: isPromotionTag(row.tag) ? row.tag : null,
    status: promotionStatusAt(row, now),
    title: text.title,
    summary: text.summary,
    image: row.imagePath,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

// The seed requires every language; a row edited by hand without one shows the default language.
function textOf(texts: unknown, language: Language): PromotionText {
  const text = (inLanguage(texts, language) ?? {}) as Partial<PromotionText>;
  return {
    title: typeof text.title === 'string' ? text.title : '',
    summary: typeof text.summary === 'string' ? text.summary : '',
    description: stringsOf(text.description),
    terms: stringsOf(text.terms),
  };
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
