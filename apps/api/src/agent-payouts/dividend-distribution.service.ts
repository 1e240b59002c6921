import { Inject, Injectable } from '@nestjs/common';
import { type AgentPayoutView } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { MailboxService } from '../mailbox/mailbox.service.js';
import { PaymentPasswordService } from '../payment-password/payment-password.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { AgentPayoutViews } from './agent-payout-views.service.js';
import {
  DividendDistributionRepository,
  type OwedDividend,
} from './dividend-distribution.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

/** Overdue dividends the deadline job forces in one transaction each, per batch read. */
const OVERDUE_BATCH = 100;

export interface ForcedResult {
  /** Overdue dividends the run moved money for (all of it or as far as the balance went). */
  forced: number;
  /** Those still due after the run (the upline's balance fell short). */
  short: number;
}

/**
 * Dividends an upline owes its downline agents (status DUE, by `dueBy`): the upline distributes
 * one from its MAIN with its payment password (one DIVIDEND_DISTRIBUTION entry, idempotent by
 * its Idempotency-Key); past the deadline the deadline job forces it from the upline's MAIN as
 * far as the balance goes (FORCED when all of it moved; otherwise the rest stays DUE and the
 * upline stays frozen). Each payout row is locked while it is distributed: concurrent
 * distributions, retries and the job move the owed amount once.
 */
@Injectable()
export class DividendDistributionService {
  constructor(
    private readonly dividends: DividendDistributionRepository,
    private readonly ledger: LedgerService,
    private readonly journal: LedgerReads,
    private readonly mailbox: MailboxService,
    private readonly paymentPasswords: PaymentPasswordService,
    private readonly views: AgentPayoutViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async distribute(
    member: AuthenticatedMember,
    id: number,
    paymentPassword: string,
    idempotencyKey: string | undefined,
  ): Promise<AgentPayoutView> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const owed = await this.dividends.owedBy(member.memberId, BigInt(id));
    if (!owed || owed.merchantId !== member.merchantId) {
      throw new AppError('NOT_FOUND', 'No such payout');
    }
    await this.views.openKind(member, 'DIVIDEND');
    await this.paymentPasswords.verify(member.memberId, paymentPassword);
    const [from, to] = await Promise.all([
      this.ledger.memberAccount(owed.merchantId, member.memberId, 'MAIN'),
      this.ledger.memberAccount(owed.merchantId, owed.agentId, 'MAIN'),
    ]);
    const decimals = await this.ledger.currencyDecimals(owed.merchantId);
    const scope = `dividend-distribution:${member.memberId}`;
    await this.dividends.transaction(async (tx) => {
      const payout = await this.dividends.lock(tx, owed.id);
      if (payout.status !== 'DUE') {
        // Paid already: by this very request (a retry answers the same), or else not again.
        const earlier = await this.journal.entryOfKey(scope, key, tx);
        if (earlier !== null && earlier === payout.entryId) return;
        throw new AppError('CONFLICT', 'This dividend has been distributed already');
      }
      const amount = remaining(payout).toFixed(decimals);
      const entry = await this.ledger.postWithin(tx, {
        kind: 'DIVIDEND_DISTRIBUTION',
        merchantId: payout.merchantId,
        memberId: member.memberId,
        scope,
        key: key,
        request: { payoutId: id, amount },
        lines: movement(from, to, amount),
      });
      await this.dividends.distributed(tx, payout.id, {
        distributed: payout.amount,
        status: 'PAID',
        entryId: entry.entryId,
        paidAt: entry.createdAt,
      });
      await this.letters(tx, payout, amount, 'agentDividend.distributed');
    });
    return this.views.payoutView(member, id);
  }

  /**
   * The deadline job: every dividend still due past its deadline is distributed from its
   * upline's MAIN, all of it (FORCED) or as far as the balance goes (the rest stays DUE, and
   * the upline frozen, until a later run or the upline distributes it).
   */
  async forceOverdue(signal?: AbortSignal): Promise<ForcedResult> {
    const now = new Date(this.clock.now());
    const result: ForcedResult = { forced: 0, short: 0 };
    let after: bigint | null = null;
    for (;;) {
      const batch = await this.dividends.overdue(now, OVERDUE_BATCH, after);
      if (batch.length === 0) return result;
      for (const { id } of batch) {
        signal?.throwIfAborted();
        const outcome = await this.force(id);
        if (outcome === 'NONE') continue;
        result.forced += 1;
        if (outcome === 'SHORT') result.short += 1;
      }
      after = batch[batch.length - 1].id;
    }
  }

  private async force(id: bigint): Promise<'ALL' | 'SHORT' | 'NONE'> {
    return this.dividends.transaction(async (tx) => {
      const payout = await this.dividends.lock(tx, id);
      if (payout.status !== 'DUE') return 'NONE';
      const [from, to] = await Promise.all([
        this.ledger.memberAccount(payout.merchantId, payout.uplineId, 'MAIN'),
        this.ledger.memberAccount(payout.merchantId, payout.agentId, 'MAIN'),
      ]);
      const owed = remaining(payout);
      const balance = await this.journal.lockedBalance(tx, from.id);
      const decimals = await this.ledger.currencyDecimals(payout.merchantId);
      // What the balance covers, to the currency's decimals (a balance finer is rounded down).
      const moved = Prisma.Decimal.min(owed, balance).toDecimalPlaces(
        decimals,
        Prisma.Decimal.ROUND_DOWN,
      );
      if (moved.lte(0)) return 'NONE';
      const amount = moved.toFixed(decimals);
      const entry = await this.ledger.postWithin(tx, {
        kind: 'DIVIDEND_DISTRIBUTION',
        merchantId: payout.merchantId,
        memberId: payout.uplineId,
        scope: 'dividend-forced',
        // The payout and what had moved of it before: one entry per step, even across retries.
        key: `${payout.id}:${payout.distributed.toFixed(6)}`,
        request: { payoutId: payout.id.toString(), amount },
        lines: movement(from, to, amount),
      });
      const all = moved.eq(owed);
      await this.dividends.distributed(tx, payout.id, {
        distributed: payout.distributed.plus(moved),
        status: all ? 'FORCED' : 'DUE',
        entryId: entry.entryId,
        paidAt: all ? entry.createdAt : null,
      });
      await this.letters(tx, payout, amount, 'agentDividend.forced');
      return all ? 'ALL' : 'SHORT';
    });
  }

  /** The upline's letter (distributed, or forced) and the holder's (received). */
  private async letters(
    tx: Prisma.TransactionClient,
    payout: OwedDividend,
    amount: string,
    uplineTemplate: 'agentDividend.distributed' | 'agentDividend.forced',
  ): Promise<void> {
    const accounts = await this.dividends.accountsOf([payout.agentId, payout.uplineId]);
    await this.mailbox.send(tx, [
      {
        memberId: payout.uplineId,
        template: uplineTemplate,
        params: { kind: 'DIVIDEND', account: accounts.get(payout.agentId) ?? '', amount },
      },
      {
        memberId: payout.agentId,
        template: 'agentDividend.received',
        params: { kind: 'DIVIDEND', account: accounts.get(payout.uplineId) ?? '', amount },
      },
    ]);
  }
}

function remaining(payout: OwedDividend): Prisma.Decimal {
  return payout.amount.minus(payout.distributed);
}
