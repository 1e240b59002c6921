import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
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

/** Game sessions (player tokens) handed to vendors at launch. */
@Injectable()
export class GameSessionRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

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
    const session = await this.prisma.gameSession.findUnique({
      where: { playerToken },
      select: {
        memberId: true,
        vendorId: true,
        isDemo: true,
        expiresAt: true,
        member: { select: { merchantId: true } },
      },
    });
    return session && { ...session, merchantId: session.member.merchantId };
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
