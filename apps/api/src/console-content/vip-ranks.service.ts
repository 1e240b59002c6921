import { Injectable } from '@nestjs/common';
import type {
  ConsolePage,
  ConsolePageQuery,
  ConsoleVipRank,
  ConsoleVipRankInput,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { Prisma } from '../generated/prisma/client.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { changed, created, fieldsOf, notFound, removed, writeRow } from './content-rows.js';
import { VipRanksRepository, type VipRankValues } from './vip-ranks.repository.js';

type VipRankRow = NonNullable<Awaited<ReturnType<VipRanksRepository['find']>>>;

const LEVEL_TAKEN = 'Another VIP rank of this site has this level';

/**
 * The VIP ranks of /vip, the members' labels and the VIP service channel (from level 5 on).
 * Players and members read them straight from the database: a change shows at their next
 * request. A rank a member holds is never deleted (their history would lose its label).
 */
@Injectable()
export class VipRanksService {
  constructor(private readonly ranks: VipRanksRepository) {}

  async list(
    operator: OperatorActor,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleVipRank>> {
    const window = pageWindow(query);
    const { rows, total } = await this.ranks.page(
      operator.merchantId,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, toConsoleVipRank);
  }

  async create(operator: OperatorActor, input: ConsoleVipRankInput): Promise<ConsoleVipRank> {
    const row = await writeRow(
      () => this.ranks.create(operator.merchantId, valuesOf(input)),
      'VIP rank',
      LEVEL_TAKEN,
    );
    const rank = toConsoleVipRank(row);
    operator.change = created(`vip-rank:${row.id}`, rank);
    return rank;
  }

  async update(
    operator: OperatorActor,
    id: number,
    input: ConsoleVipRankInput,
  ): Promise<ConsoleVipRank> {
    const before = toConsoleVipRank(await this.existing(operator, id));
    const row = await writeRow(
      () => this.ranks.update(operator.merchantId, id, valuesOf(input)),
      'VIP rank',
      LEVEL_TAKEN,
    );
    const after = toConsoleVipRank(row);
    operator.change = changed(`vip-rank:${id}`, before, after);
    return after;
  }

  /** Deletes a rank no member holds; one that is held answers 409. */
  async remove(operator: OperatorActor, id: number): Promise<null> {
    const before = toConsoleVipRank(await this.existing(operator, id));
    if ((await this.ranks.deleteUnheld(operator.merchantId, id)) === 0) {
      throw new AppError('CONFLICT', 'Members hold this VIP rank: move them to another rank first');
    }
    operator.change = removed(`vip-rank:${id}`, before);
    return null;
  }

  private async existing(operator: OperatorActor, id: number): Promise<VipRankRow> {
    const row = await this.ranks.find(operator.merchantId, id);
    if (!row) throw notFound('VIP rank');
    return row;
  }
}

// Amounts are kept as text with two decimals, as the seed writes them.
const amount = (value: string) => new Prisma.Decimal(value).toFixed(2);

function valuesOf(input: ConsoleVipRankInput): VipRankValues {
  return {
    rankLevel: input.rankLevel,
    labelName: input.labelName,
    color: input.color.toLowerCase(),
    requirements: {
      depositTotal: amount(input.requirements.depositTotal),
      validBetTotal: amount(input.requirements.validBetTotal),
    },
  };
}

function toConsoleVipRank(row: VipRankRow): ConsoleVipRank {
  const requirements = fieldsOf(row.requirements);
  const amountOf = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '0.00';
  return {
    id: row.id,
    rankLevel: row.rankLevel,
    labelName: row.labelName,
    color: row.color,
    requirements: {
      depositTotal: amountOf(requirements.depositTotal),
      validBetTotal: amountOf(requirements.validBetTotal),
    },
    memberCount: row._count.members,
  };
}
