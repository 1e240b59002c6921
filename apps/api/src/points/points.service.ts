import { Injectable } from '@nestjs/common';
import {
  isPointGoodsCategory,
  pointsSettingsOf,
  type ConvertPointRequest,
  type Language,
  type PointBalance,
  type PointConfig,
  type PointExchangeOrder,
  type PointExchangeOrderPage,
  type PointHistoryKind,
  type PointHistoryPage,
  type PointsSettings,
  type RedeemPointRewardRequest,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { inLanguage } from '../common/in-language.js';
import { pageCount } from '../common/paging.query.js';
import { Prisma, type JournalEntryKind } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import { hashRequest, LedgerService } from '../ledger/ledger.service.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { PointsRepository, type PointOrderRow } from './points.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

// Goods sent by post need an address; bonuses and vouchers reach the member otherwise.
const SHIPPED_CATEGORIES = new Set(['ELECTRONICS', 'LIFESTYLE']);

const HISTORY_KIND: Partial<Record<JournalEntryKind, PointHistoryKind>> = {
  POINT_EARNING: 'EARNED',
  POINT_SPEND: 'CONVERTED',
  POINT_HOLD: 'REDEEMED',
  POINT_HOLD_RELEASE: 'RETURNED',
};

/**
 * The member's points (spec 1 §7 relays): balance, rules, history and exchange orders; a
 * conversion to cash (POINT_SPEND and POINT_CONVERSION in one transaction, passed at once) and a
 * redemption of a good (POINT_HOLD and the stock reserved; an operator passes or rejects it).
 * Both ask the payment password and are exactly once per Idempotency-Key.
 */
@Injectable()
export class PointsService {
  constructor(
    private readonly points: PointsRepository,
    private readonly ledger: LedgerService,
    private readonly journal: LedgerReads,
    private readonly paymentPasswords: PaymentPasswordService,
  ) {}

  async settings(merchantId: number): Promise<PointsSettings> {
    return pointsSettingsOf(await this.points.siteSettings(merchantId));
  }

  async config(merchantId: number): Promise<PointConfig> {
    return this.settings(merchantId);
  }

  async balance(memberId: number): Promise<PointBalance> {
    const accounts = await this.ledger.memberBalances(memberId, ['POINTS', 'POINT_HOLD']);
    const of = (kind: string) => whole(accounts.find((account) => account.kind === kind)?.balance);
    return { points: of('POINTS'), onHold: of('POINT_HOLD') };
  }

  async orders(
    memberId: number,
    language: Language,
    pageNo: number,
    pageSize: number,
  ): Promise<PointExchangeOrderPage> {
    const { rows, total } = await this.points.memberPage(
      memberId,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return {
      list: rows.map((row) => orderView(row, language)),
      pageNo,
      pageSize,
      totalCount: total,
      totalPages: pageCount(total, pageSize),
    };
  }

  /** Points details: the lines of the member's POINTS account, newest first. */
  async history(
    member: AuthenticatedMember,
    pageNo: number,
    pageSize: number,
  ): Promise<PointHistoryPage> {
    const account = await this.ledger.memberAccount(member.merchantId, member.memberId, 'POINTS');
    const { total, lines } = await this.journal.accountLinePage(
      [account.id],
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return {
      list: lines.map((line) => ({
        id: line.entryId.toString(),
        kind: HISTORY_KIND[line.kind] ?? 'EARNED',
        points: line.amount.toNumber(),
        balanceAfter: line.balanceAfter.toNumber(),
        createdAt: line.createdAt.toISOString(),
      })),
      pageNo,
      pageSize,
      totalCount: total,
      totalPages: pageCount(total, pageSize),
    };
  }

  /** Points to cash into MAIN at the operator's rate, at least its minimum, passed at once. */
  async convert(
    member: AuthenticatedMember,
    request: ConvertPointRequest,
    idempotencyKey: string | undefined,
    language: Language,
  ): Promise<PointExchangeOrder> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const { memberId, merchantId } = member;
    const settings = await this.settings(merchantId);
    if (!settings.conversionEnabled) {
      throw new AppError('FEATURE_DISABLED', 'Points cannot be converted on this site');
    }
    if (request.points < settings.minimumConversionPoints) {
      throw new AppError(
        'POINTS_BELOW_MINIMUM',
        `Convert at least ${settings.minimumConversionPoints} points`,
        { minimumConversionPoints: settings.minimumConversionPoints },
      );
    }
    const decimals = await this.ledger.currencyDecimals(merchantId);
    // Rounded down: the member is never paid a cent the rate did not earn.
    const cash = new Prisma.Decimal(request.points)
      .times(settings.cashPerPoint)
      .toDecimalPlaces(decimals, Prisma.Decimal.ROUND_DOWN);
    if (cash.lte(0)) {
      throw new AppError('POINTS_BELOW_MINIMUM', 'These points are worth less than a cent', {
        minimumConversionPoints: settings.minimumConversionPoints,
      });
    }
    await this.paymentPasswords.verify(memberId, request.paymentPassword);
    const amount = cash.toFixed(decimals);
    const requestHash = hashRequest({ type: 'CASH', points: request.points });
    const [points, housePoints, main, promotion] = await Promise.all([
      this.ledger.memberAccount(merchantId, memberId, 'POINTS'),
      this.ledger.houseAccount(merchantId, 'HOUSE_POINTS'),
      this.ledger.memberAccount(merchantId, memberId, 'MAIN'),
      this.ledger.houseAccount(merchantId, 'HOUSE_PROMOTION'),
    ]);
    const row = await this.points.transaction(async (tx) => {
      await this.points.lockMember(tx, memberId);
      const earlier = await this.points.findByKey(tx, memberId, key);
      if (earlier) return sameRequest(earlier, requestHash);
      const scope = `point-order:${memberId}`;
      try {
        await this.ledger.postAllWithin(tx, [
          {
            kind: 'POINT_SPEND',
            merchantId,
            memberId,
            scope,
            key: `${key}:points`,
            request: { points: request.points },
            lines: movement(points, housePoints, String(request.points)),
          },
          {
            kind: 'POINT_CONVERSION',
            merchantId,
            memberId,
            scope,
            key: `${key}:cash`,
            request: { points: request.points, amount },
            lines: movement(promotion, main, amount),
          },
        ]);
      } catch (error) {
        throw pointsShort(error, request.points);
      }
      return this.points.insert(tx, {
        merchantId,
        memberId,
        requestKey: key,
        requestHash,
        exchangeType: 'CASH',
        quantity: 1,
        points: request.points,
        amount,
        status: 'PASSED',
        paymentAccount: 'MAIN',
      });
    });
    return orderView(row, language);
  }

  /**
   * A good of the mall: its points move to POINT_HOLD and its stock is reserved, with the order
   * IN_APPLICATION, in one transaction; an operator passes or rejects it.
   */
  async redeem(
    member: AuthenticatedMember,
    request: RedeemPointRewardRequest,
    idempotencyKey: string | undefined,
    language: Language,
  ): Promise<PointExchangeOrder> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const { memberId, merchantId } = member;
    const goods = await this.points.goods(merchantId, Number(request.goodsId));
    if (!goods) throw new AppError('NOT_FOUND', 'No such goods in the points mall');
    const address = request.shippingAddress?.trim() || null;
    if (
      !address &&
      isPointGoodsCategory(goods.category) &&
      SHIPPED_CATEGORIES.has(goods.category)
    ) {
      throw invalidInput({ shippingAddress: 'These goods are sent by post: give an address' });
    }
    await this.paymentPasswords.verify(memberId, request.paymentPassword);
    const needed = goods.pointsRequired * request.quantity;
    const requestHash = hashRequest({
      type: 'GOODS',
      goodsId: goods.id,
      quantity: request.quantity,
      address,
    });
    const [points, hold] = await Promise.all([
      this.ledger.memberAccount(merchantId, memberId, 'POINTS'),
      this.ledger.memberAccount(merchantId, memberId, 'POINT_HOLD'),
    ]);
    const row = await this.points.transaction(async (tx) => {
      await this.points.lockMember(tx, memberId);
      const earlier = await this.points.findByKey(tx, memberId, key);
      if (earlier) return sameRequest(earlier, requestHash);
      if (!(await this.points.reserveStock(tx, goods.id, request.quantity))) {
        throw new AppError('POINT_GOODS_OUT_OF_STOCK', 'Not enough of these goods are left', {
          stock: goods.stock,
        });
      }
      try {
        await this.ledger.postWithin(tx, {
          kind: 'POINT_HOLD',
          merchantId,
          memberId,
          scope: `point-order:${memberId}`,
          key,
          request: { goodsId: goods.id, quantity: request.quantity, points: needed },
          lines: movement(points, hold, String(needed)),
        });
      } catch (error) {
        throw pointsShort(error, needed);
      }
      return this.points.insert(tx, {
        merchantId,
        memberId,
        requestKey: key,
        requestHash,
        exchangeType: 'GOODS',
        goodsId: goods.id,
        productNames: goods.names ?? Prisma.JsonNull,
        quantity: request.quantity,
        points: needed,
        amount: '0',
        status: 'IN_APPLICATION',
        shippingAddress: address,
      });
    });
    return orderView(row, language);
  }
}

/** A retry answers its first order; the key sent with another request is refused. */
function sameRequest(earlier: PointOrderRow, requestHash: string): PointOrderRow {
  if (earlier.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used for another request',
    );
  }
  return earlier;
}

/** The ledger's refusal of a points account below zero, in the points' own words. */
function pointsShort(error: unknown, needed: number): unknown {
  if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
    return new AppError('POINTS_INSUFFICIENT', `${needed} points are needed`, { needed });
  }
  return error;
}

function whole(balance: string | undefined): number {
  return balance ? new Prisma.Decimal(balance).toNumber() : 0;
}

/** The order's number: PX, the day it was made (UTC) and its id. */
export function transactionNo(row: Pick<PointOrderRow, 'id' | 'createdAt'>): string {
  const day = row.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `PX${day}${row.id.toString().padStart(6, '0')}`;
}

export function orderView(row: PointOrderRow, language: Language): PointExchangeOrder {
  const name = row.productNames ? inLanguage(row.productNames, language) : null;
  return {
    transactionNo: transactionNo(row),
    appliedAt: row.createdAt.toISOString(),
    exchangeType: row.exchangeType,
    productName: typeof name === 'string' ? name : null,
    quantity: row.quantity,
    pointsRequired: row.points,
    amountRequired: row.amount.toFixed(2),
    status: row.status,
    shippingAddress: row.shippingAddress,
    paymentAccount: row.paymentAccount,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}
