import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

/** A lottery game of the catalogue (launch kind LOTTERY, enabled, of an enabled vendor). */
export interface LotteryGameRow {
  id: number;
  gameCode: string;
  gameName: string;
  vendorId: number;
  vendorCode: string;
  categoryCode: string;
  classifyCode: string | null;
  defaultPlayType: string | null;
  imagePath: string;
  hotRank: number | null;
  sortOrder: number;
}

export interface DrawRow {
  gameId: number;
  numero: string;
  numbers: string[];
  drawnAt: Date;
}

@Injectable()
export class LotteryRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  lotteryGames(language: string) {
    return this.prisma.$queryRaw<LotteryGameRow[]>`
      SELECT g.id, g.game_code AS "gameCode", COALESCE(n.name, g.name) AS "gameName",
             g.vendor_id AS "vendorId", v.code AS "vendorCode", g.category_code AS "categoryCode",
             c.code AS "classifyCode", g.default_play_type AS "defaultPlayType",
             g.image_path AS "imagePath", CASE WHEN g.is_hot THEN g.hot_rank END AS "hotRank",
             g.sort_order AS "sortOrder"
      FROM game g
      JOIN vendor v ON v.id = g.vendor_id
      LEFT JOIN game_classify c ON c.id = g.classify_id
      LEFT JOIN game_name n ON n.game_id = g.id AND n.language = ${language}
      WHERE g.category_code IN ('LOTT', 'ELOTT') AND g.launch_kind = 'LOTTERY'
        AND g.enabled AND v.enabled
      ORDER BY g.sort_order, g.id`;
  }

  /** The newest draw of each game (one index probe per game). */
  latestDraws(gameIds: readonly number[]) {
    return this.prisma.$queryRaw<DrawRow[]>`
      SELECT d."gameId", d.numero, d.numbers, d."drawnAt"
      FROM unnest(${[...gameIds]}::int[]) AS wanted(id)
      CROSS JOIN LATERAL (
        SELECT game_id AS "gameId", numero, numbers, drawn_at AS "drawnAt"
        FROM lottery_draw WHERE game_id = wanted.id
        ORDER BY drawn_at DESC LIMIT 1) d`;
  }

  /** The newest draws of these games together, newest first. */
  recentDraws(gameIds: readonly number[], limit: number) {
    return this.prisma.lotteryDraw.findMany({
      where: { gameId: { in: [...gameIds] } },
      orderBy: [{ drawnAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: { gameId: true, numero: true, numbers: true, drawnAt: true },
    });
  }

  /** Stores draws; a draw another process stored first stays as it is. */
  async insertDraws(draws: readonly DrawRow[]): Promise<number> {
    const { count } = await this.prisma.lotteryDraw.createMany({
      data: draws.map((draw) => ({ ...draw, numbers: [...draw.numbers] })),
      skipDuplicates: true,
    });
    return count;
  }
}
