import { Injectable } from '@nestjs/common';
import type { Language, PvpRoomPage, PvpRoomView } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { pageCount } from '../common/paging.query.js';
import type { PvpRoomQueryDto } from './dto/pvp-rooms.dto.js';
import { PvpRoomsRepository } from './pvp-rooms.repository.js';

/**
 * Card-game rooms: the lobby's list with each room's players, and the seats a launch into a room
 * takes (the port the game launch uses). A member sits in one room at a time.
 */
@Injectable()
export class PvpRoomsService {
  constructor(private readonly rooms: PvpRoomsRepository) {}

  async page(memberId: number, query: PvpRoomQueryDto, language: Language): Promise<PvpRoomPage> {
    const { pageNo, pageSize } = query;
    const gameId = query.nodeId === undefined ? undefined : Number(query.nodeId);
    const now = new Date();
    const [totalCount, rows, seatedRoom] = await Promise.all([
      this.rooms.countRooms(gameId),
      this.rooms.roomPage(gameId, language, (pageNo - 1) * pageSize, pageSize),
      this.rooms.seatedRoomOf(memberId, now),
    ]);
    const players = await this.rooms.playersIn(
      rows.map((row) => row.id),
      now,
    );
    const list = rows.map((row): PvpRoomView => ({
      roomId: row.id,
      code: row.code,
      level: row.level,
      nodeId: String(row.game.id),
      gameName: row.game.names[0]?.name ?? row.game.name,
      vendor: row.game.vendor.code,
      stake: row.stake.toFixed(2),
      seats: row.seats,
      players: players.get(row.id) ?? 0,
      seated: row.id === seatedRoom,
    }));
    return { list, pageNo, pageSize, totalCount, totalPages: pageCount(totalCount, pageSize) };
  }

  /** The game of a room a launch names; an unknown or closed room is 404, as a missing game. */
  async gameOfRoom(roomId: number): Promise<number> {
    const room = await this.rooms.roomGame(roomId);
    if (!room) throw new AppError('NOT_FOUND', 'No such room');
    return room.gameId;
  }

  /** Seats the member until its game session ends; 409 PVP_ROOM_FULL when no seat is free. */
  sit(memberId: number, roomId: number, until: Date): Promise<void> {
    return this.rooms.takeSeat(memberId, roomId, until, new Date());
  }

  /** A launch of any other game: the member has left its room. */
  leave(memberId: number): Promise<void> {
    return this.rooms.leave(memberId);
  }
}
