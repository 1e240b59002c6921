import { Injectable } from '@nestjs/common';
import type { SeamlessWalletAnswer } from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { Prisma } from '../generated/prisma/client.js';
import { BetRecordRepository, type LockedRound } from './bet-record.repository.js';
import type {
  SeamlessBalanceDto,
  SeamlessCreditDto,
  SeamlessDebitDto,
  SeamlessRollbackDto,
} from './dto/seamless-wallet.dto.js';
import { GameSessionService } from './game-session.service.js';
import type { GameSessionRow } from './game-session.repository.js';
import { LedgerRepository } from '../ledger/ledger.repository.js';
import {
  HOUSE_KINDS,
  LedgerService,
  type AccountHandle,
  type PostedEntry,
} from '../ledger/ledger.service.js';
import { WalletRepository, type WalletVendor } from './wallet.repository.js';

/**
 * The wallet calls a game vendor makes for every round (the server side of shared-types'
 * seamless-wallet contract). The player comes from the game session of the player token. A
 * demo account plays on its DEMO wallet against HOUSE_DEMO; otherwise a seamless vendor takes
 * the stake from MAIN and a transfer vendor from the member's wallet at that vendor, against
 * the vendor's HOUSE_GAME account. Each call is idempotent by the vendor's transaction id.
 */
@Injectable()
export class SeamlessWalletService {
  constructor(
    private readonly ledgerService: LedgerService,
    private readonly ledger: LedgerRepository,
    private readonly bets: BetRecordRepository,
    private readonly sessions: GameSessionService,
    private readonly wallets: WalletRepository,
  ) {}

  async balance(vendor: WalletVendor, dto: SeamlessBalanceDto): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, false);
    const wallet = await this.walletOf(session, vendor);
    return {
      balance: await this.ledger.balanceById(wallet.id),
      currency: await this.ledgerService.currency(session.merchantId),
    };
  }

  async debit(vendor: WalletVendor, dto: SeamlessDebitDto): Promise<SeamlessWalletAnswer> {
    const amount = new Prisma.Decimal(dto.amount);
    if (amount.lte(0)) throw invalidInput({ amount: 'A stake must be above zero' });
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, false);
    const game = await this.wallets.gameOf(vendor.id, dto.gameCode);
    if (!game) throw new AppError('NOT_FOUND', 'No such game');
    const [wallet, house] = await this.accountsOf(session, vendor);
    const stake = amount.toFixed(2);
    const posted = await this.ledgerService.postRound({
      call: 'debit',
      merchantId: session.merchantId,
      scope: scopeOf(vendor),
      key: dto.transactionId,
      request: { call: 'debit', ...dto, amount: stake },
      memberId: session.memberId,
      vendorId: vendor.id,
      gameId: game.id,
      categoryCode: game.categoryCode,
      roundId: dto.roundId,
      isDemo: session.isDemo,
      amount: stake,
      walletAccountId: wallet.id,
      houseAccountId: house.id,
      winTransactionId: null,
    });
    if ('refused' in posted) {
      throw new AppError('TRANSACTION_ALREADY_SETTLED', 'This round is already closed');
    }
    return this.answer(session, posted);
  }

  async credit(vendor: WalletVendor, dto: SeamlessCreditDto): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, true);
    const [wallet, house] = await this.accountsOf(session, vendor);
    const payout = new Prisma.Decimal(dto.amount).toFixed(2);
    const posted = await this.ledgerService.postRound({
      call: 'credit',
      merchantId: session.merchantId,
      scope: scopeOf(vendor),
      key: dto.transactionId,
      request: { call: 'credit', ...dto, amount: payout },
      memberId: session.memberId,
      vendorId: vendor.id,
      gameId: null,
      categoryCode: null,
      roundId: dto.roundId,
      isDemo: session.isDemo,
      amount: payout,
      walletAccountId: wallet.id,
      houseAccountId: house.id,
      // game_win ids are site-wide; vendors' transaction ids are unique per vendor only.
      winTransactionId: `${vendor.code}:${dto.transactionId}`,
    });
    if ('refused' in posted) {
      if (posted.refused === 'ROUND_SETTLED') {
        throw new AppError('TRANSACTION_ALREADY_SETTLED', 'This round is already settled');
      }
      throw transactionNotFound();
    }
    return this.answer(session, posted);
  }

  /**
   * Cancels a debit of a round that has not been credited: its stake goes back to the wallet it
   * came from. A debit rolled back before answers that first rollback again.
   */
  async rollback(vendor: WalletVendor, dto: SeamlessRollbackDto): Promise<SeamlessWalletAnswer> {
    const session = await this.sessions.resolve(dto.playerToken, vendor.id, true);
    const scope = scopeOf(vendor);
    const posted = await this.ledgerService.post({
      merchantId: session.merchantId,
      kind: 'ROLLBACK',
      scope,
      key: dto.transactionId,
      request: { call: 'rollback', ...dto },
      memberId: session.memberId,
      prepare: async (tx) => {
        // A debit still in flight holds its key: wait for it, so a rollback sent after a timeout
        // finds the debit instead of answering "not found" while the stake is being taken.
        await this.ledger.lockKey(tx, scope, dto.referenceTransactionId);
        const debit = await this.ledger.findDebit(tx, scope, dto.referenceTransactionId);
        if (!debit?.betId || debit.memberId !== session.memberId) throw transactionNotFound();
        const round = await this.bets.lockRound(tx, debit.betId);
        if (round?.roundId !== dto.roundId) throw transactionNotFound();
        const earlier = await this.ledger.reversalOf(tx, debit.id);
        if (earlier !== null) return { sameAs: earlier };
        openRoundOf(session, round);
        const debitLines = await this.ledger.entryLines(tx, debit.id);
        const stake = debitLines.find((line) => line.amount.startsWith('-'))!.amount.slice(1);
        await this.bets.removeStake(tx, round.id, stake);
        return {
          betId: round.id,
          reversesEntryId: debit.id,
          lines: debitLines.map((line) => ({
            account: { id: line.accountId, kind: line.kind, vendorCode: line.vendorCode },
            amount: new Prisma.Decimal(line.amount).neg().toFixed(2),
          })),
        };
      },
    });
    return this.answer(session, posted);
  }

  private walletOf(session: GameSessionRow, vendor: WalletVendor): Promise<AccountHandle> {
    if (session.isDemo) return this.ledgerService.demoAccount(session.merchantId, session.memberId);
    return vendor.walletType === 'TRANSFER'
      ? this.ledgerService.memberAccount(session.merchantId, session.memberId, 'VENDOR', vendor)
      : this.ledgerService.memberAccount(session.merchantId, session.memberId, 'MAIN');
  }

  /** The member's wallet for this game and the house account on the other side. */
  private accountsOf(
    session: GameSessionRow,
    vendor: WalletVendor,
  ): Promise<[AccountHandle, AccountHandle]> {
    return Promise.all([
      this.walletOf(session, vendor),
      session.isDemo
        ? this.ledgerService.houseAccount(session.merchantId, 'HOUSE_DEMO')
        : this.ledgerService.houseAccount(session.merchantId, 'HOUSE_GAME', vendor),
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
      currency: await this.ledgerService.currency(session.merchantId),
      ledgerReference: posted.entryId.toString(),
    };
  }
}

function scopeOf(vendor: WalletVendor): string {
  return `seamless:${vendor.code}`;
}

/** The round of this player, still open; otherwise the matching refusal. */
function openRoundOf(session: GameSessionRow, round: LockedRound | null): LockedRound {
  if (!round || round.memberId !== session.memberId) throw transactionNotFound();
  if (round.status !== 'OPEN') {
    throw new AppError('TRANSACTION_ALREADY_SETTLED', 'This round is already settled');
  }
  return round;
}

function transactionNotFound(): AppError {
  return new AppError('TRANSACTION_NOT_FOUND', 'No such transaction');
}
