import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

// A room is listed and joined while it, its game and the game's vendor are enabled.
const listedRoom = (gameId: number | undefined) =>
  ({
    enabled: true,
    game: { enabled: true, vendor: { enabled: true } },
    ...(gameId === undefined ? {} : { gameId }),
  }) as const;

/** Card-game rooms and the seats taken in them. */
@Injectable()
export class PvpRoomsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  countRooms(gameId: number | undefined): Promise<number> {
    return this.prisma.pvpRoom.count({ where: listedRoom(gameId) });
  }

  /** A page of rooms in catalogue order, with the game's name in `language` where it has one. */
  roomPage(gameId: number | undefined, language: Language, skip: number, take: number) {
    return this.prisma.pvpRoom.findMany({
      where: listedRoom(gameId),
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      skip,
      take,
      select: {
        id: true,
        code: true,
        level: true,
        stake: true,
        seats: true,
        game: {
          select: {
            id: true,
            name: true,
            names: { where: { language }, select: { name: true } },
            vendor: { select: { code: true } },
          },
        },
      },
    });
  }

  /** Live seats per room of `roomIds` (one grouped count over the room's seat index). */
  async playersIn(roomIds: number[], now: Date): Promise<Map<number, number>> {
    const groups = await this.prisma.pvpSeat.groupBy({
      by: ['roomId'],
      where: { roomId: { in: roomIds }, expiresAt: { gt: now } },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.roomId, group._count._all]));
  }

  /** The room the member sits in now, if any. */
  async seatedRoomOf(memberId: number, now: Date): Promise<number | null> {
    const seat = await this.prisma.pvpSeat.findUnique({
      where: { memberId },
      select: { roomId: true, expiresAt: true },
    });
    return seat && seat.expiresAt > now ? seat.roomId : null;
  }

  /** A listed room's game, for a launch into it. */
  roomGame(roomId: number) {
    return this.prisma.pvpRoom.findFirst({
      where: { id: roomId, ...listedRoom(undefined) },
      select: { gameId: true },
    });
  }

  /**
   * Seats the member in the room until `expiresAt`, leaving any other room. The room's row is
   * locked so that two members joining its last seat at once cannot both sit: the second counts
   * the first's seat and is refused (PVP_ROOM_FULL).
   */
  async takeSeat(memberId: number, roomId: number, expiresAt: Date, now: Date): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const [room] = await tx.$queryRaw<{ seats: number }[]>`
        SELECT seats FROM pvp_room WHERE id = ${roomId} FOR UPDATE`;
      if (!room) throw new AppError('NOT_FOUND', 'No such room');
      const others = await tx.pvpSeat.count({
        where: { roomId, expiresAt: { gt: now }, memberId: { not: memberId } },
      });
      if (others >= room.seats) {
        throw new AppError('PVP_ROOM_FULL', 'Every seat of this room is taken', {
          seats: room.seats,
        });
      }
      await tx.pvpSeat.upsert({
        where: { memberId },
        create: { memberId, roomId, joinedAt: now, expiresAt },
        update: { roomId, joinedAt: now, expiresAt },
        select: { memberId: true },
      });
    });
  }

  /** The member leaves the room it sits in (a launch of another game). */
  async leave(memberId: number): Promise<void> {
    await this.prisma.pvpSeat.deleteMany({ where: { memberId } });
  }
}
