import { Inject, Injectable, Optional } from '@nestjs/common';
import pg from 'pg';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

export interface GameSessionRow {
  memberId: number;
  merchantId: number;
  vendorId: number;
  isDemo: boolean;
  expiresAt: Date;
}

/** A session with the catalogue game and vendor it was opened for. */
export interface GameSessionLaunch {
  memberId: number;
  isDemo: boolean;
  expiresAt: Date;
  vendor: { code: string };
  game: { gameCode: string; name: string; categoryCode: string };
}

// Every seamless-wallet call resolves its player token: one named prepared statement.
const SESSION_BY_TOKEN_SQL = `
  SELECT s.member_id AS "memberId", m.merchant_id AS "merchantId", s.vendor_id AS "vendorId",
         s.is_demo AS "isDemo", s.expires_at AS "expiresAt"
  FROM game_session s JOIN member m ON m.id = s.member_id
  WHERE s.player_token = $1`;

/** Game sessions (player tokens) handed to vendors at launch. */
@Injectable()
export class GameSessionRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    // The pool under Prisma (absent for the bench's own instance, which goes through Prisma).
    @Optional() @Inject(PG_POOL) private readonly pool?: pg.Pool,
  ) {}

  member(memberId: number) {
    return this.prisma.member.findUnique({
      where: { id: memberId },
      select: { id: true, isAgent: true },
    });
  }

  async create(session: {
    playerToken: string;
    memberId: number;
    vendorId: number;
    gameId: number;
    isDemo: boolean;
    expiresAt: Date;
  }): Promise<void> {
    await this.prisma.gameSession.create({ data: session, select: { id: true } });
  }

  async findByToken(playerToken: string): Promise<GameSessionRow | null> {
    const rows = this.pool
      ? (
          await this.pool.query<GameSessionRow>({
            name: 'game_session_by_token',
            text: SESSION_BY_TOKEN_SQL,
            values: [playerToken],
          })
        ).rows
      : await this.prisma.$queryRawUnsafe<GameSessionRow[]>(SESSION_BY_TOKEN_SQL, playerToken);
    return rows[0] ?? null;
  }

  findLaunch(playerToken: string): Promise<GameSessionLaunch | null> {
    return this.prisma.gameSession.findUnique({
      where: { playerToken },
      select: {
        memberId: true,
        isDemo: true,
        expiresAt: true,
        vendor: { select: { code: true } },
        game: { select: { gameCode: true, name: true, categoryCode: true } },
      },
    });
  }
}
