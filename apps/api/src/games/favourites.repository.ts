import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { MemberGameList } from './game-rows.js';
import { MemberGameListRepository } from './member-game-list.repository.js';

const FAVOURITES: MemberGameList = { table: 'member_favourite_game', orderedBy: 'created_at' };

/** A member's saved games; every query is scoped by the member. */
@Injectable()
export class FavouritesRepository extends MemberGameListRepository {
  constructor(@Inject(PRISMA) prisma: PrismaClient) {
    super(prisma, FAVOURITES);
  }

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
}
