import { Inject, Injectable } from '@nestjs/common';
import {
  BONUS_FORFEIT_REASON_MAX,
  BONUS_TURNOVER_DAYS_MAX,
  type BonusSettings,
  type ConsoleBonusView,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { TurnoverService } from '../turnover/turnover.service.js';
import { BonusGrants } from './bonus-grants.service.js';
import { BonusesRepository } from './bonuses.repository.js';
import { BonusesService } from './bonuses.service.js';

/**
 * The operator's side of bonuses: the expiry setting and the forfeit (decisions, "forfeiting a
 * bonus"): the bonus leaves MAIN as far as MAIN still holds it, as one BONUS_FORFEIT entry, and
 * its turnover requirement is dropped, in one transaction.
 */
@Injectable()
export class ConsoleBonusesService {
  constructor(
    private readonly bonuses: BonusesRepository,
    private readonly details: BonusesService,
    private readonly grants: BonusGrants,
    private readonly ledger: LedgerService,
    private readonly turnover: TurnoverService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

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
