import type { Prisma } from '../generated/prisma/client.js';
import { movement } from '../ledger/entry-kinds.js';
import type { LedgerService, PostedEntry } from '../ledger/ledger.service.js';

type HoldKind = 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_RELEASE' | 'WITHDRAWAL_PAYOUT';

/** The withdrawal a ledger entry is for. */
export interface HeldWithdrawal {
  id: number;
  merchantId: number;
  memberId: number;
  amount: string;
}

/**
 * The member's MAIN and HOLD accounts and the site's cash account, opened before the transaction
 * that posts (the ledger's rule); then posts one of a withdrawal's entries in that transaction.
 * Each kind has its own scope and the withdrawal's id as its key, so each posts once.
 */
export async function withdrawalPoster(ledger: LedgerService, withdrawal: HeldWithdrawal) {
  const [main, hold, cash] = await Promise.all([
    ledger.memberAccount(withdrawal.merchantId, withdrawal.memberId, 'MAIN'),
    ledger.memberAccount(withdrawal.merchantId, withdrawal.memberId, 'HOLD'),
    ledger.houseAccount(withdrawal.merchantId, 'HOUSE_CASH'),
  ]);
  const lines = {
    WITHDRAWAL_HOLD: movement(main, hold, withdrawal.amount),
    WITHDRAWAL_RELEASE: movement(hold, main, withdrawal.amount),
    WITHDRAWAL_PAYOUT: movement(hold, cash, withdrawal.amount),
  };
  return (tx: Prisma.TransactionClient, kind: HoldKind, id = withdrawal.id): Promise<PostedEntry> =>
    ledger.postWithin(tx, {
      kind,
      merchantId: withdrawal.merchantId,
      memberId: withdrawal.memberId,
      scope: `${kind.toLowerCase()}:${withdrawal.memberId}`,
      key: String(id),
      request: { amount: withdrawal.amount },
      lines: lines[kind],
    });
}
