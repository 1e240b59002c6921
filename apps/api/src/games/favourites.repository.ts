import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { GameScope } from './catalogue.js';
import {
  memberGamesCountQuery,
  memberGamesPageQuery,
  type GameRow,
  type MemberGameList,
} from './game-rows.js';

const FAVOURITES: MemberGameList = { table: 'member_favourite_game', orderedBy: 'created_at' };

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
    return this.prisma.$queryRaw<GameRow[]>(
      memberGamesPageQuery(FAVOURITES, memberId, scope, language, offset, limit),
    );
  }

  async count(memberId: number, scope: GameScope): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ total: number }[]>(
      memberGamesCountQuery(FAVOURITES, memberId, scope),
    );
    return row?.total ?? 0;
  }
}
