import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  FOUR_D_GAME_CODE,
  FOUR_D_RESULTS_PAGE_SIZE,
  FOUR_D_TICKETS_PAGE_SIZE,
  type FourDOpenDraw,
  type FourDResult,
  type FourDResultListResponse,
  type FourDStateResponse,
  type FourDTicket,
  type FourDTicketListResponse,
  type FourDTicketResponse,
} from '@wps/shared-types';
import { invalidInput } from '../../common/app-error.js';
import { pageCount } from '../../common/paging.query.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../config/clock.js';
import { RateLimiter } from '../../rate-limit/rate-limiter.js';
import { GameSessionService } from '../../wallet/game-session.service.js';
import {
  drawFourD,
  flatNumbers,
  fourDNumbersOf,
  fourDPayout,
  fourDPaytable,
  fourDStake,
} from '../games/four-d.js';
import { amountToCents, centsToAmount } from '../money.js';
import { RoundRandom } from '../provably-fair.js';
import { ProviderWallets } from '../provider-wallets.js';
import {
  type BoughtRound,
  creditBought,
  debitBought,
  type MoveFromPending,
  rollBackBought,
} from '../bought-rounds.js';
import { FOUR_D_SALES_CLOSE_MS, numeroOf, openDrawAt } from './four-d-schedule.js';
import { type FourDDrawRow, FourDRepository, type FourDTicketRow } from './four-d.repository.js';

// Tickets per player token per minute: far above a player's pace, well below a script's.
const TICKET_RULE = { limit: 120, windowMs: 60_000 };
// A ticket whose debit got no answer this long is rolled back by the draw job.
const PENDING_AGE_MS = 60_000;
// Draws and tickets handled per job run; more wait for the next run (5 s later).
const BATCH = 200;

export interface FourDLobbyView {
  lastDraw: { numero: string; numbers: string[]; openedAt: string } | null;
  nextNumero: string;
  nextDrawAt: string;
  drawIntervalSeconds: number;
}

/** The round a ticket is in the seamless wallet: its id names its three transactions. */
const boughtRound = (ticket: FourDTicketRow): BoughtRound => ({
  roundId: `4D-${ticket.id}`,
  playerToken: ticket.playerToken,
  gameCode: ticket.gameCode,
});

export function resultOf(draw: FourDDrawRow): FourDResult {
  return {
    numero: draw.numero,
    drawAt: draw.drawAt.toISOString(),
    numbers: fourDNumbersOf(draw.numbers),
    serverSeedHash: draw.serverSeedHash,
    serverSeed: draw.serverSeed,
    clientSeed: draw.numero,
  };
}

function ticketOf(row: FourDTicketRow): FourDTicket {
  return {
    ticketId: String(row.id),
    numero: row.numero,
    number: row.number,
    big: row.big,
    small: row.small,
    status: row.status,
    payout: row.payout,
    prize: row.prize,
    boughtAt: row.createdAt.toISOString(),
  };
}

function cents(field: string, value: string): bigint {
  try {
    return amountToCents(value);
  } catch {
    throw invalidInput({ [field]: 'must be an amount with at most two decimals' });
  }
}

/**
 * The built-in provider's 4D: tickets bought with the launch's player token (each one round of
 * the seamless wallet, its stake debited at once), draws committed before their sales open and
 * drawn provably fair by the draw job, which then credits every ticket its prize (or zero).
 */
@Injectable()
export class FourDService {
  private readonly logger = new Logger('FourD');
  private readonly intervalMs: number;

  constructor(
    private readonly sessions: GameSessionService,
    private readonly wallets: ProviderWallets,
    private readonly fourD: FourDRepository,
    private readonly rateLimiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.intervalMs = config.FOUR_D_DRAW_MINUTES * 60_000;
  }

  get drawIntervalSeconds(): number {
    return this.intervalMs / 1000;
  }

  /** The draw on sale now, committed (its seed hash fixed) if nobody had yet. */
  async openDraw(): Promise<FourDOpenDraw> {
    const drawAt = openDrawAt(this.clock.now(), this.intervalMs);
    const draw = await this.fourD.commitDraw(numeroOf(drawAt), new Date(drawAt));
    return {
      numero: draw.numero,
      drawAt: draw.drawAt.toISOString(),
      closesAt: new Date(drawAt - FOUR_D_SALES_CLOSE_MS).toISOString(),
      serverSeedHash: draw.serverSeedHash,
    };
  }

  /** What the lottery lobby shows of the 4D: its last result (numbers in prize order) and next draw. */
  async lobbyView(): Promise<FourDLobbyView> {
    const [[last], next] = await Promise.all([this.fourD.latestResults(1), this.openDraw()]);
    return {
      lastDraw: last?.drawnAt
        ? { numero: last.numero, numbers: last.numbers, openedAt: last.drawAt.toISOString() }
        : null,
      nextNumero: next.numero,
      nextDrawAt: next.drawAt,
      drawIntervalSeconds: this.drawIntervalSeconds,
    };
  }

  async state(token: string): Promise<FourDStateResponse> {
    const launch = await this.player(token);
    const [openDraw, wallet, tickets, results] = await Promise.all([
      this.openDraw(),
      this.wallets.forVendor(launch.vendorCode).wallet.balance({ playerToken: token }),
      this.fourD.tickets(launch.playerId, 1, FOUR_D_TICKETS_PAGE_SIZE),
      this.fourD.results(1, FOUR_D_RESULTS_PAGE_SIZE),
    ]);
    return {
      openDraw,
      drawIntervalSeconds: this.drawIntervalSeconds,
      balance: wallet.balance,
      currency: wallet.currency,
      paytable: fourDPaytable(),
      tickets: tickets.rows.map(ticketOf),
      results: results.rows.map(resultOf),
    };
  }

  async tickets(token: string, pageNo: number): Promise<FourDTicketListResponse> {
    const { playerId } = await this.player(token);
    const { rows, total } = await this.fourD.tickets(playerId, pageNo, FOUR_D_TICKETS_PAGE_SIZE);
    return { list: rows.map(ticketOf), totalPages: pageCount(total, FOUR_D_TICKETS_PAGE_SIZE) };
  }

  async results(pageNo: number): Promise<FourDResultListResponse> {
    const { rows, total } = await this.fourD.results(pageNo, FOUR_D_RESULTS_PAGE_SIZE);
    return { list: rows.map(resultOf), totalPages: pageCount(total, FOUR_D_RESULTS_PAGE_SIZE) };
  }

  /**
   * Buys a ticket for the open draw and debits its stake. A repeat with the same ticket key
   * answers the same ticket and debits nothing more (the debit's transaction id is the ticket's).
   */
  async buy(
    token: string,
    request: { ticketKey: string; number: string; big: string; small: string },
  ): Promise<FourDTicketResponse> {
    await this.rateLimiter.consume('four-d-ticket', token, TICKET_RULE);
    const bet = {
      number: request.number,
      big: cents('big', request.big),
      small: cents('small', request.small),
    };
    const stake = fourDStake(bet);
    const launch = await this.player(token);
    const draw = await this.openDraw();
    const ticket = await this.fourD.recordTicket({
      playerId: launch.playerId,
      ticketKey: request.ticketKey,
      playerToken: token,
      vendorCode: launch.vendorCode,
      gameCode: launch.gameCode,
      numero: draw.numero,
      number: bet.number,
      big: centsToAmount(bet.big),
      small: centsToAmount(bet.small),
    });
    const wallet = this.wallets.forVendor(ticket.vendorCode).wallet;
    if (ticket.status === 'PENDING') {
      await debitBought(
        wallet,
        boughtRound(ticket),
        stake,
        this.fromPending(ticket),
        'no ticket was bought',
      );
    }
    const [balance, current] = await Promise.all([
      wallet.balance({ playerToken: token }),
      this.fourD.ticket(ticket.id),
    ]);
    return { ticket: ticketOf(current), balance: balance.balance, currency: balance.currency };
  }

  /**
   * The draw job: draws every draw whose time has come, credits the tickets of drawn draws,
   * rolls back tickets whose debit never got an answer, and commits the next draw. Answers how
   * many draws it drew.
   */
  async runDraws(now: Date, signal?: AbortSignal): Promise<number> {
    let drawn = 0;
    for (const draw of await this.fourD.undrawn(now, BATCH)) {
      signal?.throwIfAborted();
      const numbers = drawFourD(
        new RoundRandom({ serverSeed: draw.serverSeed, clientSeed: draw.numero, nonce: 0 }),
      );
      if (await this.fourD.recordNumbers(draw.numero, flatNumbers(numbers), now)) drawn += 1;
    }
    for (const ticket of await this.fourD.toSettle(BATCH)) {
      signal?.throwIfAborted();
      await this.settle(ticket);
    }
    const stale = await this.fourD.stalePending(new Date(now.getTime() - PENDING_AGE_MS), BATCH);
    for (const ticket of stale) {
      signal?.throwIfAborted();
      const wallet = this.wallets.forVendor(ticket.vendorCode).wallet;
      await rollBackBought(wallet, boughtRound(ticket), this.fromPending(ticket)).catch(
        (error: unknown) => this.logger.warn(`ticket ${ticket.id} stays pending: ${String(error)}`),
      );
    }
    await this.openDraw();
    return drawn;
  }

  /** Credits the ticket's prize (zero closes a losing ticket's round) and marks it settled. */
  private async settle(ticket: FourDTicketRow): Promise<void> {
    const draw = await this.fourD.draw(ticket.numero);
    if (!draw?.drawnAt) return;
    const { prize, payout } = fourDPayout(fourDNumbersOf(draw.numbers), {
      number: ticket.number,
      big: amountToCents(ticket.big),
      small: amountToCents(ticket.small),
    });
    const wallet = this.wallets.forVendor(ticket.vendorCode).wallet;
    if (!(await creditBought(wallet, boughtRound(ticket), payout, this.logger))) return;
    await this.fourD.moveTicket(ticket.id, 'OPEN', 'SETTLED', {
      prize,
      payout: centsToAmount(payout),
    });
  }

  private fromPending(ticket: FourDTicketRow): MoveFromPending {
    return (to) => this.fourD.moveTicket(ticket.id, 'PENDING', to);
  }

  private async player(token: string) {
    const launch = await this.sessions.launchOf(token);
    if (launch.game.gameCode !== FOUR_D_GAME_CODE) {
      throw invalidInput({ token: 'is not a session of the 4D game' });
    }
    return {
      playerId: String(launch.memberId),
      vendorCode: launch.vendor.code,
      gameCode: launch.game.gameCode,
    };
  }
}
