import { Inject, Injectable, Optional } from '@nestjs/common';
import pg from 'pg';
import { TtlCache } from '../common/ttl-cache.js';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { VendorWalletProtocol, VendorWalletType } from '../generated/prisma/client.js';

export interface WalletVendor {
  id: number;
  code: string;
  name: string;
  walletType: VendorWalletType;
  walletProtocol: VendorWalletProtocol;
  enabled: boolean;
  maintenance: boolean;
}

/** A member's real-money wallet with its vendor (none for MAIN). */
export interface MemberWalletRow {
  kind: 'MAIN' | 'VENDOR';
  vendorCode: string | null;
  vendorName: string | null;
  maintenance: boolean;
  balance: string;
}

export interface WalletGame {
  id: number;
  categoryCode: string;
}

const GAME_OF_SQL = `
  SELECT id, category_code AS "categoryCode" FROM game WHERE vendor_id = $1 AND game_code = $2`;

const MEMBER_WALLETS_SQL = `
  SELECT a.kind, v.code AS "vendorCode", v.name AS "vendorName",
         COALESCE(v.maintenance, false) AS maintenance, a.balance::text AS balance
  FROM ledger_account a LEFT JOIN vendor v ON v.id = a.vendor_id
  WHERE a.member_id = $1 AND a.kind IN ('MAIN', 'VENDOR')
  ORDER BY v.sort_order NULLS FIRST, a.id`;

const VENDOR_FIELDS = {
  id: true,
  code: true,
  name: true,
  walletType: true,
  walletProtocol: true,
  enabled: true,
  maintenance: true,
} as const;

/**
 * How long a vendor row read for a transfer or a seamless call is reused: a vendor switched off
 * or into maintenance is refused new money within this time, not at once.
 */
export const VENDOR_CACHE_MS = 1_000;
// One entry per vendor code asked for; the catalogue has a few dozen vendors.
const VENDOR_CACHE_LIMIT = 1_000;

/** What the wallet reads outside the ledger: operators, vendors, games, open rounds. */
@Injectable()
export class WalletRepository {
  private readonly vendorsByCode = new TtlCache<string, WalletVendor | null>(
    VENDOR_CACHE_MS,
    VENDOR_CACHE_LIMIT,
  );

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    // The pool under Prisma (absent for the seed's and the bench's own instances).
    @Optional() @Inject(PG_POOL) private readonly pool?: pg.Pool,
  ) {}

  /**
   * `vendorByCode`, reused for VENDOR_CACHE_MS (found vendors only: unknown codes read again).
   * The calls that arrive while the row is being read share that one read: each vendor's row
   * used to be read again by every call of the moment it expired (some 23 reads a second in
   * the bench's settled rounds).
   */
  async cachedVendorByCode(code: string): Promise<WalletVendor | null> {
    const vendor = await this.vendorsByCode.get(code, () => this.vendorByCode(code));
    if (!vendor) this.vendorsByCode.delete(code);
    return vendor;
  }

  async merchantCurrency(merchantId: number): Promise<{ code: string; symbol: string }> {
    const merchant = await this.prisma.merchant.findUniqueOrThrow({
      where: { id: merchantId },
      select: { currencyCode: true, currencySymbol: true },
    });
    return { code: merchant.currencyCode, symbol: merchant.currencySymbol };
  }

  vendorByCode(code: string): Promise<WalletVendor | null> {
    return this.prisma.vendor.findUnique({ where: { code }, select: VENDOR_FIELDS });
  }

  vendorById(id: number): Promise<WalletVendor | null> {
    return this.prisma.vendor.findUnique({ where: { id }, select: VENDOR_FIELDS });
  }

  /** The enabled transfer-wallet vendors in lobby order (the transfer page's wallets). */
  transferVendors(): Promise<WalletVendor[]> {
    return this.prisma.vendor.findMany({
      where: { walletType: 'TRANSFER', enabled: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: VENDOR_FIELDS,
    });
  }

  async hasTransferVendors(): Promise<boolean> {
    const found = await this.prisma.vendor.findFirst({
      where: { walletType: 'TRANSFER', enabled: true },
      select: { id: true },
    });
    return found !== null;
  }

  /** The game of a vendor by its code (a launch names it). */
  async gameOf(vendorId: number, gameCode: string): Promise<WalletGame | null> {
    const rows = await this.prepared<WalletGame>('wallet_game_of', GAME_OF_SQL, [
      vendorId,
      gameCode,
    ]);
    return rows[0] ?? null;
  }

  /** The member's MAIN and vendor wallets, MAIN first, vendors in lobby order (the ledger's scale). */
  memberWallets(memberId: number): Promise<MemberWalletRow[]> {
    return this.prepared<MemberWalletRow>('wallet_member_wallets', MEMBER_WALLETS_SQL, [memberId]);
  }

  /**
   * A statement read on every balance poll or launch: prepared once per connection on the pool
   * under Prisma, where $queryRaw would parse, plan and map it again each time (about three
   * times the API's CPU per query, bench/README.md); through Prisma for the instances made
   * without the pool.
   */
  private async prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    if (!this.pool) return this.prisma.$queryRawUnsafe<T[]>(text, ...values);
    return (await this.pool.query<T & pg.QueryResultRow>({ name, text, values })).rows;
  }

  /** Stakes of the member's real-money rounds that have not settled yet (the ledger's scale). */
  async openStakes(memberId: number): Promise<string> {
    const [row] = await this.prisma.$queryRaw<{ total: string }[]>`
      SELECT COALESCE(sum(stake), 0)::text AS total
      FROM bet_record WHERE member_id = ${memberId} AND status = 'OPEN' AND NOT is_demo`;
    return row?.total ?? '0';
  }
}
