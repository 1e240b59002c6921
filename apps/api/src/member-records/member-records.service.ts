import { Injectable } from '@nestjs/common';
import {
  MAIN_WALLET,
  type AccountRecordResponse,
  type AccountRecordRequest,
  type BetRecordResponse,
  type ProfitResponse,
} from '@wps/shared-types';
import { amountsInCurrency } from '../common/currency-amounts.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import type {
  AccountRecordQueryDto,
  BetRecordQueryDto,
  ProfitQueryDto,
} from './dto/record-queries.js';
import { checkedDayRange, pageWindow, recordPage } from '../common/day-range.js';
import { LINES_OF_TYPE, recordType } from '../ledger/account-record-types.js';
import { LedgerReads, type MemberLine, type MemberLineFilter } from '../ledger/ledger-reads.js';
import {
  MemberRecordsRepository,
  type LineReferenceIds,
  type LineReferences,
} from './member-records.repository.js';
import { languageFor, type Visitor } from '../common/visitor.js';

/** The caller's own records; every statement is keyed by the session's member id. */
@Injectable()
export class MemberRecordsService {
  constructor(
    private readonly records: MemberRecordsRepository,
    private readonly ledger: LedgerReads,
  ) {}

  async bets(
    member: AuthenticatedMember,
    query: BetRecordQueryDto,
    visitor: Visitor,
  ): Promise<BetRecordResponse> {
    const context = await this.records.merchantContext(member.merchantId);
    const filter = {
      memberId: member.memberId,
      range: checkedDayRange(query, context.timezone),
      vendor: query.vendor,
      category: query.category,
    };
    const language = languageFor(visitor, context.defaultLanguage);
    const [rows, totals] = await Promise.all([
      this.records.betPage(filter, language, pageWindow(query)),
      this.records.betTotals(filter),
    ]);
    const { decimals } = context;
    return recordPage(
      query,
      context.timezone,
      totals.rounds,
      amountsInCurrency(totals, decimals, 'stake', 'payout', 'winLoss'),
      rows.map((row) => ({
        ...amountsInCurrency(row, decimals, 'stake', 'payout', 'winLoss'),
        placedAt: row.placedAt.toISOString(),
        settledAt: row.settledAt?.toISOString() ?? null,
      })),
    );
  }

  async transactions(
    member: AuthenticatedMember,
    query: AccountRecordQueryDto,
  ): Promise<AccountRecordResponse> {
    const context = await this.records.merchantContext(member.merchantId);
    const filter: MemberLineFilter = {
      memberId: member.memberId,
      range: checkedDayRange(query, context.timezone),
      ...(query.type ? LINES_OF_TYPE[query.type] : {}),
    };
    const [rows, totals] = await Promise.all([
      this.ledger.memberLinePage(filter, pageWindow(query)),
      this.ledger.memberLineTotals(filter),
    ]);
    const references = await this.records.lineReferences(member.memberId, referenceIds(rows));
    const { decimals } = context;
    return recordPage(
      query,
      context.timezone,
      totals.count,
      amountsInCurrency(totals, decimals, 'moneyIn', 'moneyOut'),
      rows.map((line) => {
        const row = amountsInCurrency(line, decimals, 'amount', 'balanceAfter');
        const bet = row.betId === null ? undefined : references.bets.get(row.betId);
        return {
          id: row.id,
          time: row.time.toISOString(),
          type: recordType(row),
          wallet: row.accountKind === 'MAIN' ? MAIN_WALLET : (row.walletVendor ?? ''),
          amount: row.amount,
          balanceAfter: row.balanceAfter,
          reference: row.entryId,
          vendor: bet?.vendor ?? null,
          roundId: bet?.roundId ?? null,
          request: requestOf(row, references),
        };
      }),
    );
  }

  async profit(member: AuthenticatedMember, query: ProfitQueryDto): Promise<ProfitResponse> {
    const context = await this.records.merchantContext(member.merchantId);
    const filter = { memberId: member.memberId, range: checkedDayRange(query, context.timezone) };
    const [rows, totals] = await Promise.all([
      this.records.profitPage(filter, query.groupBy, pageWindow(query)),
      this.records.profitTotals(filter, query.groupBy),
    ]);
    const { groups, ...sums } = totals;
    const { decimals } = context;
    return recordPage(
      query,
      context.timezone,
      groups,
      amountsInCurrency(sums, decimals, 'stake', 'payout', 'net'),
      rows.map((row) => amountsInCurrency(row, decimals, 'stake', 'payout', 'net')),
    );
  }
}

// A deposit's entry is keyed by the deposit's id in the 'deposit' scope, a withdrawal's hold and
// release by the withdrawal's id.
const depositIdOf = (line: MemberLine) =>
  line.kind === 'DEPOSIT' && line.scope === 'deposit' ? Number(line.key) : null;
const withdrawalIdOf = (line: MemberLine) =>
  line.kind === 'WITHDRAWAL_HOLD' || line.kind === 'WITHDRAWAL_RELEASE' ? Number(line.key) : null;

function referenceIds(lines: MemberLine[]): LineReferenceIds {
  const ids = (of: (line: MemberLine) => number | null) => [
    ...new Set(lines.map(of).filter((id): id is number => id !== null && Number.isSafeInteger(id))),
  ];
  return {
    bets: [...new Set(lines.flatMap((line) => (line.betId === null ? [] : [line.betId])))],
    deposits: ids(depositIdOf),
    withdrawals: ids(withdrawalIdOf),
  };
}

/** The deposit or withdrawal a line belongs to, with the state it is in now. */
function requestOf(line: MemberLine, references: LineReferences): AccountRecordRequest | null {
  const depositId = depositIdOf(line);
  if (depositId !== null) return references.deposits.get(depositId) ?? null;
  const withdrawalId = withdrawalIdOf(line);
  if (withdrawalId !== null) return references.withdrawals.get(withdrawalId) ?? null;
  return null;
}
