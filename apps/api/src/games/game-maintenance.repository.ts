import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import type { GameScope } from './catalogue.js';
import { gameColumns, namedGameColumns, scopeCondition, type GameRow } from './game-rows.js';

// A game `g` of vendor `v` that a launch would start.
const PLAYABLE = Prisma.sql`g.enabled AND NOT g.maintenance AND v.enabled AND NOT v.maintenance`;

@Injectable()
export class GameMaintenanceRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The game with its own and its vendor's maintenance flags, read fresh. */
  findGame(gameId: number) {
    return this.prisma.game.findUnique({
      where: { id: gameId },
      select: {
        id: true,
        vendorId: true,
        categoryCode: true,
        maintenance: true,
        vendor: { select: { code: true, maintenance: true, maintenanceRecommendations: true } },
      },
    });
  }

  /** These games where playable (other than `exceptGameId`), in the order given. */
  playableGamesByIds(ids: readonly number[], exceptGameId: number, language: string) {
    return this.prisma.$queryRaw<GameRow[]>`
      SELECT ${namedGameColumns('p', language)}
      FROM (SELECT ${gameColumns('g')}, chosen.position
            FROM unnest(${[...ids]}::int[]) WITH ORDINALITY AS chosen(id, position)
            JOIN game g ON g.id = chosen.id JOIN vendor v ON v.id = g.vendor_id
            WHERE ${PLAYABLE} AND g.id <> ${exceptGameId}) p
      ORDER BY p.position`;
  }

  /**
   * Playable games of `scope` other than `exceptGameId`: hot ones by rank, then the rest in
   * catalogue order (two index scans, each stopping at `limit`).
   */
  playableGames(scope: GameScope, exceptGameId: number, language: string, limit: number) {
    const playable = Prisma.sql`${PLAYABLE} AND g.id <> ${exceptGameId} AND ${scopeCondition(scope)}`;
    return this.prisma.$queryRaw<GameRow[]>`
      SELECT ${namedGameColumns('p', language)}
      FROM (
        (SELECT ${gameColumns('g')}, 0 AS part, g.hot_rank AS rank, g.sort_order
         FROM game g JOIN vendor v ON v.id = g.vendor_id
         WHERE g.is_hot AND ${playable}
         ORDER BY g.hot_rank NULLS LAST, g.sort_order LIMIT ${limit})
        UNION ALL
        (SELECT ${gameColumns('g')}, 1 AS part, NULL AS rank, g.sort_order
         FROM game g JOIN vendor v ON v.id = g.vendor_id
         WHERE NOT g.is_hot AND ${playable}
         ORDER BY g.sort_order LIMIT ${limit})) p
      ORDER BY p.part, p.rank NULLS LAST, p.sort_order
      LIMIT ${limit}`;
  }
}
