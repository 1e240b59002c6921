import { Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  FOUR_D_GAME_CODE,
  isLanguage,
  POPULAR_LOTTERY_COUNT,
  prizeModeFor,
  VIETNAMESE_LOTTERY_NUMBERS_COUNT,
  type GameCategory,
  type Language,
  type LotteryDrawResult,
  type LotteryMenuGame,
  type LotteryMenuGroup,
  type LotteryMenuResponse,
  type LotteryRecentMenuResponse,
  type OpenedNumeroResponse,
  type OpenedNumerosResponse,
  type PopularLotteryResponse,
  type PrizeMode,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { FourDService } from '../provider/four-d/four-d.service.js';
import { CatalogueService } from '../games/catalogue.service.js';
import { RecentGamesService } from '../games/recent-games.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type {
  LotteryQueryDto,
  OpenedNumeroQueryDto,
  OpenedNumerosQueryDto,
  PopularLotteryQueryDto,
} from './dto/lottery.query.js';
import { LotteryDrawsService } from './lottery-draws.service.js';
import {
  LOTTERY_GROUPS,
  lotteryRuleFor,
  nextDrawTime,
  numeroOf,
  type LotteryRule,
} from './lottery-rules.js';
import { LotteryRepository, type DrawRow, type LotteryGameRow } from './lottery.repository.js';

export const VIETNAMESE_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/**
 * Which games each prize mode offers: Lott the lottery lane, Elott the e-lottery lane with the
 * lottery lane after it, SEA the TCG_SEA lotteries, ZY the site's own fast lotteries (ELOTT).
 */
const PRIZE_MODE_GAMES: Readonly<Record<PrizeMode, (game: LotteryGameRow) => number | null>> = {
  Lott: (game) => (game.categoryCode === 'LOTT' ? 0 : null),
  Elott: (game) => (game.categoryCode === 'ELOTT' ? 0 : game.categoryCode === 'LOTT' ? 1 : null),
  SEA: (game) => (game.vendorCode === 'TCG_SEA' ? 0 : null),
  ZY: (game) => (game.vendorCode === 'ELOTT' ? 0 : null),
};

function toResult(draw: DrawRow): LotteryDrawResult {
  return { numero: draw.numero, numbers: draw.numbers, openedAt: draw.drawnAt.toISOString() };
}

/** The lottery lobby: menus, popular games and the results of the project's own draws. */
@Injectable()
export class LotteryService {
  constructor(
    private readonly lottery: LotteryRepository,
    private readonly draws: LotteryDrawsService,
    private readonly catalogues: CatalogueService,
    private readonly merchants: MerchantService,
    private readonly recentGames: RecentGamesService,
    private readonly fourD: FourDService,
  ) {}

  /** Every lottery game of the prize mode, grouped. */
  async menus(query: LotteryQueryDto, host: string | undefined): Promise<LotteryMenuResponse> {
    const prizeMode = await this.prizeMode(query, host);
    const language = await this.language(query, host);
    const games = this.inPrizeMode(await this.draws.games(language), prizeMode);
    return { prizeMode, groups: await this.grouped(games) };
  }

  /** The Vietnamese lottery games, grouped (traditional daily draws, fast draws). */
  async vietnameseMenu(
    query: LotteryQueryDto,
    host: string | undefined,
  ): Promise<LotteryMenuResponse> {
    const prizeMode = await this.prizeMode(query, host);
    const games = (await this.draws.games(await this.language(query, host))).filter(
      (game) => game.vendorCode === VIETNAMESE_LOTTERY_VENDOR,
    );
    return { prizeMode, groups: await this.grouped(games) };
  }

  /** The Vietnamese lottery games the member launched lately, last played first. */
  async vietnameseRecentMenu(
    member: AuthenticatedMember,
    query: LotteryQueryDto,
    host: string | undefined,
  ): Promise<LotteryRecentMenuResponse> {
    const games = await this.draws.games(await this.language(query, host));
    const byId = new Map(
      games
        .filter((game) => game.vendorCode === VIETNAMESE_LOTTERY_VENDOR)
        .map((game) => [game.id, game]),
    );
    const recent = (await this.recentGames.gameIds(member.memberId))
      .map((id) => byId.get(id))
      .filter((game): game is LotteryGameRow => game !== undefined);
    return { gameMenus: await this.menuGames(recent) };
  }

  /** The prize mode's lottery games, hot ones by rank first, then catalogue order. */
  async popular(
    query: PopularLotteryQueryDto,
    host: string | undefined,
  ): Promise<PopularLotteryResponse> {
    const prizeMode = await this.prizeMode(query, host);
    const games = this.inPrizeMode(
      await this.draws.games(await this.language(query, host)),
      prizeMode,
    );
    const ranked = [...games].sort(
      (a, b) =>
        (a.hotRank ?? Number.MAX_SAFE_INTEGER) - (b.hotRank ?? Number.MAX_SAFE_INTEGER) ||
        a.sortOrder - b.sortOrder,
    );
    return { list: await this.menuGames(ranked.slice(0, query.count ?? POPULAR_LOTTERY_COUNT)) };
  }

  /** The newest results of the Vietnamese lottery games (or of one of them), newest first. */
  async vietnameseOpenedNumeros(
    query: OpenedNumerosQueryDto,
    host: string | undefined,
  ): Promise<OpenedNumerosResponse> {
    const games = (await this.draws.games(await this.language(query, host))).filter(
      (game) =>
        game.vendorCode === VIETNAMESE_LOTTERY_VENDOR &&
        (!query.gameCode || game.gameCode === query.gameCode),
    );
    if (query.gameCode && games.length === 0) {
      throw new AppError('NOT_FOUND', 'No such lottery game');
    }
    await this.draws.ensureFresh();
    const byId = new Map(games.map((game) => [game.id, game]));
    const draws = await this.lottery.recentDraws(
      games.map((game) => game.id),
      query.count ?? VIETNAMESE_LOTTERY_NUMBERS_COUNT,
    );
    return {
      list: draws.map((draw) => ({
        gameCode: byId.get(draw.gameId)!.gameCode,
        gameName: byId.get(draw.gameId)!.gameName,
        ...toResult(draw),
      })),
    };
  }

  /** The last result of one lottery game and when the next draw closes. */
  async openedNumero(
    query: OpenedNumeroQueryDto,
    host: string | undefined,
  ): Promise<OpenedNumeroResponse> {
    const games = await this.draws.games(await this.language(query, host));
    const game = games.find((candidate) => candidate.gameCode === query.gameCode);
    if (!game) throw new AppError('NOT_FOUND', 'No such lottery game');
    const [menu] = await this.menuGames([game]);
    return {
      gameCode: game.gameCode,
      gameName: game.gameName,
      lastDraw: menu.lastDraw,
      nextNumero: menu.nextNumero,
      nextDrawAt: menu.nextDrawAt,
    };
  }

  private inPrizeMode(games: readonly LotteryGameRow[], prizeMode: PrizeMode): LotteryGameRow[] {
    const rank = PRIZE_MODE_GAMES[prizeMode];
    return games
      .filter((game) => rank(game) !== null)
      .sort((a, b) => rank(a)! - rank(b)! || a.sortOrder - b.sortOrder);
  }

  private async grouped(games: readonly LotteryGameRow[]): Promise<LotteryMenuGroup[]> {
    const menus = await this.menuGames(games);
    const groups = new Map<string, LotteryMenuGroup>();
    games.forEach((game, index) => {
      const group = lotteryRuleFor(game.gameCode, game.classifyCode).group;
      const entry = groups.get(group) ?? {
        groupCode: group,
        groupName: LOTTERY_GROUPS[group],
        gameMenus: [],
      };
      entry.gameMenus.push(menus[index]);
      groups.set(group, entry);
    });
    return [...groups.values()];
  }

  /** Menu entries with each game's last draw and next draw (one query for all last draws). */
  private async menuGames(games: readonly LotteryGameRow[]): Promise<LotteryMenuGame[]> {
    if (games.length === 0) return [];
    await this.draws.ensureFresh();
    const latest = new Map(
      (await this.lottery.latestDraws(games.map((game) => game.id))).map((draw) => [
        draw.gameId,
        draw,
      ]),
    );
    const now = Date.now();
    const catalogue = await this.catalogues.catalogue();
    // The built-in provider's 4D has draws of its own, on its own schedule.
    const fourD = games.some((game) => game.gameCode === FOUR_D_GAME_CODE)
      ? await this.fourD.lobbyView()
      : null;
    return games.map((game) => {
      const rule: LotteryRule = lotteryRuleFor(game.gameCode, game.classifyCode);
      const next = nextDrawTime(rule.schedule, now);
      const last = latest.get(game.id);
      const drawn =
        fourD && game.gameCode === FOUR_D_GAME_CODE
          ? fourD
          : {
              drawIntervalSeconds: rule.schedule.kind === 'interval' ? rule.schedule.seconds : null,
              nextNumero: numeroOf(rule.schedule, next),
              nextDrawAt: new Date(next).toISOString(),
              lastDraw: last ? toResult(last) : null,
            };
      return {
        gameId: String(game.id),
        gameCode: game.gameCode,
        gameName: game.gameName,
        vendor: game.vendorCode,
        gameType: catalogue.listedCategoryOf(game.categoryCode, game.vendorId) as GameCategory,
        defaultPlayType: game.defaultPlayType,
        imageUrl: game.imagePath || null,
        drawIntervalSeconds: drawn.drawIntervalSeconds,
        nextNumero: drawn.nextNumero,
        nextDrawAt: drawn.nextDrawAt,
        lastDraw: drawn.lastDraw,
      };
    });
  }

  /** The asked prize mode, else the site's (spec 2 §4: e-lottery when its lanes say so). */
  private async prizeMode(query: LotteryQueryDto, host: string | undefined): Promise<PrizeMode> {
    if (query.prizeMode) return query.prizeMode;
    return prizeModeFor((await this.catalogues.vendorList(host)).data.lanes);
  }

  private async language(query: LotteryQueryDto, host: string | undefined): Promise<Language> {
    if (query.language) return query.language;
    const site = await this.merchants.siteForHost(host);
    return isLanguage(site.defaultLanguage) ? site.defaultLanguage : DEFAULT_LANGUAGE;
  }
}
