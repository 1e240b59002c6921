import { Inject, Injectable } from '@nestjs/common';
import type { ReconciliationCheck, ReconciliationRunResult } from '@wps/shared-types';
import { Prisma } from '../generated/prisma/client.js';
import type { JobPeriod } from '../jobs/job-definition.js';
import { LedgerReads } from '../ledger/ledger-reads.js';
import type {
  DepositReconciliationRow,
  VendorRoundReconciliationRow,
  WalletMismatchRow,
} from '../ledger/reconciliation-queries.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway/payment-gateway.js';
import {
  ReconciliationAlertsRepository,
  type Mismatch,
} from './reconciliation-alerts.repository.js';

const decimal = (value: string | null) => new Prisma.Decimal(value ?? 0);

// An amount as the console shows it: cents at least, every decimal the ledger kept.
function amount(value: string | null): string {
  const exact = decimal(value);
  return exact.toFixed(Math.max(2, exact.decimalPlaces()));
}

const countAndTotal = (count: number, total: string) => `${count} / ${amount(total)}`;

function walletMismatch(row: WalletMismatchRow): Mismatch {
  const vendor = row.vendor ? ` ${row.vendor}` : '';
  const dayAgrees =
    row.lines === null ||
    (row.breaks === 0 &&
      decimal(row.opening).plus(decimal(row.moved)).equals(decimal(row.closing)));
  const figures = {
    lines: String(row.lines ?? 0),
    opening: amount(row.opening),
    moved: amount(row.moved),
    closing: amount(row.closing),
    breaks: String(row.breaks ?? 0),
    balance: amount(row.balance),
    lastLineBalance: amount(row.lastLineBalance),
  };
  return {
    check: 'WALLET_BALANCE',
    subject: `wallet ${row.member} ${row.kind}${vendor}`,
    // The day's lines first: a balance row off follows from them when they are off too.
    expected: dayAgrees
      ? figures.lastLineBalance
      : amount(decimal(row.opening).plus(decimal(row.moved)).toString()),
    actual: dayAgrees ? figures.balance : figures.closing,
    figures,
  };
}

function depositMismatch(row: DepositReconciliationRow): Mismatch | null {
  const agrees =
    row.approvedCount === row.creditedCount &&
    decimal(row.approvedTotal).equals(decimal(row.creditedTotal)) &&
    row.withoutCallback === 0;
  if (agrees) return null;
  return {
    check: row.check,
    subject: row.subject,
    expected: countAndTotal(row.approvedCount, row.approvedTotal),
    actual: countAndTotal(row.creditedCount, row.creditedTotal),
    figures: {
      [row.check === 'PAYMENT_GATEWAY' ? 'paidCallbacks' : 'approved']: countAndTotal(
        row.approvedCount,
        row.approvedTotal,
      ),
      credited: countAndTotal(row.creditedCount, row.creditedTotal),
      ...(row.check === 'PAYMENT_GATEWAY'
        ? { approvedWithoutCallback: String(row.withoutCallback) }
        : {}),
    },
  };
}

function vendorMismatch(row: VendorRoundReconciliationRow): Mismatch | null {
  const stakes = [decimal(row.entryStakes), decimal(row.roundStakes)];
  const payouts = [decimal(row.entryPayouts), decimal(row.roundPayouts)];
  if (row.roundsOff === 0 && stakes[0].equals(stakes[1]) && payouts[0].equals(payouts[1])) {
    return null;
  }
  const pair = (stake: Prisma.Decimal, payout: Prisma.Decimal) =>
    `stakes ${amount(stake.toString())}, payouts ${amount(payout.toString())}`;
  return {
    check: 'VENDOR_ROUNDS',
    subject: `vendor ${row.vendor}`,
    expected: pair(stakes[0], payouts[0]),
    actual: pair(stakes[1], payouts[1]),
    figures: {
      rounds: String(row.rounds),
      roundsOff: String(row.roundsOff),
      roundStakes: amount(row.roundStakes),
      entryStakes: amount(row.entryStakes),
      roundPayouts: amount(row.roundPayouts),
      entryPayouts: amount(row.entryPayouts),
    },
  };
}

/**
 * The daily reconciliation of one site's UTC day: three reads of the ledger's read port, one
 * statement each (reconciliation-queries.ts), and an alert raised per mismatch. It only reads
 * the money; running it again for a day raises nothing twice.
 */
@Injectable()
export class DailyReconciliation {
  constructor(
    private readonly reads: LedgerReads,
    private readonly alerts: ReconciliationAlertsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async run(merchantId: number, day: JobPeriod): Promise<ReconciliationRunResult> {
    const [wallets, deposits, vendors] = await Promise.all([
      this.reads.walletMismatches(merchantId, day),
      this.reads.depositReconciliation(merchantId, day, this.gateway.name),
      this.reads.vendorRoundReconciliation(merchantId, day),
    ]);
    const mismatches = [
      ...wallets.wallets.map(walletMismatch),
      ...deposits.flatMap((row) => depositMismatch(row) ?? []),
      ...vendors.flatMap((row) => vendorMismatch(row) ?? []),
    ];
    const compared: Record<ReconciliationCheck, number> = {
      WALLET_BALANCE: wallets.compared,
      DEPOSIT_CHANNEL: deposits.filter((row) => row.check === 'DEPOSIT_CHANNEL').length,
      PAYMENT_GATEWAY: deposits.filter((row) => row.check === 'PAYMENT_GATEWAY').length,
      VENDOR_ROUNDS: vendors.length,
    };
    const raised = await this.alerts.raise(merchantId, day.start, mismatches);
    return {
      day: day.start.toISOString().slice(0, 10),
      compared,
      mismatches: mismatches.length,
      raised,
    };
  }
}
