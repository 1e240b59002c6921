import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { missionInputProblems, type MissionInput } from '@wps/shared-types';
import type { PrismaClient } from '../database/prisma.factory.js';
import { SeedFileError, seedFolder } from './seed-files.js';

const MISSIONS_FILE = 'missions.json';

/** A demo mission of missions.json: a rounds mission names its game by vendor and game code. */
type MissionSeed = Omit<MissionInput, 'gameId' | 'categoryCode' | 'enabled' | 'sortOrder'> & {
  categoryCode?: string;
  game?: { vendor: string; gameCode: string };
};

/**
 * The demo missions, written only while the site has none: the operator's own missions, and its
 * changes to these, are never touched by a later seed (idempotent: a second run adds nothing).
 * Each is checked by the console's rules. Runs after the games, which a rounds mission names.
 */
export async function seedMissions(
  prisma: PrismaClient,
  merchantId: number,
  folder = seedFolder(),
): Promise<number> {
  if ((await prisma.mission.count({ where: { merchantId } })) > 0) return 0;
  const file = path.join(folder, MISSIONS_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    // A seed folder without missions (a test's own) seeds none.
    if (error.code === 'ENOENT') return '{"missions": []}';
    throw error;
  });
  const seeds = (JSON.parse(text) as { missions: MissionSeed[] }).missions;
  const rows = [];
  for (const [index, seed] of seeds.entries()) {
    const game = seed.game
      ? await prisma.game.findFirst({
          where: { gameCode: seed.game.gameCode, vendor: { code: seed.game.vendor } },
          select: { id: true },
        })
      : null;
    // A catalogue cut short (a benchmark's) may lack the game: that mission is left out.
    if (seed.game && !game) continue;
    const input: MissionInput = {
      period: seed.period,
      kind: seed.kind,
      categoryCode: seed.categoryCode ?? null,
      gameId: game?.id ?? null,
      target: seed.target,
      rewardAmount: seed.rewardAmount,
      turnoverMultiplier: seed.turnoverMultiplier,
      enabled: true,
      sortOrder: index + 1,
      titles: seed.titles,
    };
    const problems = Object.entries(missionInputProblems(input));
    if (problems.length > 0) {
      throw new SeedFileError(`${file}: missions[${index}] ${problems.flat().join(': ')}`);
    }
    rows.push({ ...input, merchantId, titles: { ...input.titles } });
  }
  await prisma.mission.createMany({ data: rows });
  return rows.length;
}
