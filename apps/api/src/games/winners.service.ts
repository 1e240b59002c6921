import { Inject, Injectable } from '@nestjs/common';
import {
  amountAtScale,
  currencyDecimals,
  WINNER_BOARD_ALL,
  WINNER_BOARD_WIN_THRESHOLD,
  type GameCategory,
  type WinnerBoardResponse,
} from '@wps/shared-types';
import { maskAccount } from '../common/mask-account.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { CatalogueService } from './catalogue.service.js';
import type { WinnerBoardQueryDto } from './dto/winner-board.query.js';
import { WinnersRepository } from './winners.repository.js';
import type { InLanguage } from '../common/visitor.js';

// Every lobby page shows the board; a few seconds of delay on a new big win is fine.
const BOARD_CACHE_MS = 10_000;

/** The winner board: the operator's newest wins above 50,000, each wrapped in `vo`. */
@Injectable()
export class WinnersService {
  constructor(
    private readonly winners: WinnersRepository,
    private readonly catalogues: CatalogueService,
    private readonly merchants: MerchantService,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  async board(
    query: InLanguage<WinnerBoardQueryDto>,
    host: string | undefined,
  ): Promise<WinnerBoardResponse> {
    const site = await this.merchants.siteForHost(host);
    const key = `winners:${site.id}:${query.gameCategory}:${query.language}:${query.limitNum}`;
    const cached = await this.store.get(key);
    if (cached !== null) return JSON.parse(cached) as WinnerBoardResponse;
    const catalogue = await this.catalogues.catalogue();
    const category = query.gameCategory === WINNER_BOARD_ALL ? undefined : query.gameCategory;
    const rows = await this.winners.bigWins(
      site.id,
      catalogue.scope({ category }),
      WINNER_BOARD_WIN_THRESHOLD,
      query.language,
      query.limitNum,
    );
    const decimals = currencyDecimals(site.currencyCode, site.currencyDecimals);
    const board: WinnerBoardResponse = {
      list: rows.map((row) => {
        const vendor = catalogue.vendorById.get(row.vendorId)?.code ?? '';
        return {
          vo: {
            account: maskAccount(row.account),
            nodeId: String(row.gameId),
            gameName: row.gameName,
            gameType: catalogue.listedCategoryOf(row.categoryCode, row.vendorId) as GameCategory,
            vendor,
            winAmount: amountAtScale(row.winAmount, decimals),
            winTime: row.wonAt.toISOString(),
          },
        };
      }),
    };
    await this.store.set(key, JSON.stringify(board), BOARD_CACHE_MS);
    return board;
  }
}
