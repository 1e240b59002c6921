import { Injectable } from '@nestjs/common';
import { amountFromUnits, DIVIDEND_DISTRIBUTION_HOURS } from '@wps/shared-types';
import { LedgerService } from '../ledger/ledger.service.js';
import { movement, type AccountHandle } from '../ledger/entry-kinds.js';
import { MailboxService, type MailboxLetter } from '../mailbox/mailbox.service.js';
import {
  AgentPayoutsRepository,
  type PayoutPeriodKey,
  type WrittenPayout,
} from './agent-payouts.repository.js';
import {
  dividendPayouts,
  levelsChildrenFirst,
  nothingToWrite,
  salaryPayouts,
  type ContractInForce,
  type MemberFigures,
  type PayoutFigures,
} from './payout-calculation.js';

const HOUR = 3_600_000;

/**
 * Payouts written in one transaction, each with its lines and its ledger entry: one posting call
 * for the entries, a statement for the payouts and one for their lines.
 */
const PAYOUTS_PER_TRANSACTION = 1_000;
const TRANSACTIONS_AT_ONCE = 2;

/** What every transaction of one period's run writes with. */
interface PeriodWrite {
  key: PayoutPeriodKey;
  decimals: number;
  house: AccountHandle;
  /** A DUE dividend's deadline: the upline distributes it by then. */
  dueBy: Date;
  /** The accounts (names) of the agents owed a DUE dividend, for their uplines' letters. */
  accounts: ReadonlyMap<number, string>;
}

export interface PeriodResult {
  /** Payouts this call wrote (a re-run writes none). */
  written: number;
  /** What those payouts credited, in the currency's units. */
  paid: bigint;
}

/** A letter to each upline that now owes a dividend written DUE, with its deadline. */
function dueLetters(
  key: PayoutPeriodKey,
  rows: readonly WrittenPayout[],
  accounts: ReadonlyMap<number, string>,
  decimals: number,
  dueBy: Date,
): MailboxLetter[] {
  return rows.flatMap(({ payout }) =>
    payout.status === 'DUE' && payout.uplineId !== null
      ? [
          {
            memberId: payout.uplineId,
            template: 'agentDividend.due',
            params: {
              kind: key.kind,
              account: accounts.get(payout.agentId) ?? '',
              amount: amountFromUnits(payout.amount, decimals),
              dueBy: dueBy.toISOString(),
            },
          },
        ]
      : [],
  );
}

/**
 * Pays one period of one kind on one site: every contract in force when the period closed
 * whose team played (or, a dividend, carries a loss), and every top contract, gets one payout
 * row (unique per contract and period) and, when it earned something, one SALARY (DIVIDEND)
 * entry from HOUSE_COMMISSION keyed by the same pair, in the same transaction. A dividend owed
 * by an upline is written DUE with its deadline and a letter to the upline. A run that repeats,
 * races another instance or follows a crash writes only what is missing.
 */
@Injectable()
export class AgentPayoutsService {
  constructor(
    private readonly payouts: AgentPayoutsRepository,
    private readonly ledger: LedgerService,
    private readonly mailbox: MailboxService,
  ) {}

  async payPeriod(
    key: PayoutPeriodKey,
    figures: () => Promise<MemberFigures[]>,
    signal?: AbortSignal,
  ): Promise<PeriodResult> {
    const contracts = await this.payouts.contractsInForce(key);
    if (contracts.length === 0) return { written: 0, paid: 0n };
    // The top contracts (their holder's upline holds none of the kind) are always written, and
    // last: once they all have their payout, the period's run finished.
    const holders = new Set(contracts.map((contract) => contract.agentId));
    const isTop = (contract: { uplineId: number | null }) =>
      contract.uplineId === null || !holders.has(contract.uplineId);
    const done = await this.payouts.paidContracts(key);
    if (contracts.filter(isTop).every((contract) => done.has(contract.id))) {
      return { written: 0, paid: 0n };
    }
    const decimals = await this.ledger.currencyDecimals(key.merchantId);
    const due = (await this.calculate(key, contracts, await figures(), decimals)).filter(
      (payout) =>
        !done.has(payout.contractId) && (isTop(payout) || !nothingToWrite(key.kind, payout)),
    );
    const dueBy = new Date(key.end.getTime() + DIVIDEND_DISTRIBUTION_HOURS * HOUR);
    const accounts = await this.payouts.accountsOf(
      due.filter((payout) => payout.status === 'DUE').map((payout) => payout.agentId),
    );
    const house = await this.ledger.houseAccount(key.merchantId, 'HOUSE_COMMISSION');
    const period: PeriodWrite = { key, decimals, house, dueBy, accounts };
    const result: PeriodResult = { written: 0, paid: 0n };
    const levels = levelsChildrenFirst(due.filter((payout) => !isTop(payout)));
    for (const level of [...levels, due.filter(isTop)]) {
      const written = await this.writeLevel(period, level, signal);
      result.written += written.written;
      result.paid += written.paid;
    }
    return result;
  }

  /**
   * Payouts none of which is another's upline, PAYOUTS_PER_TRANSACTION a transaction,
   * TRANSACTIONS_AT_ONCE at a time: while one waits for the house account (each posting ends
   * there) the other writes its payouts and lines.
   */
  private async writeLevel(
    period: PeriodWrite,
    level: readonly PayoutFigures[],
    signal?: AbortSignal,
  ): Promise<PeriodResult> {
    const chunks: PayoutFigures[][] = [];
    for (let index = 0; index < level.length; index += PAYOUTS_PER_TRANSACTION) {
      chunks.push(level.slice(index, index + PAYOUTS_PER_TRANSACTION));
    }
    const result: PeriodResult = { written: 0, paid: 0n };
    for (let index = 0; index < chunks.length; index += TRANSACTIONS_AT_ONCE) {
      signal?.throwIfAborted();
      const results = await Promise.all(
        chunks
          .slice(index, index + TRANSACTIONS_AT_ONCE)
          .map((chunk) => this.writeChunk(period, chunk)),
      );
      for (const written of results) {
        result.written += written.written;
        result.paid += written.paid;
      }
    }
    return result;
  }

  private async calculate(
    key: PayoutPeriodKey,
    contracts: ContractInForce[],
    members: MemberFigures[],
    decimals: number,
  ): Promise<PayoutFigures[]> {
    if (key.kind !== 'DIVIDEND') return salaryPayouts(contracts, members, decimals);
    const carried = await this.payouts.carriedInto(
      key,
      contracts.map((contract) => contract.agentId),
    );
    return dividendPayouts(contracts, members, decimals, carried);
  }

  /**
   * One transaction: the payouts the period lacks of `chunk`, their lines, their entries (PAID)
   * and a letter to the upline of each DUE one.
   */
  private async writeChunk(
    { key, decimals, house, dueBy, accounts }: PeriodWrite,
    chunk: readonly PayoutFigures[],
  ): Promise<PeriodResult> {
    const paidAgents = chunk
      .filter((payout) => payout.status === 'PAID')
      .map((payout) => payout.agentId);
    const wallets = new Map(
      (await this.ledger.mainAccounts(key.merchantId, paidAgents)).map((wallet) => [
        wallet.memberId,
        wallet,
      ]),
    );
    return this.payouts.transaction(async (tx) => {
      // The entries first: a payout another run has written already has its entry under the
      // same key, which the ledger answers again (replayed) rather than post twice; the payout
      // insert then skips it, so only the payouts written here count.
      const paying = chunk.filter((payout) => payout.status === 'PAID');
      const entries = await this.ledger.postAllWithin(
        tx,
        paying.map((payout) => {
          const amount = amountFromUnits(payout.amount, decimals);
          return {
            kind: key.kind === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY',
            merchantId: key.merchantId,
            memberId: payout.agentId,
            scope: 'agent-payout',
            key: `${payout.contractId}:${key.start.toISOString()}`,
            request: {
              contractId: payout.contractId,
              periodStart: key.start.toISOString(),
              amount,
            },
            lines: movement(house, wallets.get(payout.agentId)!, amount),
          };
        }),
      );
      const rows = await this.payouts.insertPayouts(
        tx,
        key,
        chunk,
        decimals,
        dueBy,
        new Map(paying.map((payout, position) => [payout.contractId, entries[position]])),
      );
      await this.payouts.insertLines(tx, key, rows);
      await this.mailbox.send(tx, dueLetters(key, rows, accounts, decimals, dueBy));
      return {
        written: rows.length,
        paid: rows.reduce(
          (sum, { payout }) => (payout.status === 'PAID' ? sum + payout.amount : sum),
          0n,
        ),
      };
    });
  }
}
