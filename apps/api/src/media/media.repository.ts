import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

@Injectable()
export class MediaRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** What a game picture shows: the game's name and category and its vendor's name. */
  findGame(vendorCode: string, gameCode: string) {
    return this.prisma.game.findFirst({
      where: { gameCode, vendor: { code: vendorCode } },
      select: { name: true, categoryCode: true, vendor: { select: { name: true } } },
    });
  }

  findVendor(code: string) {
    return this.prisma.vendor.findUnique({ where: { code }, select: { code: true, name: true } });
  }
}
