import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PVP_ROOM_LEVELS,
  PVP_ROOM_SEATS_MAX,
  PVP_ROOM_SEATS_MIN,
  type PvpRoomLevel,
} from '@wps/shared-types';
import type { PrismaClient } from '../database/prisma.factory.js';
import { SeedFileError, seedFolder } from './seed-files.js';

const PVP_ROOMS_FILE = 'pvp-rooms.json';
const STAKE_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

interface PvpRoomSeed {
  code: string;
  game: { vendor: string; gameCode: string };
  level: PvpRoomLevel;
  stake: string;
  seats: number;
}

/** What is wrong with a room of pvp-rooms.json, or null. */
function roomProblem(room: PvpRoomSeed, minBet: number): string | null {
  if (!/^[A-Z0-9-]{3,40}$/.test(room.code)) return 'code: 3-40 of A-Z, 0-9 and -';
  if (!PVP_ROOM_LEVELS.includes(room.level)) return `level: one of ${PVP_ROOM_LEVELS.join(', ')}`;
  if (!STAKE_PATTERN.test(room.stake) || Number(room.stake) < minBet) {
    return `stake: an amount of at least the game's minimum bet (${minBet})`;
  }
  if (
    !Number.isInteger(room.seats) ||
    room.seats < PVP_ROOM_SEATS_MIN ||
    room.seats > PVP_ROOM_SEATS_MAX
  ) {
    return `seats: ${PVP_ROOM_SEATS_MIN} to ${PVP_ROOM_SEATS_MAX}`;
  }
  return null;
}

/**
 * The card-game rooms of pvp-rooms.json, matched on their code and updated in place (a second
 * run adds nothing; the order of the file is the lobby's). Runs after the games the rooms name;
 * a room whose game the catalogue lacks (a benchmark's short one) is left out.
 */
export async function seedPvpRooms(prisma: PrismaClient, folder = seedFolder()): Promise<number> {
  const file = path.join(folder, PVP_ROOMS_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    // A seed folder without rooms (a test's own) seeds none.
    if (error.code === 'ENOENT') return '{"rooms": []}';
    throw error;
  });
  const seeds = (JSON.parse(text) as { rooms: PvpRoomSeed[] }).rooms;
  let written = 0;
  for (const [index, seed] of seeds.entries()) {
    const game = await prisma.game.findFirst({
      where: { gameCode: seed.game.gameCode, vendor: { code: seed.game.vendor } },
      select: { id: true, minBet: true },
    });
    if (!game) continue;
    const problem = roomProblem(seed, Number(game.minBet));
    if (problem) throw new SeedFileError(`${file}: rooms[${index}] ${problem}`);
    const row = {
      gameId: game.id,
      level: seed.level,
      stake: seed.stake,
      seats: seed.seats,
      sortOrder: index + 1,
    };
    await prisma.pvpRoom.upsert({
      where: { code: seed.code },
      create: { code: seed.code, ...row },
      update: row,
      select: { id: true },
    });
    written += 1;
  }
  return written;
}
