import { Inject, Injectable } from '@nestjs/common';
import {
  WITHDRAWAL_PANEL_CREDIT_DAYS,
  WITHDRAWAL_PANEL_CREDIT_KINDS,
  type ConsoleWithdrawalPanel,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import { LinkedAccountsService } from '../linked-accounts/linked-accounts.service.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { TurnoverService } from '../turnover/turnover.service.js';
import { WithdrawalPanelRepository } from './withdrawal-panel.repository.js';
import { WithdrawalsRepository } from './withdrawals.repository.js';

const DAY_MS = 86_400_000;

/**
 * The withdrawal decision panel (issue 26 point 4): what finance weighs before approving or
 * rejecting, in one answer. Each part is a fixed number of indexed reads, run side by side.
 */
@Injectable()
export class WithdrawalPanelService {
  constructor(
    private readonly withdrawals: WithdrawalsRepository,
    private readonly panel: WithdrawalPanelRepository,
    private readonly ledger: LedgerReads,
    private readonly turnover: TurnoverService,
    private readonly linked: LinkedAccountsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(operator: OperatorActor, id: number): Promise<ConsoleWithdrawalPanel> {
    const request = await this.withdrawals.findForSite(operator.merchantId, id);
    if (!request) throw new AppError('NOT_FOUND', 'No such withdrawal');
    const since = new Date(request.createdAt.getTime() - WITHDRAWAL_PANEL_CREDIT_DAYS * DAY_MS);
    const [facts, turnover, credits, deposit, linkedAccounts] = await Promise.all([
      this.panel.facts(request),
      this.turnover.status(request.memberId),
      this.ledger.memberMainTotalsByKind(
        request.memberId,
        WITHDRAWAL_PANEL_CREDIT_KINDS,
        since,
        request.createdAt,
      ),
      this.panel.depositPlay(request),
      this.linked.page(operator, request.memberId, { page: 1 }, false),
    ]);
    const decidedAt = request.decidedAt?.getTime() ?? this.clock.now();
    return {
      withdrawalId: request.id,
      queueSeconds: Math.max(0, Math.floor((decidedAt - request.createdAt.getTime()) / 1000)),
      turnover,
      identityStatus: facts.identityStatus,
      holderName: {
        memberName: facts.memberName,
        holderName: request.holderName,
        matches: facts.matches,
      },
      firstWithdrawal: facts.firstWithdrawal,
      recentCredits: credits,
      depositPlay: deposit && {
        depositAmount: new Prisma.Decimal(deposit.depositAmount).toFixed(2),
        depositedAt: deposit.depositedAt.toISOString(),
        staked: new Prisma.Decimal(deposit.staked).toFixed(2),
        // Less staked than deposited: the deposit went back out with little play.
        littlePlay: new Prisma.Decimal(deposit.staked).lessThan(deposit.depositAmount),
      },
      linkedAccounts,
    };
  }
}
