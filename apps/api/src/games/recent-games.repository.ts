import { Inject, Injectable } from '@nestjs/common';
import { RECENT_GAMES_KEPT } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { MemberGameList } from './game-rows.js';
import { MemberGameListRepository } from './member-game-list.repository.js';

const RECENT_GAMES: MemberGameList = { table: 'member_recent_game', orderedBy: 'last_played_at' };

/** A member's recently launched games; every query is scoped by the member. */
@Injectable()
export class RecentGamesRepository extends MemberGameListRepository {
  constructor(@Inject(PRISMA) prisma: PrismaClient) {
    super(prisma, RECENT_GAMES);
  }

  /** Moves the game to the top of the member's recent games and drops those beyond the cap. */
  async record(memberId: number, gameId: number, playedAt: Date): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.$executeRaw`
        INSERT INTO member_recent_game (member_id, game_id, last_played_at)
        VALUES (${memberId}, ${gameId}, ${playedAt})
        ON CONFLICT (member_id, game_id) DO UPDATE
          SET last_played_at = GREATEST(member_recent_game.last_played_at, EXCLUDED.last_played_at)`,
      this.prisma.$executeRaw`
        DELETE FROM member_recent_game
        WHERE member_id = ${memberId} AND game_id NOT IN (
          SELECT game_id FROM member_recent_game WHERE member_id = ${memberId}
          ORDER BY last_played_at DESC, game_id DESC LIMIT ${RECENT_GAMES_KEPT})`,
    ]);
  }

  /** The member's recent game ids, last played first. */
  async gameIds(memberId: number): Promise<number[]> {
    const rows = await this.prisma.memberRecentGame.findMany({
      where: { memberId },
      select: { gameId: true },
      orderBy: [{ lastPlayedAt: 'desc' }, { gameId: 'desc' }],
      take: RECENT_GAMES_KEPT,
    });
    return rows.map((row) => row.gameId);
  }
}
