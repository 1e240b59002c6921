import { Injectable } from '@nestjs/common';
import type { BonusSource } from '@wps/shared-types';
import type { Prisma } from '../generated/prisma/client.js';
import { movement, type AccountHandle } from '../ledger/entry-kinds.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { TurnoverService } from '../turnover/turnover.service.js';

/** The accounts a bonus moves between, opened before the granting transaction. */
export interface BonusAccounts {
  promotion: AccountHandle;
  main: AccountHandle;
}

/** A bonus to pay: who gets how much from what, and its ledger entry's idempotency. */
export interface BonusGrant {
  merchantId: number;
  memberId: number;
  source: BonusSource;
  /** The granting feature's own key: one bonus per (source, sourceKey). */
  sourceKey: string;
  amount: string;
  /** The bonus adds amount x this to the member's turnover requirement (decisions). */
  turnoverMultiplier: number;
  /** The ledger entry's idempotency scope and key, and what a retry must repeat. */
  scope: string;
  key: string;
  request: Record<string, unknown>;
}

export interface GrantedBonus {
  bonusId: bigint;
  entryId: bigint;
}

/**
 * The one way a bonus is paid (the bonuses feature's port): its ledger entry HOUSE_PROMOTION→MAIN
 * (a REBATE entry for a rebate, a BONUS_GRANT for every other source), its turnover requirement
 * and its member_bonus row, all in the caller's transaction, so bonus details list every bonus.
 */
@Injectable()
export class BonusGrants {
  constructor(
    private readonly ledger: LedgerService,
    private readonly turnover: TurnoverService,
  ) {}

  /** Opens the member's and the house's accounts (the ledger's rule: before the transaction). */
  async accounts(merchantId: number, memberId: number): Promise<BonusAccounts> {
    const [promotion, main] = await Promise.all([
      this.ledger.houseAccount(merchantId, 'HOUSE_PROMOTION'),
      this.ledger.memberAccount(merchantId, memberId, 'MAIN'),
    ]);
    return { promotion, main };
  }

  async grant(
    tx: Prisma.TransactionClient,
    accounts: BonusAccounts,
    grant: BonusGrant,
  ): Promise<GrantedBonus> {
    const { merchantId, memberId, source, sourceKey, amount } = grant;
    const posted = await this.ledger.postWithin(tx, {
      kind: source === 'REBATE' ? 'REBATE' : 'BONUS_GRANT',
      merchantId,
      memberId,
      scope: grant.scope,
      key: grant.key,
      request: grant.request,
      lines: movement(accounts.promotion, accounts.main, amount),
    });
    const requirement = await this.turnover.add(tx, {
      merchantId,
      memberId,
      source: 'BONUS',
      sourceId: `${source.toLowerCase()}:${sourceKey}`,
      amount,
      multiplier: grant.turnoverMultiplier,
    });
    const bonus = await tx.memberBonus.upsert({
      where: { source_sourceKey: { source, sourceKey } },
      create: {
        merchantId,
        memberId,
        source,
        sourceKey,
        amount,
        turnoverRequired: requirement.required,
        entryId: posted.entryId,
        requirementId: requirement.id,
      },
      update: {},
      select: { id: true },
    });
    return { bonusId: bonus.id, entryId: posted.entryId };
  }
}
