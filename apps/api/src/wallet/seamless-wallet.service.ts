import { Injectable } from '@nestjs/common';
import type { SeamlessWalletAnswer } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { Prisma } from '../generated/prisma/client.js';
import { HOUSE_KINDS, movement, type AccountHandle } from '../ledger/entry-kinds.js';
import { LedgerService, type PostedEntry, type Posting } from '../ledger/ledger.service.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import type {
  SeamlessBalanceDto,
  SeamlessCreditDto,
  SeamlessDebitDto,
  SeamlessRollbackDto,
} from './dto/seamless-wallet.dto.js';
import { GameSessionService } from './game-session.service.js';
import type { GameSessionRow } from './game-session.repository.js';
import type { WalletVendor } from './wallet.repository.js';

/**
 * The wallet calls a game vendor makes for every round (the server side of shared-types'
 * seamless-wallet contract). The player comes from the game session of the player token. A
 * demo account plays on its DEMO wallet against HOUSE_DEMO; otherwise a seamless vendor takes
 * the stake from MAIN and a transfer vendor from the member's wallet at that vendor, against
 * the vendor's HOUSE_GAME account. Each call is idempotent by the vendor's transaction id, and
 * each is one ledger posting, group-committed with the others of its moment.
 */
@Injectable()
export class SeamlessWalletService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly sessions: GameSessionService,
    private readonly protection: PlayerProtectionService,
  ) {}

  async balance(vendor: WalletVendor, dto: SeamlessBalanceDto): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, false);
    const wallet = await this.walletOf(session, vendor);
    return {
      balance: await this.ledger.balance(wallet),
      currency: await this.ledger.currency(session.merchantId),
    };
  }

  /** A stake (zero for a free bet) on a round, which it opens when it is new. */
  async debit(vendor: WalletVendor, dto: SeamlessDebitDto): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, false, dto.gameCode);
    return this.postOnRound(vendor, session, dto, 'BET_DEBIT', { call: 'debit' });
  }

  /**
   * A payout (zero for a losing round) on a round; a win without a bet opens the round. It
   * settles the round unless the vendor says more bets or wins follow (`roundClosed: false`).
   */
  async credit(vendor: WalletVendor, dto: SeamlessCreditDto): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, true, dto.gameCode);
    return this.postOnRound(vendor, session, dto, 'WIN_CREDIT', {
      call: 'credit',
      closes: dto.roundClosed ?? true,
    });
  }

  /**
   * Cancels a debit of a round that has not been settled: its stake goes back to the wallet it
   * came from. A debit rolled back before answers that first rollback again.
   */
  async rollback(vendor: WalletVendor, dto: SeamlessRollbackDto): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, true);
    const posted = await this.ledger.post({
      merchantId: session.merchantId,
      kind: 'ROLLBACK',
      scope: scopeOf(vendor),
      key: dto.transactionId,
      request: { call: 'rollback', ...dto },
      memberId: session.memberId,
      lines: [],
      round: { vendorId: vendor.id, roundId: dto.roundId, isDemo: session.isDemo },
      reverses: dto.referenceTransactionId,
    });
    return this.answer(session, posted);
  }

  private async postOnRound(
    vendor: WalletVendor,
    session: GameSessionRow,
    dto: SeamlessDebitDto,
    kind: 'BET_DEBIT' | 'WIN_CREDIT',
    call: { call: 'debit' | 'credit'; closes?: boolean },
  ): Promise<SeamlessWalletAnswer> {
    const amount = new Prisma.Decimal(dto.amount).toFixed(2);
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
      kind === 'BET_DEBIT' && session.playGuarded && !session.isDemo
        ? await this.protection.guardBet(
            {
              merchantId: session.merchantId,
              memberId: session.memberId,
              amount,
              scope: posting.scope,
              key: posting.key,
            },
            (tx) => this.ledger.postWithin(tx, posting),
          )
        : await this.ledger.post(posting);
    return this.answer(session, posted);
  }

  private walletOf(session: GameSessionRow, vendor: WalletVendor): Promise<AccountHandle> {
    if (session.isDemo) return this.ledger.demoAccount(session.merchantId, session.memberId);
    return vendor.walletType === 'TRANSFER'
      ? this.ledger.memberAccount(session.merchantId, session.memberId, 'VENDOR', vendor)
      : this.ledger.memberAccount(session.merchantId, session.memberId, 'MAIN');
  }

  /** The member's wallet for this game and the house account on the other side. */
  private accountsOf(
    session: GameSessionRow,
    vendor: WalletVendor,
  ): Promise<[AccountHandle, AccountHandle]> {
    return Promise.all([
      this.walletOf(session, vendor),
      session.isDemo
        ? this.ledger.houseAccount(session.merchantId, 'HOUSE_DEMO')
        : this.ledger.houseAccount(session.merchantId, 'HOUSE_GAME', vendor),
    ]);
  }

  private async answer(
    session: GameSessionRow,
    posted: PostedEntry,
  ): Promise<SeamlessWalletAnswer> {
    const wallet = posted.lines.find((line) => !HOUSE_KINDS.includes(line.kind));
    if (!wallet) throw new Error(`entry ${posted.entryId} has no member line`);
    return {
      balance: wallet.balanceAfter,
      currency: await this.ledger.currency(session.merchantId),
      ledgerReference: posted.entryId.toString(),
    };
  }
}

function scopeOf(vendor: WalletVendor): string {
  return `seamless:${vendor.code}`;
}
