import { Injectable } from '@nestjs/common';
import {
  amountAtScale,
  amountFromUnits,
  DEMO_WALLET,
  GAME_MAINTENANCE_MESSAGE,
  isDemoAccount,
  LEDGER_DECIMALS,
  MAIN_WALLET,
  type ConsolidatedFundsResponse,
  type MerchantWalletResponse,
  type WalletBalance,
  type WalletBalanceResponse,
  type WalletTransferResponse,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { Prisma } from '../generated/prisma/client.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type { WalletTransferDto } from './dto/wallet-transfer.dto.js';
import { movement, type AccountHandle, type LineRow } from '../ledger/entry-kinds.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import { LedgerService, type PostedEntry, type Posting } from '../ledger/ledger.service.js';
import { WalletRepository, type WalletVendor } from './wallet.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

// Reads and posts of "all back to main" before a wallet that keeps changing is given up on.
const ALL_TO_MAIN_ATTEMPTS = 3;

/** The member's side of the wallet: balances, transfers between wallets, the transfer page. */
@Injectable()
export class WalletService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly wallets: WalletRepository,
    private readonly protection: PlayerProtectionService,
  ) {}

  async balance(member: AuthenticatedMember): Promise<WalletBalanceResponse> {
    const [currency, decimals] = await Promise.all([
      this.ledger.currency(member.merchantId),
      this.ledger.currencyDecimals(member.merchantId),
    ]);
    if (isDemoAccount(member.isAgent)) {
      const account = await this.ledger.demoAccount(member.merchantId, member.memberId);
      const balance = await this.ledger.balance(account);
      return {
        sumBalance: balance,
        currency,
        demo: true,
        wallets: [{ vendor: DEMO_WALLET, balance }],
      };
    }
    const rows = await this.wallets.memberWallets(member.memberId);
    const wallets = rows.map((row) => ({
      vendor: row.vendorCode ?? MAIN_WALLET,
      balance: amountAtScale(row.balance, decimals),
    }));
    if (!rows.some((row) => row.kind === 'MAIN')) {
      wallets.unshift({ vendor: MAIN_WALLET, balance: amountFromUnits(0, decimals) });
    }
    return {
      sumBalance: sum(
        wallets.map((wallet) => wallet.balance),
        decimals,
      ),
      currency,
      demo: false,
      wallets,
    };
  }

  async merchantWallet(): Promise<MerchantWalletResponse> {
    return { isSingle: !(await this.wallets.hasTransferVendors()) };
  }

  /**
   * Moves money between MAIN and a transfer-wallet vendor's wallet, or brings every vendor
   * wallet back to MAIN, as one journal entry. Idempotent by the member's key.
   */
  async transfer(
    member: AuthenticatedMember,
    dto: WalletTransferDto,
    idempotencyKey: string | undefined,
  ): Promise<WalletTransferResponse> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const request = await this.transferRequest(member.merchantId, dto);
    // Money into a game wallet is for play: not during a time-out or exclusion (back out is).
    if (dto.direction === 'TO_VENDOR') await this.protection.assertMayPlay(member.memberId);
    const main = await this.ledger.memberAccount(member.merchantId, member.memberId, 'MAIN');
    const vendorWallet = request.vendor
      ? await this.ledger.memberAccount(
          member.merchantId,
          member.memberId,
          'VENDOR',
          request.vendor,
        )
      : null;
    const posting = {
      merchantId: member.merchantId,
      kind: 'TRANSFER' as const,
      scope: `transfer:${member.memberId}`,
      key: key,
      request: { direction: dto.direction, vendor: request.vendor?.code, amount: request.amount },
      memberId: member.memberId,
    };
    const posted =
      vendorWallet && request.amount
        ? await this.ledger.post({
            ...posting,
            lines:
              dto.direction === 'TO_VENDOR'
                ? movement(main, vendorWallet, request.amount)
                : movement(vendorWallet, main, request.amount),
          })
        : await this.allToMain(main, posting);
    return {
      transferId: posted.entryId.toString(),
      direction: dto.direction,
      amount: mainLine(posted.lines).amount.replace(/^-/, ''),
      wallets: walletsOf(posted.lines),
    };
  }

  async consolidated(member: AuthenticatedMember): Promise<ConsolidatedFundsResponse> {
    const [currency, decimals, walletRows, vendors, openStakes] = await Promise.all([
      this.wallets.merchantCurrency(member.merchantId),
      this.ledger.currencyDecimals(member.merchantId),
      this.wallets.memberWallets(member.memberId),
      this.wallets.transferVendors(),
      this.wallets.openStakes(member.memberId),
    ]);
    const zero = amountFromUnits(0, decimals);
    const rows = walletRows.map((row) => ({
      ...row,
      balance: amountAtScale(row.balance, decimals),
    }));
    const mainBalance = rows.find((row) => row.kind === 'MAIN')?.balance ?? zero;
    const vendorRows = rows.filter((row) => row.kind === 'VENDOR');
    const balanceAt = new Map(vendorRows.map((row) => [row.vendorCode, row]));
    // Every transfer vendor the operator offers, then any other wallet still holding money
    // (a vendor switched off keeps its members' money visible until it is moved back).
    const vendorWallets = [
      ...vendors.map((vendor) => ({
        vendor: vendor.code,
        name: vendor.name,
        maintenance: vendor.maintenance,
        balance: balanceAt.get(vendor.code)?.balance ?? zero,
      })),
      ...vendorRows
        .filter(
          (row) =>
            !vendors.some((vendor) => vendor.code === row.vendorCode) &&
            new Prisma.Decimal(row.balance).gt(0),
        )
        .map((row) => ({
          vendor: row.vendorCode ?? '',
          name: row.vendorName ?? '',
          maintenance: row.maintenance,
          balance: row.balance,
        })),
    ];
    const vendorBalance = sum(
      vendorWallets.map((wallet) => wallet.balance),
      decimals,
    );
    return {
      currency: currency.code,
      currencySymbol: currency.symbol,
      sumBalance: sum([mainBalance, vendorBalance], decimals),
      mainBalance,
      vendorBalance,
      inPlay: amountAtScale(openStakes, decimals),
      wallets: [
        { vendor: MAIN_WALLET, name: MAIN_WALLET, maintenance: false, balance: mainBalance },
        ...vendorWallets,
      ],
    };
  }

  /**
   * Brings every vendor wallet's balance back to MAIN in one entry. The balances are read, then
   * posted: a game that took from a wallet in between makes the posting short, and it is read
   * and posted again (the key is still free after a refusal).
   */
  private async allToMain(
    main: AccountHandle,
    posting: Omit<Posting, 'lines'>,
  ): Promise<PostedEntry> {
    for (let attempt = 1; ; attempt += 1) {
      const funded = (await this.ledger.memberBalances(main.memberId ?? 0, ['VENDOR'])).filter(
        (account) => new Prisma.Decimal(account.balance).gt(0),
      );
      try {
        return await this.ledger.post({
          ...posting,
          lines: [
            {
              account: main,
              amount: sum(
                funded.map((account) => account.balance),
                LEDGER_DECIMALS,
              ),
            },
            ...funded.map((account) => ({
              account: { ...account, memberId: main.memberId },
              amount: `-${account.balance}`,
            })),
          ],
        });
      } catch (error) {
        const short = error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS';
        if (!short || attempt === ALL_TO_MAIN_ATTEMPTS) throw error;
      }
    }
  }

  /** The checked transfer: a transfer-wallet vendor and a positive amount, or neither. */
  private async transferRequest(
    merchantId: number,
    dto: WalletTransferDto,
  ): Promise<{ vendor: WalletVendor | null; amount: string | null }> {
    if (dto.direction === 'ALL_TO_MAIN') {
      if (dto.vendor !== undefined || dto.amount !== undefined) {
        throw invalidInput({ direction: 'ALL_TO_MAIN takes neither vendor nor amount' });
      }
      return { vendor: null, amount: null };
    }
    const amount = new Prisma.Decimal(dto.amount!);
    if (amount.lte(0)) throw invalidInput({ amount: 'amount must be above zero' });
    await this.ledger.assertFitsCurrency(merchantId, dto.amount!);
    const vendor = await this.wallets.cachedVendorByCode(dto.vendor!);
    if (!vendor || vendor.walletType !== 'TRANSFER') {
      throw new AppError('NOT_FOUND', 'No such transfer wallet');
    }
    // Money can always come back from a vendor; it goes in only while the vendor is open.
    if (dto.direction === 'TO_VENDOR') {
      if (!vendor.enabled) throw new AppError('NOT_FOUND', 'No such transfer wallet');
      if (vendor.maintenance) throw new AppError('GAME_MAINTENANCE', GAME_MAINTENANCE_MESSAGE);
    }
    return {
      vendor,
      amount: amountAtScale(dto.amount!, await this.ledger.currencyDecimals(merchantId)),
    };
  }
}

/** The exact sum, written with `decimals` decimals (amounts that fit them add up to one that does). */
function sum(amounts: readonly string[], decimals: number): string {
  const total = amounts.reduce((sum, amount) => sum.plus(amount), new Prisma.Decimal(0));
  return amountAtScale(total.toFixed(), decimals);
}

function mainLine(lines: readonly LineRow[]): LineRow {
  const line = lines.find((candidate) => candidate.kind === 'MAIN');
  if (!line) throw new Error('a transfer always has a MAIN line');
  return line;
}

/** The touched wallets after a transfer: MAIN first, then the vendor wallets. */
function walletsOf(lines: readonly LineRow[]): WalletBalance[] {
  const main = mainLine(lines);
  return [
    { vendor: MAIN_WALLET, balance: main.balanceAfter },
    ...lines
      .filter((line) => line.kind === 'VENDOR')
      .map((line) => ({ vendor: line.vendorCode ?? '', balance: line.balanceAfter })),
  ];
}
