import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import {
  gameColumns,
  namedGameColumns,
  scopeCondition,
  type GameRow,
  type GameScope,
} from './game-rows.js';

/** A member's saved games; every query is scoped by the member. */
@Injectable()
export class FavouritesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  findGame(gameId: number) {
    return this.prisma.game.findUnique({
      where: { id: gameId },
      select: { id: true, vendorId: true, categoryCode: true, enabled: true },
    });
  }

  /** Saves a favourite; saving it again changes nothing (the primary key decides). */
  async add(memberId: number, gameId: number): Promise<void> {
    await this.prisma.memberFavouriteGame.createMany({
      data: [{ memberId, gameId }],
      skipDuplicates: true,
    });
  }

  async remove(memberId: number, gameId: number): Promise<void> {
    await this.prisma.memberFavouriteGame.deleteMany({ where: { memberId, gameId } });
  }

  /** A page of the member's favourites among games matching `scope`, newest first. */
  page(memberId: number, scope: GameScope, language: string, offset: number, limit: number) {
    return this.prisma.$queryRaw<GameRow[]>`
      SELECT ${namedGameColumns('p', language)}
      FROM (
        SELECT ${gameColumns('g')}, f.created_at
        FROM member_favourite_game f JOIN game g ON g.id = f.game_id
        WHERE f.member_id = ${memberId} AND g.enabled AND ${scopeCondition(scope)}
        ORDER BY f.created_at DESC, f.game_id DESC
        LIMIT ${limit} OFFSET ${offset}) p
      ORDER BY p.created_at DESC, p.id DESC`;
  }

  async count(memberId: number, scope: GameScope): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total
      FROM member_favourite_game f JOIN game g ON g.id = f.game_id
      WHERE f.member_id = ${memberId} AND g.enabled AND ${scopeCondition(scope)}`;
    return row?.total ?? 0;
  }
}
