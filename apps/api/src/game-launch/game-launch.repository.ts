import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

// The game's name in the launch language comes along (at most one row per language).
const launchColumns = (language: string) =>
  ({
    id: true,
    vendorId: true,
    gameCode: true,
    name: true,
    categoryCode: true,
    defaultPlayType: true,
    names: { where: { language }, select: { name: true } },
  }) as const;

/** The enabled game a launch starts; maintenance is checked by the lobby's maintenance service. */
@Injectable()
export class GameLaunchRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  findGame(gameId: number, language: string) {
    return this.prisma.game.findFirst({
      where: { id: gameId, enabled: true },
      select: launchColumns(language),
    });
  }

  /** The vendor's first enabled game in catalogue order (sort order, then id). */
  firstGameOf(vendorId: number, language: string) {
    return this.prisma.game.findFirst({
      where: { vendorId, enabled: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: launchColumns(language),
    });
  }

  /** The vendor's enabled game of that code (a lobby launch names its game by code). */
  gameByCode(vendorId: number, gameCode: string, language: string) {
    return this.prisma.game.findFirst({
      where: { vendorId, gameCode, enabled: true },
      select: launchColumns(language),
    });
  }
}
