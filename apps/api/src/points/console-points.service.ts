import { Injectable } from '@nestjs/common';
import {
  LANGUAGES,
  pointsSettingsOf,
  pointsSettingsProblems,
  type ConsoleMemberPoints,
  type ConsolePage,
  type ConsolePointOrder,
  type ConsolePointOrderQuery,
  type Language,
  type PointsSettings,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { changedFields } from '../common/changed-fields.js';
import { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { MailboxService } from '../mailbox/mailbox.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import { PointsRepository, type PointOrderRow } from './points.repository.js';
import { orderView, PointsService, transactionNo } from './points.service.js';

// The console reads goods names in the site's default language.
const CONSOLE_LANGUAGE: Language = 'EN';

/**
 * The operator's side of points: the settings (earning and conversion), the exchange orders to
 * pass or reject (a rejection gives the points and the stock back), a member's points. Each
 * decision is one transaction with its ledger entry and the member's letter.
 */
@Injectable()
export class ConsolePointsService {
  constructor(
    private readonly points: PointsRepository,
    private readonly memberPoints: PointsService,
    private readonly ledger: LedgerService,
    private readonly mailbox: MailboxService,
  ) {}

  settings(merchantId: number): Promise<PointsSettings> {
    return this.memberPoints.settings(merchantId);
  }

  /** Replaces every setting; the trail keeps the fields that changed. */
  async replace(operator: OperatorActor, update: PointsSettings): Promise<PointsSettings> {
    const problems = pointsSettingsProblems(update);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    // Written as the member's rules show them ("1.5000" reads as "1.5").
    const next = pointsSettingsOf({
      points: {
        ...update,
        pointsPerTurnover: new Prisma.Decimal(update.pointsPerTurnover).toFixed(),
        cashPerPoint: new Prisma.Decimal(update.cashPerPoint).toFixed(),
      },
    });
    const before = await this.settings(operator.merchantId);
    await this.points.replaceSettings(operator.merchantId, next);
    operator.change = { target: 'site:points', ...changedFields(before, next) };
    return next;
  }

  async orders(
    operator: OperatorActor,
    query: ConsolePointOrderQuery,
  ): Promise<ConsolePage<ConsolePointOrder>> {
    const window = pageWindow(query);
    const { rows, total } = await this.points.consolePage(
      operator.merchantId,
      query.status,
      window.skip,
      window.pageSize,
    );
    const reviewers = await this.reviewers(rows);
    return consolePage(window, rows, total, (row) =>
      consoleOrder(row, row.member.account, reviewers),
    );
  }

  /** Passes an order in application: its held points are spent; the member gets a letter. */
  pass(operator: OperatorActor, id: string): Promise<ConsolePointOrder> {
    return this.decide(operator, id, 'PASSED', null);
  }

  /** Rejects an order in application: its points and stock go back; the letter says why. */
  reject(operator: OperatorActor, id: string, reason: string): Promise<ConsolePointOrder> {
    return this.decide(operator, id, 'REJECTED', reason);
  }

  async member(operator: OperatorActor, memberId: number): Promise<ConsoleMemberPoints> {
    if (!(await this.points.memberOfMerchant(operator.merchantId, memberId))) {
      throw new AppError('NOT_FOUND', 'No such member');
    }
    return this.memberPoints.balance(memberId);
  }

  private async decide(
    operator: OperatorActor,
    id: string,
    status: 'PASSED' | 'REJECTED',
    reason: string | null,
  ): Promise<ConsolePointOrder> {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND', 'No such order');
    const { merchantId } = operator;
    const found = await this.points.memberOfOrder(merchantId, BigInt(id));
    if (found === null) throw new AppError('NOT_FOUND', 'No such order');
    // Accounts are opened before the transaction (the ledger's rule).
    const [points, hold, housePoints] = await Promise.all([
      this.ledger.memberAccount(merchantId, found, 'POINTS'),
      this.ledger.memberAccount(merchantId, found, 'POINT_HOLD'),
      this.ledger.houseAccount(merchantId, 'HOUSE_POINTS'),
    ]);
    const row = await this.points.transaction(async (tx) => {
      const order = await this.points.lockOrder(tx, merchantId, BigInt(id));
      if (!order || order.exchangeType !== 'GOODS') {
        throw new AppError('NOT_FOUND', 'No such order');
      }
      if (order.status !== 'IN_APPLICATION') {
        throw new AppError('POINT_ORDER_DECIDED', `This order is ${order.status} already`, {
          status: order.status,
        });
      }
      const amount = String(order.points);
      await this.ledger.postWithin(tx, {
        kind: status === 'PASSED' ? 'POINT_HOLD_SETTLE' : 'POINT_HOLD_RELEASE',
        merchantId,
        memberId: order.memberId,
        scope: `point-order-decision:${order.memberId}`,
        key: order.id.toString(),
        request: { status, points: order.points },
        lines:
          status === 'PASSED'
            ? movement(hold, housePoints, amount)
            : movement(hold, points, amount),
      });
      if (status === 'REJECTED' && order.goodsId !== null) {
        await this.points.returnStock(tx, order.goodsId, order.quantity);
      }
      const decided = await this.points.decide(tx, order.id, {
        status,
        reviewedBy: operator.operatorId,
        rejectReason: reason,
      });
      const language = await this.points.memberLanguage(tx, order.memberId);
      const view = orderView(decided, LANGUAGES.find((code) => code === language) ?? 'MS');
      await this.mailbox.send(tx, [
        {
          memberId: order.memberId,
          template: status === 'PASSED' ? 'pointOrder.passed' : 'pointOrder.rejected',
          params: {
            transactionNo: view.transactionNo,
            product: view.productName ?? '',
            quantity: String(view.quantity),
            points: String(view.pointsRequired),
            ...(reason ? { reason } : {}),
          },
        },
      ]);
      return decided;
    });
    operator.change = {
      target: `pointOrder:${transactionNo(row)}`,
      before: { status: 'IN_APPLICATION' },
      after: { status, ...(reason ? { reason } : {}) },
    };
    const account = await this.points.memberAccount(row.memberId);
    return consoleOrder(row, account, await this.reviewers([row]));
  }

  private async reviewers(rows: PointOrderRow[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.flatMap((row) => (row.reviewedBy ? [row.reviewedBy] : [])))];
    const names = await this.points.operatorNames(ids);
    return new Map(names.map((name) => [name.id, name.username]));
  }
}

function consoleOrder(
  row: PointOrderRow,
  account: string,
  reviewers: Map<number, string>,
): ConsolePointOrder {
  return {
    ...orderView(row, CONSOLE_LANGUAGE),
    id: row.id.toString(),
    memberId: row.memberId,
    account,
    reviewedBy: row.reviewedBy ? (reviewers.get(row.reviewedBy) ?? null) : null,
  };
}
