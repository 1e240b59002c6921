import { Injectable } from '@nestjs/common';
import {
  isPromotionTag,
  isPromotionType,
  promotionStatusAt,
  type ConsolePage,
  type ConsolePromotion,
  type ConsolePromotionInput,
  type ConsolePromotionQuery,
  type ConsolePromotionText,
} from '@wps/shared-types';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import {
  changed,
  created,
  fieldsOf,
  notFound,
  perLanguage,
  storedPerLanguage,
  storedSchedule,
  textOf,
  textsOf,
  writeRow,
} from './content-rows.js';
import { PromotionsRepository, type PromotionValues } from './promotions.repository.js';

type PromotionRow = NonNullable<Awaited<ReturnType<PromotionsRepository['find']>>>;

const CODE_TAKEN = 'Another promotion of this site has this code';

/**
 * The promotions of /promotions and /promoDetail, every language's texts at once. Players read
 * them straight from the database: a change shows at their next request. A promotion is never
 * deleted, only disabled: members' claims (member centre) name it.
 */
@Injectable()
export class PromotionsService {
  constructor(private readonly promotions: PromotionsRepository) {}

  async list(
    operator: OperatorActor,
    query: ConsolePromotionQuery,
  ): Promise<ConsolePage<ConsolePromotion>> {
    const window = pageWindow(query);
    const { rows, total } = await this.promotions.page(
      operator.merchantId,
      query.type,
      window.skip,
      window.pageSize,
    );
    const now = new Date();
    return consolePage(window, rows, total, (row) => toConsolePromotion(row, now));
  }

  async create(operator: OperatorActor, input: ConsolePromotionInput): Promise<ConsolePromotion> {
    const values = valuesOf(input);
    const row = await writeRow(
      () => this.promotions.create(operator.merchantId, values),
      'promotion',
      CODE_TAKEN,
    );
    const promotion = toConsolePromotion(row, new Date());
    operator.change = created(`promotion:${row.id}`, promotion);
    return promotion;
  }

  async update(
    operator: OperatorActor,
    id: number,
    input: ConsolePromotionInput,
  ): Promise<ConsolePromotion> {
    const values = valuesOf(input);
    const before = toConsolePromotion(await this.existing(operator, id), new Date());
    const row = await writeRow(
      () => this.promotions.update(operator.merchantId, id, values),
      'promotion',
      CODE_TAKEN,
    );
    const after = toConsolePromotion(row, new Date());
    operator.change = changed(`promotion:${id}`, before, after);
    return after;
  }

  /** Disables the promotion: players no longer see it; the row stays for members' claims. */
  async disable(operator: OperatorActor, id: number): Promise<ConsolePromotion> {
    const before = toConsolePromotion(await this.existing(operator, id), new Date());
    const row = await writeRow(
      () => this.promotions.update(operator.merchantId, id, { enabled: false }),
      'promotion',
    );
    const after = toConsolePromotion(row, new Date());
    operator.change = changed(`promotion:${id}`, before, after);
    return after;
  }

  private async existing(operator: OperatorActor, id: number): Promise<PromotionRow> {
    const row = await this.promotions.find(operator.merchantId, id);
    if (!row) throw notFound('promotion');
    return row;
  }
}

function valuesOf(input: ConsolePromotionInput): PromotionValues {
  // Checks that an end comes after the start.
  const { endsAt } = storedSchedule(input);
  return {
    code: input.code,
    type: input.type,
    tag: input.tag ?? null,
    imagePath: input.imageUrl,
    sortOrder: input.sortOrder ?? 0,
    enabled: input.enabled ?? true,
    startsAt: new Date(input.startsAt),
    endsAt,
    texts: storedPerLanguage(input.texts, (text) => ({
      title: text.title,
      summary: text.summary,
      description: [...text.description],
      terms: [...text.terms],
    })),
  };
}

function toConsolePromotion(row: PromotionRow, now: Date): ConsolePromotion {
  return {
    id: row.id,
    code: row.code,
    // The console and the seed accept known types and tags only; a row typed by hand reads as
    // the player pages read it.
    type: isPromotionType(row.type) ? row.type : 'DEPOSIT',
    tag: isPromotionTag(row.tag) ? row.tag : null,
    imageUrl: row.imagePath,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    status: promotionStatusAt(row, now),
    texts: perLanguage(row.texts, (value): ConsolePromotionText => {
      const text = fieldsOf(value);
      return {
        title: textOf(text.title),
        summary: textOf(text.summary),
        description: textsOf(text.description),
        terms: textsOf(text.terms),
      };
    }),
  };
}
