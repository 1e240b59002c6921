import { Injectable } from '@nestjs/common';
import {
  isPointGoodsCategory,
  type ConsolePage,
  type ConsolePointGoods,
  type ConsolePointGoodsInput,
  type ConsolePointGoodsQuery,
} from '@wps/shared-types';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import {
  changed,
  created,
  notFound,
  perLanguage,
  storedPerLanguage,
  textOf,
  writeRow,
} from './content-rows.js';
import { PointGoodsRepository, type PointGoodsValues } from './point-goods.repository.js';

type PointGoodsRow = NonNullable<Awaited<ReturnType<PointGoodsRepository['find']>>>;

const CODE_TAKEN = 'Other goods of this site have this code';

/**
 * The goods of /pointMall. Players read them straight from the database: a change shows at their
 * next request. Goods are never deleted, only disabled: members' exchanges name them.
 */
@Injectable()
export class PointGoodsService {
  constructor(private readonly goods: PointGoodsRepository) {}

  async list(
    operator: OperatorActor,
    query: ConsolePointGoodsQuery,
  ): Promise<ConsolePage<ConsolePointGoods>> {
    const window = pageWindow(query);
    const { rows, total } = await this.goods.page(
      operator.merchantId,
      query.category,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, toConsolePointGoods);
  }

  async create(operator: OperatorActor, input: ConsolePointGoodsInput): Promise<ConsolePointGoods> {
    const row = await writeRow(
      () => this.goods.create(operator.merchantId, valuesOf(input)),
      'goods',
      CODE_TAKEN,
    );
    const goods = toConsolePointGoods(row);
    operator.change = created(`point-goods:${row.id}`, goods);
    return goods;
  }

  async update(
    operator: OperatorActor,
    id: number,
    input: ConsolePointGoodsInput,
  ): Promise<ConsolePointGoods> {
    const before = toConsolePointGoods(await this.existing(operator, id));
    const row = await writeRow(
      () => this.goods.update(operator.merchantId, id, valuesOf(input)),
      'goods',
      CODE_TAKEN,
    );
    const after = toConsolePointGoods(row);
    operator.change = changed(`point-goods:${id}`, before, after);
    return after;
  }

  /** Disables the goods: players no longer see them; the row stays for members' exchanges. */
  async disable(operator: OperatorActor, id: number): Promise<ConsolePointGoods> {
    const before = toConsolePointGoods(await this.existing(operator, id));
    const row = await writeRow(
      () => this.goods.update(operator.merchantId, id, { enabled: false }),
      'goods',
    );
    const after = toConsolePointGoods(row);
    operator.change = changed(`point-goods:${id}`, before, after);
    return after;
  }

  private async existing(operator: OperatorActor, id: number): Promise<PointGoodsRow> {
    const row = await this.goods.find(operator.merchantId, id);
    if (!row) throw notFound('goods');
    return row;
  }
}

function valuesOf(input: ConsolePointGoodsInput): PointGoodsValues {
  return {
    code: input.code,
    category: input.category,
    imagePath: input.imageUrl,
    pointsRequired: input.pointsRequired,
    stock: input.stock,
    sortOrder: input.sortOrder ?? 0,
    enabled: input.enabled ?? true,
    names: storedPerLanguage(input.names, (name) => name),
  };
}

function toConsolePointGoods(row: PointGoodsRow): ConsolePointGoods {
  return {
    id: row.id,
    code: row.code,
    // The console and the seed accept known categories only; the mall reads others as bonuses.
    category: isPointGoodsCategory(row.category) ? row.category : 'BONUS',
    imageUrl: row.imagePath,
    pointsRequired: row.pointsRequired,
    stock: row.stock,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    names: perLanguage(row.names, textOf),
  };
}
