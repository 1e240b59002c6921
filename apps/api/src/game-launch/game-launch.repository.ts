import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

const LAUNCH_COLUMNS = {
  id: true,
  vendorId: true,
  gameCode: true,
  categoryCode: true,
  defaultPlayType: true,
} as const;

/** The enabled game a launch starts; maintenance is checked by the lobby's maintenance service. */
@Injectable()
export class GameLaunchRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  findGame(gameId: number) {
    return this.prisma.game.findFirst({
      where: { id: gameId, enabled: true },
      select: LAUNCH_COLUMNS,
    });
  }

  /** The vendor's first enabled game in catalogue order (sort order, then id). */
  firstGameOf(vendorId: number) {
    return this.prisma.game.findFirst({
      where: { vendorId, enabled: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: LAUNCH_COLUMNS,
    });
  }
}
