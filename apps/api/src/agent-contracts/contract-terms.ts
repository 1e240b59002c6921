import { Injectable } from '@nestjs/common';
import {
  contractTiersProblems,
  payoutPeriodOf,
  tiersWithinUpline,
  type AgentContractKind,
  type AgentContractTier,
  type WagePeriod,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import type { Prisma, PayoutPeriod } from '../generated/prisma/client.js';
import { MailboxService } from '../mailbox/mailbox.service.js';
import {
  AgentContractsRepository,
  type ContractMember,
  type ContractRow,
} from './agent-contracts.repository.js';

/** Tiers as stored (jsonb); written only after contractTiersProblems passed. */
export function tiersOf(row: { tiers: Prisma.JsonValue }): AgentContractTier[] {
  return row.tiers as unknown as AgentContractTier[];
}

/**
 * The rules every contract change keeps, whoever makes it (agents or the operator): terms are
 * well-formed, a child's terms stay within its upline's contract of the kind, and an agent's
 * terms keep covering the contracts it issued. Bringing terms into force ends the holder's
 * earlier contract of the kind (REPLACED) in the same transaction.
 */
@Injectable()
export class ContractTerms {
  constructor(
    private readonly contracts: AgentContractsRepository,
    private readonly mailbox: MailboxService,
  ) {}

  /** The settlement period of checked terms: a dividend names its wage period, salaries none. */
  checked(
    kind: AgentContractKind,
    tiers: AgentContractTier[],
    period: WagePeriod | undefined,
  ): PayoutPeriod {
    const problems = contractTiersProblems(tiers);
    if (kind === 'DIVIDEND' && !period) problems.period = 'A dividend contract needs its period';
    if (kind !== 'DIVIDEND' && period) problems.period = 'Only a dividend contract has a period';
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    return payoutPeriodOf(kind, period ?? null);
  }

  /** The upline holds a contract of the kind in force, and the tiers stay within it. */
  async assertWithinUpline(
    db: Prisma.TransactionClient | undefined,
    uplineId: number,
    kind: AgentContractKind,
    tiers: AgentContractTier[],
  ): Promise<void> {
    const upline = await this.contracts.inForce(uplineId, kind, db);
    if (!upline) {
      throw new AppError('CONFLICT', 'The upline holds no contract of this kind to share');
    }
    const problems = tiersWithinUpline(tiers, tiersOf(upline));
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
  }

  /** Every contract of the kind the agent issued stays within the new terms. */
  async assertCoversDownline(
    tx: Prisma.TransactionClient,
    agentId: number,
    kind: AgentContractKind,
    tiers: AgentContractTier[],
  ): Promise<void> {
    for (const child of await this.contracts.issuedInForce(agentId, kind, tx)) {
      if (Object.keys(tiersWithinUpline(tiersOf(child), tiers)).length > 0) {
        throw new AppError(
          'CONFLICT',
          `The contract of ${child.agent.account} exceeds these terms: change it first`,
          { account: child.agent.account },
        );
      }
    }
  }

  /**
   * Locks the holder (and its upline), re-checks the terms against both sides as they are now,
   * ends the holder's contract of the kind in force (REPLACED) and lets `bring` put the new one
   * in force. The unique (agent, kind, slot) refuses a second contract in force should anything
   * slip past the locks.
   */
  async replaceInForce(
    tx: Prisma.TransactionClient,
    holder: ContractMember,
    kind: AgentContractKind,
    tiers: AgentContractTier[],
    now: Date,
    bring: () => Promise<void>,
    proposalId: number | null = null,
  ): Promise<ContractRow | null> {
    await this.contracts.lockMembers(tx, [
      holder.id,
      ...(holder.uplineId ? [holder.uplineId] : []),
    ]);
    // A proposal answered meanwhile (a second accept waiting on the locks) changes nothing.
    if (proposalId !== null && !(await this.contracts.stillPending(tx, proposalId))) {
      throw changedMeanwhile();
    }
    if (holder.uplineId !== null) {
      await this.assertWithinUpline(tx, holder.uplineId, kind, tiers);
    }
    await this.assertCoversDownline(tx, holder.id, kind, tiers);
    const previous = await this.contracts.inForce(holder.id, kind, tx);
    if (previous) await this.contracts.end(tx, previous.id, 'REPLACED', now);
    await bring();
    return previous;
  }

  /** Ends a contract in force and every contract of its kind below its holder. */
  async endWithDownline(
    tx: Prisma.TransactionClient,
    contract: ContractRow,
    holder: ContractMember,
    reason: 'TERMINATED' | 'OPERATOR',
    now: Date,
  ): Promise<boolean> {
    await this.contracts.lockMembers(tx, [holder.id]);
    if (!(await this.contracts.end(tx, contract.id, reason, now))) return false;
    const below = await this.contracts.endBelow(tx, holder, contract.kind, now);
    await this.mailbox.send(tx, [
      {
        memberId: holder.id,
        template: 'agentContract.ended',
        params: { kind: contract.kind, reason },
      },
      ...below.map((memberId) => ({
        memberId,
        template: 'agentContract.ended' as const,
        params: { kind: contract.kind, reason: 'UPLINE_ENDED' },
      })),
    ]);
    return true;
  }
}

export function changedMeanwhile(): AppError {
  return new AppError('CONFLICT', 'The contract changed meanwhile: look at it again');
}
