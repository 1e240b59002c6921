import type { PrismaClient } from '../database/prisma.factory.js';
import { pageCount } from '../common/paging.query.js';
import type { GameScope } from './catalogue.js';
import {
  memberGamesCountQuery,
  memberGamesPageQuery,
  type GameRow,
  type MemberGameList,
} from './game-rows.js';

/** A member's own list of games (favourites, recent games); every query is scoped by the member. */
export abstract class MemberGameListRepository {
  protected constructor(
    protected readonly prisma: PrismaClient,
    private readonly list: MemberGameList,
  ) {}

  /** A page of the member's list among games matching `scope`, newest first, and its page count. */
  async pageOf(
    memberId: number,
    scope: GameScope,
    query: { language: string; pageNo: number; pageSize: number },
  ): Promise<{ rows: GameRow[]; totalPages: number }> {
    const offset = (query.pageNo - 1) * query.pageSize;
    const [[counted], rows] = await Promise.all([
      this.prisma.$queryRaw<{ total: number }[]>(memberGamesCountQuery(this.list, memberId, scope)),
      this.prisma.$queryRaw<GameRow[]>(
        memberGamesPageQuery(this.list, memberId, scope, query.language, offset, query.pageSize),
      ),
    ]);
    return { rows, totalPages: pageCount(counted?.total ?? 0, query.pageSize) };
  }
}
