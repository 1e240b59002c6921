import { Injectable } from '@nestjs/common';
import { FOUR_D_GAME_CODE } from '@wps/shared-types';
import { CatalogueCache } from '../games/catalogue-cache.js';
import { DRAW_HISTORY_LIMIT } from './lottery-draw.job.js';
import { drawNumbers, drawTimesBetween, lotteryRuleFor, numeroOf } from './lottery-rules.js';
import { LotteryRepository, type DrawRow, type LotteryGameRow } from './lottery.repository.js';

// Reads bring the draws up to date themselves, at most this often per process.
const READ_CATCH_UP_MS = 1_000;
const INSERT_BATCH = 1_000;

/** The project's own lottery draws: made when their time has passed, stored once. */
@Injectable()
export class LotteryDrawsService {
  private lastCatchUp = 0;
  private running: Promise<number> | null = null;

  constructor(
    private readonly lottery: LotteryRepository,
    private readonly cache: CatalogueCache,
  ) {}

  /** The lottery games of the catalogue, names in `language` (cached per catalogue version). */
  games(language: string): Promise<LotteryGameRow[]> {
    return this.cache.local(`lottery-games:${language}`, () => this.lottery.lotteryGames(language));
  }

  /**
   * Draws every game whose draw time is due by `now` and not yet drawn (the newest
   * DRAW_HISTORY_LIMIT at most per game). Answers how many draws were stored.
   */
  catchUp(now = Date.now()): Promise<number> {
    this.running ??= this.drawDue(now).finally(() => {
      this.lastCatchUp = Date.now();
      this.running = null;
    });
    return this.running;
  }

  /** Before a read: catches up unless that happened within the last second. */
  async ensureFresh(): Promise<void> {
    if (this.running) await this.running;
    else if (Date.now() - this.lastCatchUp >= READ_CATCH_UP_MS) await this.catchUp();
  }

  private async drawDue(now: number): Promise<number> {
    const games = await this.games('EN');
    if (games.length === 0) return 0;
    const latest = new Map(
      (await this.lottery.latestDraws(games.map((game) => game.id))).map((draw) => [
        draw.gameId,
        draw.drawnAt.getTime(),
      ]),
    );
    const due: DrawRow[] = [];
    // The built-in provider draws its 4D itself, provably fair (FourDService).
    for (const game of games.filter((candidate) => candidate.gameCode !== FOUR_D_GAME_CODE)) {
      const rule = lotteryRuleFor(game.gameCode, game.classifyCode);
      const after = latest.get(game.id) ?? Number.NEGATIVE_INFINITY;
      for (const time of drawTimesBetween(rule.schedule, after, now, DRAW_HISTORY_LIMIT)) {
        due.push({
          gameId: game.id,
          numero: numeroOf(rule.schedule, time),
          numbers: drawNumbers(rule.numbers),
          drawnAt: new Date(time),
        });
      }
    }
    let stored = 0;
    for (let start = 0; start < due.length; start += INSERT_BATCH) {
      stored += await this.lottery.insertDraws(due.slice(start, start + INSERT_BATCH));
    }
    return stored;
  }
}
