import { Inject, Injectable } from '@nestjs/common';
import {
  amountAtScale,
  type SeamlessBalanceRequest,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessEndRoundRequest,
  type SeamlessRollbackRequest,
  type SeamlessWalletAnswer,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Prisma } from '../generated/prisma/client.js';
import { HOUSE_KINDS, movement, type AccountHandle } from '../ledger/entry-kinds.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import { LedgerService, type PostedEntry, type Posting } from '../ledger/ledger.service.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import { GameSessionService, isExpired, tokenExpired } from './game-session.service.js';
import type { GameSessionFacts, GameSessionRow } from './game-session.repository.js';
import { refusalsCarryWallet, withoutCurrency } from './seamless-refusals.js';
import type { WalletVendor } from './wallet.repository.js';

/**
 * The wallet calls a game vendor makes for every round (the server side of shared-types'
 * seamless-wallet contract). The player comes from the game session of the player token. A
 * demo account plays on its DEMO wallet against HOUSE_DEMO; otherwise a seamless vendor takes
 * the stake from MAIN and a transfer vendor from the member's wallet at that vendor, against
 * the vendor's HOUSE_GAME account. Each call is idempotent by the vendor's transaction id, and
 * each is one ledger posting, group-committed with the others of its moment. A debit or credit
 * commits within the time budget (WALLET_TIME_BUDGET_MS) or not at all, and every refusal of a
 * known player carries the wallet's balance (seamless-refusals.ts).
 */
@Injectable()
export class SeamlessWalletService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly sessions: GameSessionService,
    private readonly protection: PlayerProtectionService,
    private readonly journal: LedgerReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @refusalsCarryWallet
  async balance(vendor: WalletVendor, dto: SeamlessBalanceRequest): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, false);
    await this.checkCurrency(session, dto.currency);
    return this.wallet(vendor, session);
  }

  /**
   * A stake (zero for a free bet) on a round, which it opens when it is new. Refused to a member
   * who may not play (expired token; locked, frozen or closed; excluded; at a limit), except as
   * a repeat of a debit already posted, which answers its first result like any repeat.
   */
  @refusalsCarryWallet
  async debit(vendor: WalletVendor, dto: SeamlessDebitRequest): Promise<SeamlessWalletAnswer> {
    const deadline = this.deadline();
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, true, dto.gameCode);
    await this.checkBet(vendor, session, dto);
    const bet = withoutCurrency(dto);
    return this.postOnRound(vendor, session, bet, 'BET_DEBIT', { call: 'debit' }, deadline, {
      guarded: session.playGuarded,
    });
  }

  /**
   * A payout (zero for a losing round) on an open round, which it closes when the vendor says
   * it is the last (`roundClosed: true`). A prize (a win without a bet) needs no round.
   */
  @refusalsCarryWallet
  async credit(vendor: WalletVendor, dto: SeamlessCreditRequest): Promise<SeamlessWalletAnswer> {
    const deadline = this.deadline();
    const session = await this.sessions.settling(dto.playerToken, vendor.id, dto.gameCode);
    await this.checkCurrency(session, dto.currency);
    const win = withoutCurrency(dto);
    if (win.prize) return this.payPrize(vendor, session, win, deadline);
    return this.postOnRound(
      vendor,
      session,
      win,
      'WIN_CREDIT',
      { call: 'credit', closes: dto.roundClosed ?? false },
      deadline,
    );
  }

  /**
   * Cancels a debit of a round no win has paid on: its stake goes back to the wallet it came
   * from. A debit rolled back before answers that first rollback again; a debit never seen is
   * answered as cancelled and refused if it comes later. On a sports round, a win is taken back
   * (a resettlement). `roundClosed` closes the round after it.
   */
  @refusalsCarryWallet
  async rollback(
    vendor: WalletVendor,
    dto: SeamlessRollbackRequest,
  ): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.settling(dto.playerToken, vendor.id);
    await this.checkCurrency(session, dto.currency);
    const posted = await this.ledger.post({
      merchantId: session.merchantId,
      kind: 'ROLLBACK',
      scope: scopeOf(vendor),
      key: dto.transactionId,
      request: { call: 'rollback', ...withoutCurrency(dto) },
      memberId: session.memberId,
      lines: [],
      round: {
        vendorId: vendor.id,
        roundId: dto.roundId,
        isDemo: session.isDemo,
        closes: dto.roundClosed,
      },
      reverses: dto.referenceTransactionId,
    });
    return this.answer(session, vendor, posted);
  }

  /** Closes an open round as it stands; nothing moves. */
  @refusalsCarryWallet
  async endRound(
    vendor: WalletVendor,
    dto: SeamlessEndRoundRequest,
  ): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.settling(dto.playerToken, vendor.id);
    await this.checkCurrency(session, dto.currency);
    const posted = await this.ledger.post({
      merchantId: session.merchantId,
      kind: 'ROUND_CLOSE',
      scope: scopeOf(vendor),
      key: dto.transactionId,
      request: { call: 'end-round', ...withoutCurrency(dto) },
      memberId: session.memberId,
      lines: [],
      round: { vendorId: vendor.id, roundId: dto.roundId, isDemo: session.isDemo, closes: true },
    });
    return this.answer(session, vendor, posted);
  }

  /** A win without a bet (promotion, tournament, jackpot): paid apart from any round. */
  private async payPrize(
    vendor: WalletVendor,
    session: GameSessionFacts,
    dto: Omit<SeamlessCreditRequest, 'currency'>,
    deadline: number,
  ): Promise<SeamlessWalletAnswer> {
    const amount = await this.inCurrency(session.merchantId, dto.amount);
    if (new Prisma.Decimal(amount).isZero()) {
      throw invalidInput({ amount: 'A prize pays more than zero' });
    }
    const [wallet, house] = await this.accountsOf(session, vendor);
    const posted = await this.ledger.post(
      {
        merchantId: session.merchantId,
        kind: 'PRIZE_CREDIT',
        scope: scopeOf(vendor),
        key: dto.transactionId,
        request: { ...dto, call: 'credit', amount },
        memberId: session.memberId,
        lines: movement(house, wallet, amount),
      },
      deadline,
    );
    return this.answer(session, vendor, posted);
  }

  private async postOnRound(
    vendor: WalletVendor,
    session: GameSessionFacts,
    dto: Omit<SeamlessDebitRequest, 'currency'>,
    kind: 'BET_DEBIT' | 'WIN_CREDIT',
    call: { call: 'debit' | 'credit'; closes?: boolean },
    deadline: number,
    // The member has a loss or wager limit or an exclusion (read with the bet's session).
    { guarded }: { guarded: boolean } = { guarded: false },
  ): Promise<SeamlessWalletAnswer> {
    const amount = await this.inCurrency(session.merchantId, dto.amount);
    const { game } = session;
    if (!game) throw new AppError('NOT_FOUND', 'No such game');
    const [wallet, house] = await this.accountsOf(session, vendor);
    const posting: Posting = {
      merchantId: session.merchantId,
      kind,
      scope: scopeOf(vendor),
      key: dto.transactionId,
      request: { ...dto, ...call, amount },
      memberId: session.memberId,
      lines:
        kind === 'BET_DEBIT' ? movement(wallet, house, amount) : movement(house, wallet, amount),
      round: {
        vendorId: vendor.id,
        roundId: dto.roundId,
        game,
        isDemo: session.isDemo,
        closes: call.closes,
        // game_win ids are site-wide; vendors' transaction ids are unique per vendor only.
        winId: `${vendor.code}:${dto.transactionId}`,
      },
    };
    // A bet of a member with a loss or wager limit, or an exclusion, is checked and posted in one
    // transaction under the member's lock; everyone else's goes through the group commit.
    const posted =
      kind === 'BET_DEBIT' && guarded && !session.isDemo
        ? await this.protection.guardBet(
            {
              merchantId: session.merchantId,
              memberId: session.memberId,
              amount,
              scope: posting.scope,
              key: posting.key,
              deadline,
            },
            (tx) => this.ledger.postWithin(tx, posting),
          )
        : await this.ledger.post(posting, deadline);
    return this.answer(session, vendor, posted);
  }

  /**
   * The wallet of the player a token names, expired or not: what a refusal carries. Null for a
   * token this vendor does not know (nothing to say about a player it may not see).
   */
  async walletOfToken(
    vendor: WalletVendor,
    playerToken: string,
  ): Promise<SeamlessWalletAnswer | null> {
    const session = await this.sessions.settling(playerToken, vendor.id).catch(() => null);
    return session && this.wallet(vendor, session);
  }

  private async wallet(
    vendor: WalletVendor,
    session: GameSessionFacts,
  ): Promise<SeamlessWalletAnswer> {
    return {
      balance: await this.ledger.balance(await this.walletOf(session, vendor)),
      currency: await this.ledger.currency(session.merchantId),
    };
  }

  private deadline(): number {
    return Date.now() + this.config.WALLET_TIME_BUDGET_MS;
  }

  /** A call that names a currency must name the wallet's. */
  private async checkCurrency(session: GameSessionFacts, currency: string | undefined) {
    if (currency === undefined) return;
    const walletCurrency = await this.ledger.currency(session.merchantId);
    if (currency !== walletCurrency) {
      throw new AppError(
        'WRONG_CURRENCY',
        `This call is in ${currency}; the player's wallet is in ${walletCurrency}`,
      );
    }
  }

  /**
   * A bet's checks before its posting (player protection's are made with it, under the
   * member's lock): the currency, then the token's end and the member's status (read with the
   * session), which a repeat of a debit already posted passes.
   */
  private async checkBet(vendor: WalletVendor, session: GameSessionRow, dto: SeamlessDebitRequest) {
    await this.checkCurrency(session, dto.currency);
    const refusal = isExpired(session)
      ? tokenExpired()
      : session.memberStatus !== 'ACTIVE'
        ? new AppError('PLAYER_DISABLED', 'This player may not play at the moment')
        : null;
    if (refusal && !(await this.journal.entryPosted(scopeOf(vendor), dto.transactionId))) {
      throw refusal;
    }
  }

  /**
   * The amount written in the operator's currency ("10" is "10.00" in MYR, so a retry sending
   * either is one request); an amount finer than the currency allows is refused, never rounded.
   */
  private async inCurrency(merchantId: number, amount: string): Promise<string> {
    await this.ledger.assertFitsCurrency(merchantId, amount);
    return amountAtScale(amount, await this.ledger.currencyDecimals(merchantId));
  }

  private walletOf(session: GameSessionFacts, vendor: WalletVendor): Promise<AccountHandle> {
    if (session.isDemo) return this.ledger.demoAccount(session.merchantId, session.memberId);
    return vendor.walletType === 'TRANSFER'
      ? this.ledger.memberAccount(session.merchantId, session.memberId, 'VENDOR', vendor)
      : this.ledger.memberAccount(session.merchantId, session.memberId, 'MAIN');
  }

  /** The member's wallet for this game and the house account on the other side. */
  private accountsOf(
    session: GameSessionFacts,
    vendor: WalletVendor,
  ): Promise<[AccountHandle, AccountHandle]> {
    return Promise.all([
      this.walletOf(session, vendor),
      session.isDemo
        ? this.ledger.houseAccount(session.merchantId, 'HOUSE_DEMO')
        : this.ledger.houseAccount(session.merchantId, 'HOUSE_GAME', vendor),
    ]);
  }

  /** The balance after the entry; an entry that moved nothing answers the wallet's balance. */
  private async answer(
    session: GameSessionFacts,
    vendor: WalletVendor,
    posted: PostedEntry,
  ): Promise<SeamlessWalletAnswer> {
    const line = posted.lines.find(({ kind }) => !HOUSE_KINDS.includes(kind));
    if (!line && posted.lines.length > 0) {
      throw new Error(`entry ${posted.entryId} has no member line`);
    }
    return {
      balance:
        line?.balanceAfter ?? (await this.ledger.balance(await this.walletOf(session, vendor))),
      currency: await this.ledger.currency(session.merchantId),
      ledgerReference: posted.entryId.toString(),
    };
  }
}

function scopeOf(vendor: WalletVendor): string {
  return `seamless:${vendor.code}`;
}
