import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { GameScope } from './catalogue.js';
import { scopeCondition } from './game-rows.js';

export interface BigWinRow {
  account: string;
  gameId: number;
  vendorId: number;
  categoryCode: string;
  gameName: string;
  winAmount: string;
  wonAt: Date;
}

@Injectable()
export class WinnersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * The operator's newest wins above `threshold` in games of `scope` (index on win_amount), the
   * amounts at the ledger's scale.
   */
  bigWins(
    merchantId: number,
    scope: GameScope,
    threshold: number,
    language: string,
    limit: number,
  ) {
    return this.prisma.$queryRaw<BigWinRow[]>`
      SELECT m.account, g.id AS "gameId", g.vendor_id AS "vendorId",
             g.category_code AS "categoryCode", COALESCE(n.name, g.name) AS "gameName",
             w.win_amount::text AS "winAmount", w.won_at AS "wonAt"
      FROM game_win w
      JOIN member m ON m.id = w.member_id
      JOIN game g ON g.id = w.game_id
      LEFT JOIN game_name n ON n.game_id = g.id AND n.language = ${language}
      WHERE w.win_amount > ${threshold}::numeric AND m.merchant_id = ${merchantId}
        AND ${scopeCondition(scope)}
      ORDER BY w.won_at DESC, w.id DESC
      LIMIT ${limit}`;
  }
}
