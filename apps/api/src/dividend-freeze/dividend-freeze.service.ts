import { Inject, Injectable } from '@nestjs/common';
import { amountAtScale } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { DividendFreezeRepository } from './dividend-freeze.repository.js';

/**
 * The freeze of an agent that owes dividends past their deadline (spec 2 §4: unpaid dividends
 * after the period ends freeze the upline account). The freeze is that state itself, read where
 * money would leave the account (transfers, withdrawals): it begins at the deadline, and lifts
 * once nothing overdue is owed (distributed by the agent or forced by the deadline job), with no
 * flag to keep in step.
 */
@Injectable()
export class DividendFreezeService {
  constructor(
    private readonly freeze: DividendFreezeRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The overdue total (at `decimals`) and the earliest deadline; null: not frozen. */
  async of(memberId: number, decimals = 2): Promise<{ owed: string; dueBy: string } | null> {
    const overdue = await this.freeze.overdue(memberId, new Date(this.clock.now()));
    return (
      overdue && { owed: amountAtScale(overdue.owed, decimals), dueBy: overdue.dueBy.toISOString() }
    );
  }

  /** Refuses money leaving a frozen account (a transfer or a withdrawal). */
  async assertNotFrozen(memberId: number): Promise<void> {
    const frozen = await this.of(memberId);
    if (frozen) {
      throw new AppError(
        'DIVIDEND_OVERDUE',
        `Transfers and withdrawals are frozen: distribute the ${frozen.owed} of dividends you owe your downline agents first`,
        frozen,
      );
    }
  }
}
