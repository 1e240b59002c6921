import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BONUS_FORFEIT_REASON_MAX,
  BONUS_TURNOVER_DAYS_MAX,
  type BonusSettings,
  type ConsoleBonusGrantRequest,
  type ConsoleBonusGrantResult,
  type ConsoleBonusView,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';
import type { FourEyesApprovalRow } from '../four-eyes/four-eyes.repository.js';
import {
  FourEyesService,
  type FourEyesExecutor,
  type FourEyesWork,
} from '../four-eyes/four-eyes.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { TurnoverService } from '../turnover/turnover.service.js';
import { BonusGrants } from './bonus-grants.service.js';
import { BonusesRepository } from './bonuses.repository.js';
import { BonusesService } from './bonuses.service.js';

/** A console grant as four-eyes keeps it until it is paid. */
type ManualGrant = {
  memberId: number;
  key: string;
  amount: string;
  turnoverMultiplier: number;
  reason: string;
};

/**
 * The operator's side of bonuses: the expiry setting, a grant to one member (through four-eyes)
 * and the forfeit (decisions, "forfeiting a bonus"): the bonus leaves MAIN as far as MAIN still
 * holds it, as one BONUS_FORFEIT entry, and its turnover requirement is dropped, in one
 * transaction.
 */
@Injectable()
export class ConsoleBonusesService implements OnModuleInit, FourEyesExecutor {
  constructor(
    private readonly bonuses: BonusesRepository,
    private readonly details: BonusesService,
    private readonly grants: BonusGrants,
    private readonly ledger: LedgerService,
    private readonly turnover: TurnoverService,
    private readonly fourEyes: FourEyesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.fourEyes.register('BONUS_GRANT', this);
  }

  /**
   * An operator's bonus to one member (HOUSE_PROMOTION to MAIN, with its turnover), idempotent
   * by the console's Idempotency-Key. Four-eyes may hold it for a second operator: it is paid
   * when that operator approves.
   */
  async grant(
    operator: OperatorActor,
    request: ConsoleBonusGrantRequest,
    idempotencyKey: string | undefined,
  ): Promise<ConsoleBonusGrantResult> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const { merchantId } = operator;
    if (!(await this.bonuses.memberOfSite(merchantId, request.memberId))) {
      throw new AppError('NOT_FOUND', 'No member of this site has this id');
    }
    await this.ledger.assertFitsCurrency(merchantId, request.amount);
    const grant: ManualGrant = {
      memberId: request.memberId,
      key,
      amount: new Prisma.Decimal(request.amount).toFixed(2),
      turnoverMultiplier: request.turnoverMultiplier,
      reason: request.reason,
    };
    const pay = await this.payer(merchantId, grant);
    const { opened, granted } = await this.bonuses.transaction(async (tx) => {
      const opened = await this.fourEyes.open(tx, operator, {
        kind: 'BONUS_GRANT',
        subject: `${grant.memberId}:${key}`,
        memberId: grant.memberId,
        amount: grant.amount,
        payload: grant,
        permission: 'rewards.write',
      });
      // Paid now when one operator is enough; a retry after the approval finds the same bonus.
      const granted = opened.approval.status === 'APPROVED' ? await pay(tx) : null;
      return { opened, granted };
    });
    const [approval] = await this.fourEyes.views([opened.approval]);
    operator.change = opened.fresh
      ? {
          target: `member:${grant.memberId}`,
          after: { bonus: grant.amount, reason: grant.reason, approval: approval.status },
        }
      : null;
    return {
      bonusId: granted?.toString() ?? null,
      approval: approval.reasons.length > 0 ? approval : null,
    };
  }

  /** A second operator approved a grant: the bonus is paid. */
  async approved(approval: FourEyesApprovalRow): Promise<FourEyesWork> {
    const pay = await this.payer(approval.merchantId, approval.payload as unknown as ManualGrant);
    return async (tx) => {
      await pay(tx);
    };
  }

  async rejected(): Promise<FourEyesWork> {
    return async () => undefined;
  }

  /** The accounts opened (the ledger's rule: before the transaction), then the grant. */
  private async payer(merchantId: number, grant: ManualGrant) {
    const accounts = await this.grants.accounts(merchantId, grant.memberId);
    return async (tx: Prisma.TransactionClient): Promise<bigint> =>
      (
        await this.grants.grant(tx, accounts, {
          merchantId,
          memberId: grant.memberId,
          source: 'MANUAL',
          sourceKey: `${merchantId}:${grant.key}`,
          amount: grant.amount,
          turnoverMultiplier: grant.turnoverMultiplier,
          scope: 'console-bonus',
          key: `${merchantId}:${grant.key}`,
          request: { memberId: grant.memberId, amount: grant.amount, reason: grant.reason },
        })
      ).bonusId;
  }

  async forfeit(
    operator: OperatorActor,
    bonusId: string,
    reason: string,
  ): Promise<ConsoleBonusView> {
    const why = reason.trim();
    if (!why || why.length > BONUS_FORFEIT_REASON_MAX) {
      throw invalidInput({ reason: `A reason of 1 to ${BONUS_FORFEIT_REASON_MAX} characters` });
    }
    const id = idOf(bonusId);
    const { merchantId } = operator;
    const found = await this.bonuses.find(merchantId, id);
    if (!found) throw new AppError('NOT_FOUND', 'No such bonus');
    // Accounts are opened before the transaction (the ledger's rule).
    const accounts = await this.grants.accounts(merchantId, found.memberId);
    const settings = await this.details.settings(merchantId);
    return this.bonuses.transaction(async (tx) => {
      const row = await this.bonuses.lockBonus(tx, merchantId, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such bonus');
      const [before] = await this.details.views([row], settings, tx);
      if (before.status === 'FORFEITED') {
        // A second click: nothing more to do, nothing written.
        operator.change = null;
        return before;
      }
      if (before.status === 'COMPLETED') {
        throw new AppError('CONFLICT', 'A bonus whose turnover is met cannot be forfeited');
      }
      // The member may have played the bonus away: take back what MAIN still holds of it.
      const balance = new Prisma.Decimal(await this.ledger.balance(accounts.main));
      const amount = Prisma.Decimal.min(balance, row.amount).toFixed(2);
      let entryId: bigint | null = null;
      if (new Prisma.Decimal(amount).gt(0)) {
        const posted = await this.ledger.postWithin(tx, {
          kind: 'BONUS_FORFEIT',
          merchantId,
          memberId: row.memberId,
          scope: 'bonus-forfeit',
          key: String(row.id),
          request: { amount },
          lines: movement(accounts.main, accounts.promotion, amount),
        });
        entryId = posted.entryId;
      }
      const now = new Date(this.clock.now());
      await this.turnover.void(tx, row.requirementId, now);
      const forfeited = await this.bonuses.markForfeited(tx, row.id, {
        at: now,
        amount,
        entryId,
        reason: why,
      });
      operator.change = {
        target: `bonus:${row.id}`,
        before: { status: before.status, member: row.member.account, amount: before.amount },
        after: { status: 'FORFEITED', takenBack: amount, reason: why },
      };
      const [after] = await this.details.views([forfeited], settings, tx);
      return after;
    });
  }

  async replaceSettings(operator: OperatorActor, update: BonusSettings): Promise<BonusSettings> {
    const days = update.turnoverDays;
    if (
      days !== null &&
      !(Number.isInteger(days) && days >= 1 && days <= BONUS_TURNOVER_DAYS_MAX)
    ) {
      throw invalidInput({ turnoverDays: `From 1 to ${BONUS_TURNOVER_DAYS_MAX} days, or none` });
    }
    const before = await this.details.settings(operator.merchantId);
    const next: BonusSettings = { turnoverDays: days };
    await this.bonuses.replaceSettings(operator.merchantId, next);
    operator.change = { target: 'site:bonuses', before, after: next };
    return next;
  }
}

function idOf(value: string): bigint {
  if (!/^\d{1,18}$/.test(value)) throw new AppError('NOT_FOUND', 'No such bonus');
  return BigInt(value);
}
