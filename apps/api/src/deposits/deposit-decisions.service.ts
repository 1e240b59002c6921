import { Inject, Injectable } from '@nestjs/common';
import { paymentSettingsOf } from '@wps/shared-types';
import { BonusGrants } from '../bonuses/bonus-grants.service.js';
import { AppError } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { MailboxService } from '../mailbox/mailbox.service.js';
import { PlayerProtectionService } from '../player-protection/player-protection.service.js';
import { TurnoverService } from '../turnover/turnover.service.js';
import { DepositsRepository, type Decision, type DepositRow } from './deposits.repository.js';

/** Who decides: an operator (its username) or the payment gateway (its name). */
export interface Decider {
  name: string;
  /**
   * An operator's approval is held to the member's deposit limits (player protection); a
   * gateway's confirms money already paid, which was checked when the payment was made.
   */
  byOperator?: boolean;
}

/**
 * The only way money of a deposit moves: a pending deposit is approved (its DEPOSIT entry
 * HOUSE_CASH→MAIN and its turnover requirement, and a claimed promotion's BONUS_GRANT from
 * HOUSE_PROMOTION with its own requirement), rejected or expired, each in one transaction with
 * the status change, and at most once however many decide at the same moment.
 */
@Injectable()
export class DepositDecisions {
  constructor(
    private readonly deposits: DepositsRepository,
    private readonly ledger: LedgerService,
    private readonly turnover: TurnoverService,
    private readonly bonuses: BonusGrants,
    private readonly protection: PlayerProtectionService,
    private readonly mailbox: MailboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Approves the deposit; false when it was no longer pending (decided, or expired). */
  async approve(deposit: DepositRow, decider: Decider): Promise<boolean> {
    const { merchantId, memberId } = deposit;
    const amount = deposit.amount.toFixed(2);
    const bonus = deposit.bonusAmount?.toFixed(2) ?? null;
    // Accounts are opened before the transaction (the ledger's rule): an empty account left by
    // a claim that lost is harmless.
    const [main, cash, bonusAccounts, merchant] = await Promise.all([
      this.ledger.memberAccount(merchantId, memberId, 'MAIN'),
      this.ledger.houseAccount(merchantId, 'HOUSE_CASH'),
      bonus ? this.bonuses.accounts(merchantId, memberId) : null,
      this.deposits.merchant(merchantId),
    ]);
    const settings = paymentSettingsOf(merchant.settings);
    const key = String(deposit.id);
    return this.deposits.decide(deposit.id, this.decision('APPROVED', decider), async (tx) => {
      // Under the member's lock: approvals at once cannot pass a limit together.
      if (decider.byOperator) await this.protection.checkDeposit(tx, memberId, amount);
      await this.ledger.postWithin(tx, {
        kind: 'DEPOSIT',
        merchantId,
        memberId,
        scope: 'deposit',
        key,
        request: { amount },
        lines: movement(cash, main, amount),
      });
      await this.turnover.add(tx, {
        merchantId,
        memberId,
        source: 'DEPOSIT',
        sourceId: key,
        amount,
        multiplier: settings.depositTurnoverMultiplier,
      });
      if (bonus && bonusAccounts && moneyAbove0(bonus)) {
        await this.bonuses.grant(tx, bonusAccounts, {
          merchantId,
          memberId,
          source: 'DEPOSIT_BONUS',
          sourceKey: key,
          amount: bonus,
          turnoverMultiplier: deposit.bonusTurnoverMultiplier ?? 1,
          scope: 'deposit-bonus',
          key,
          request: { amount: bonus, promotionId: deposit.promotionId },
        });
      }
      // The member's mailbox tells of the money with the change itself.
      await this.mailbox.send(tx, [{ memberId, template: 'deposit.approved', params: { amount } }]);
    });
  }

  /** Rejects the deposit with a reason; false when it was no longer pending. */
  reject(deposit: DepositRow, decider: Decider, reason: string): Promise<boolean> {
    return this.deposits.decide(
      deposit.id,
      { ...this.decision('REJECTED', decider), rejectReason: reason },
      async () => undefined,
    );
  }

  /** The 409 of a decision that came after another (or after the deposit expired). */
  conflict(deposit: DepositRow): AppError {
    const expired = deposit.status === 'PENDING' || deposit.status === 'EXPIRED';
    return new AppError(
      'CONFLICT',
      expired
        ? 'The deposit has expired'
        : `The deposit is ${deposit.status.toLowerCase()} already`,
    );
  }

  private decision(status: Decision['status'], decider: Decider): Decision {
    return { status, decidedBy: decider.name, decidedAt: new Date(this.clock.now()) };
  }
}

function moneyAbove0(amount: string): boolean {
  return /[1-9]/.test(amount);
}
