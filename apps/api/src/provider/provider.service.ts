import { Injectable } from '@nestjs/common';
import {
  SPORTSBOOK_PATHS,
  type ProviderFairness,
  type ProviderGameCode,
  type ProviderPaytable,
  type ProviderRoundListResponse,
  type ProviderRoundResponse,
  type ProviderRotateSeedResponse,
  type ProviderSessionResponse,
} from '@wps/shared-types';
import { pageCount } from '../common/paging.query.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { GameSessionService } from '../wallet/game-session.service.js';
import type { GameSessionLaunch } from '../wallet/game-session.repository.js';
import { invalidInput } from '../common/app-error.js';
import { baccaratPaytable } from './games/baccarat.js';
import { cockfightPaytable } from './games/cockfight.js';
import { dragonTigerPaytable } from './games/dragon-tiger.js';
import { fishingPaytable } from './games/fishing.js';
import { fourDPaytable } from './games/four-d.js';
import { harimauEmasPaytable } from './games/harimau-emas.js';
import { PROVIDER_GAMES, type ProviderOutcome, providerGameFor } from './games/provider-games.js';
import { roulettePaytable } from './games/roulette.js';
import { sportsbookPaytable } from './games/sportsbook.js';
import type { PlayerSeedsView } from './player-seeds.js';
import { withAmounts } from './money.js';
import { PROVIDER_BETS } from './provider-bets.js';
import { ProviderRoundRepository } from './provider-round.repository.js';
import type { PlayRoundRequest } from './provider-round.service.js';
import { ProviderWallets } from './provider-wallets.js';

// Rounds per player token per minute: a fast player spins about twice a second; a script
// hammering the wallet is stopped well before it costs the site anything.
const PLAY_RULE = { limit: 300, windowMs: 60_000 };

export const PROVIDER_ROUNDS_PAGE_SIZE = 20;

const PAYTABLES: Readonly<Record<ProviderGameCode, () => ProviderPaytable>> = {
  HARIMAU_EMAS: harimauEmasPaytable,
  BACCARAT: baccaratPaytable,
  FOUR_D: fourDPaytable,
  ROULETTE: roulettePaytable,
  DRAGON_TIGER: dragonTigerPaytable,
  COCKFIGHT: cockfightPaytable,
  SPORTSBOOK: () => sportsbookPaytable('SPORTSBOOK'),
  ESPORTS: () => sportsbookPaytable('ESPORTS'),
  FISHING: fishingPaytable,
};

/** A launch as the provider sees it: who plays, which game, through which vendor. */
interface ProviderPlayer {
  launch: GameSessionLaunch;
  playerId: string;
  providerGame: ProviderGameCode;
}

function fairnessOf({ serverSeedHash, clientSeed, nextNonce }: PlayerSeedsView): ProviderFairness {
  return { serverSeedHash, clientSeed, nonce: nextNonce };
}

/**
 * The built-in provider's API to its game client: the player token of the launch names the
 * session; the catalogue game's category picks the provider game; every round settles through
 * the catalogue vendor's seamless wallet.
 */
@Injectable()
export class ProviderService {
  constructor(
    private readonly sessions: GameSessionService,
    private readonly wallets: ProviderWallets,
    private readonly rounds: ProviderRoundRepository,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async session(token: string): Promise<ProviderSessionResponse> {
    const { launch, playerId, providerGame } = await this.player(token);
    const [wallet, seeds] = await Promise.all([
      this.wallets.forVendor(launch.vendor.code).wallet.balance({ playerToken: token }),
      this.wallets.seeds.view(playerId),
    ]);
    return {
      catalogueGameCode: launch.game.gameCode,
      gameName: launch.game.name,
      vendor: launch.vendor.code,
      providerGame,
      currency: wallet.currency,
      balance: wallet.balance,
      demo: launch.isDemo,
      fairness: fairnessOf(seeds),
      paytable: PAYTABLES[providerGame](),
    };
  }

  async play(token: string, bet: unknown): Promise<ProviderRoundResponse> {
    await this.rateLimiter.consume('provider-play', token, PLAY_RULE);
    const { launch, playerId, providerGame } = await this.player(token);
    if (providerGame === 'FOUR_D') {
      throw invalidInput({ bet: '4D tickets are bought at /provider/api/4d/tickets' });
    }
    if (providerGame === 'SPORTSBOOK' || providerGame === 'ESPORTS') {
      throw invalidInput({ bet: `sportsbook bets are placed at ${SPORTSBOOK_PATHS.bets}` });
    }
    const { rounds } = this.wallets.forVendor(launch.vendor.code);
    const request: Omit<PlayRoundRequest<unknown>, 'bet'> = {
      playerId,
      playerToken: token,
      gameCode: launch.game.gameCode,
      vendorCode: launch.vendor.code,
    };
    // The bet is parsed for the session's game, which checks it against its own limits.
    const played = await rounds.play<unknown, ProviderOutcome>(PROVIDER_GAMES[providerGame], {
      ...request,
      bet: PROVIDER_BETS[providerGame](bet),
    });
    return {
      roundId: played.roundId,
      providerGame,
      stake: played.stake,
      payout: played.payout,
      balance: played.balance,
      currency: played.currency,
      fairness: played.fairness,
      outcome: withAmounts(played.outcome),
    };
  }

  async setClientSeed(token: string, clientSeed: string): Promise<ProviderFairness> {
    const { playerId } = await this.player(token);
    return fairnessOf(await this.wallets.seeds.setClientSeed(playerId, clientSeed));
  }

  async rotateSeed(token: string, clientSeed?: string): Promise<ProviderRotateSeedResponse> {
    const { playerId } = await this.player(token);
    const { revealed, active } = await this.wallets.seeds.rotate(playerId, clientSeed);
    return { revealed, fairness: fairnessOf(active) };
  }

  async roundList(token: string, pageNo: number): Promise<ProviderRoundListResponse> {
    const { playerId } = await this.player(token);
    const { rows, total } = await this.rounds.page(playerId, pageNo, PROVIDER_ROUNDS_PAGE_SIZE);
    return {
      list: rows.map(({ createdAt, ...round }) => ({
        ...round,
        playedAt: createdAt.toISOString(),
      })),
      totalPages: pageCount(total, PROVIDER_ROUNDS_PAGE_SIZE),
    };
  }

  private async player(token: string): Promise<ProviderPlayer> {
    const launch = await this.sessions.launchOf(token);
    return {
      launch,
      // The provider's own id of the player: the member id, as an operator's player id would be.
      playerId: String(launch.memberId),
      providerGame: providerGameFor(
        launch.game.categoryCode,
        launch.game.gameCode,
        launch.game.classify?.code ?? null,
      ),
    };
  }
}
