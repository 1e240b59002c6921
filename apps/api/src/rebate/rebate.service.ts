import { Inject, Injectable } from '@nestjs/common';
import {
  rebateSettingsOf,
  type RebateCategoryLine,
  type RebateClaimPage,
  type RebateClaimView,
  type RebateSettings,
  type RebateView,
} from '@wps/shared-types';
import { BonusGrants } from '../bonuses/bonus-grants.service.js';
import { AppError } from '../common/app-error.js';
import { periodOf } from '../common/operator-day.js';
import { pageCount } from '../common/paging.query.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { Prisma } from '../generated/prisma/client.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import {
  RebateRepository,
  type CountedClaim,
  type NewRebateCorrection,
  type RebateClaimRow,
  type RebateMember,
} from './rebate.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

/** What a claim made now would count and pay. */
interface RebateFigures {
  categories: RebateCategoryLine[];
  totalTurnover: Prisma.Decimal;
  /** The categories' amounts plus the adjustment: what a claim pays. */
  totalAmount: Prisma.Decimal;
  /** Earlier claims' rounds since rolled back (negative) or committed late (positive). */
  adjustment: Prisma.Decimal;
  corrections: NewRebateCorrection[];
}

/** Earlier claims are counted again for this long: a vendor's rollback comes within days. */
export const REBATE_CORRECTION_DAYS = 30;

/**
 * The manual rebate (member centre entry 14): per game category, the member's valid turnover
 * since its last claim times its VIP rank's percent, claimed once a period as one REBATE entry
 * HOUSE_PROMOTION→MAIN with a bonus turnover requirement, idempotent by Idempotency-Key.
 */
@Injectable()
export class RebateService {
  constructor(
    private readonly rebates: RebateRepository,
    private readonly bonuses: BonusGrants,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(member: AuthenticatedMember): Promise<RebateView> {
    const now = new Date(this.clock.now());
    const [profile, last] = await Promise.all([
      this.rebates.member(member.memberId),
      this.rebates.lastClaim(member.memberId),
    ]);
    const settings = rebateSettingsOf(profile.settings);
    const figures = await this.figures(member.memberId, profile, settings, last, now);
    const period = periodOf(settings.period, now, profile.timezone);
    return {
      enabled: settings.enabled,
      period: settings.period,
      rankLevel: profile.rankLevel,
      rankName: profile.rankName,
      since: last?.countedUntil.toISOString() ?? null,
      categories: figures.categories,
      totalTurnover: money(figures.totalTurnover),
      // Less than nothing is not shown: a deduction larger than the new rebate waits.
      totalAmount: money(Prisma.Decimal.max(figures.totalAmount, 0)),
      adjustment: figures.adjustment.toFixed(2),
      claimedThisPeriod: last !== null && last.periodStart.getTime() === period.start.getTime(),
      nextClaimAt: period.next.toISOString(),
    };
  }

  async page(memberId: number, pageNo: number, pageSize: number): Promise<RebateClaimPage> {
    const { rows, total } = await this.rebates.page(memberId, (pageNo - 1) * pageSize, pageSize);
    return {
      list: rows.map(claimView),
      pageNo,
      pageSize,
      totalCount: total,
      totalPages: pageCount(total, pageSize),
    };
  }

  /**
   * Claims what the view shows, computed again under the member's lock: a retry of the key
   * answers its claim; a second claim of the period is refused; nothing to pay is refused. The
   * REBATE entry, its turnover requirement and the claim row commit together.
   */
  async claim(
    member: AuthenticatedMember,
    idempotencyKey: string | undefined,
  ): Promise<RebateClaimView> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const { memberId, merchantId } = member;
    const profile = await this.rebates.member(memberId);
    const settings = rebateSettingsOf(profile.settings);
    // Accounts are opened before the transaction (the ledger's rule).
    const accounts = await this.bonuses.accounts(merchantId, memberId);
    const row = await this.rebates.transaction(async (tx) => {
      await this.rebates.lockMember(tx, memberId);
      const earlier = await this.rebates.findByKey(tx, memberId, key);
      if (earlier) return earlier;
      if (!settings.enabled) {
        throw new AppError('FEATURE_DISABLED', 'The rebate is not offered on this site');
      }
      const now = new Date(this.clock.now());
      const period = periodOf(settings.period, now, profile.timezone);
      if (await this.rebates.findInPeriod(tx, memberId, period.start)) {
        throw new AppError(
          'REBATE_ALREADY_CLAIMED',
          'The rebate of this period is claimed already',
          { nextClaimAt: period.next.toISOString() },
        );
      }
      const last = await this.rebates.lastClaim(memberId, tx);
      const figures = await this.figures(memberId, profile, settings, last, now, tx);
      if (figures.totalAmount.lte(0)) {
        throw new AppError('REBATE_NOTHING_TO_CLAIM', 'There is no rebate to claim yet');
      }
      const amount = money(figures.totalAmount);
      const granted = await this.bonuses.grant(tx, accounts, {
        merchantId,
        memberId,
        source: 'REBATE',
        sourceKey: `${memberId}:${period.start.toISOString().slice(0, 10)}`,
        amount,
        turnoverMultiplier: settings.turnoverMultiplier,
        scope: `rebate:${memberId}`,
        key,
        request: { amount },
      });
      const claimed = await this.rebates.insert(tx, {
        merchantId,
        memberId,
        periodStart: period.start,
        requestKey: key,
        countedFrom: last?.countedUntil ?? null,
        countedUntil: now,
        rankLevel: profile.rankLevel,
        totalTurnover: figures.totalTurnover.toString(),
        amount,
        categories: figures.categories as unknown as Prisma.InputJsonValue,
        adjustment: figures.adjustment.toFixed(2),
        entryId: granted.entryId,
      });
      await this.rebates.insertCorrections(tx, claimed.id, figures.corrections);
      return claimed;
    });
    return claimView(row);
  }

  private async figures(
    memberId: number,
    profile: RebateMember,
    settings: RebateSettings,
    last: RebateClaimRow | null,
    now: Date,
    tx?: Prisma.TransactionClient,
  ): Promise<RebateFigures> {
    const since = new Date(now.getTime() - REBATE_CORRECTION_DAYS * 86_400_000);
    // One after another: inside the claim's transaction they share its one connection.
    const categories = await this.rebates.categoryCodes();
    const turnover = await this.rebates.turnoverByCategory(
      memberId,
      last?.countedUntil ?? null,
      now,
      tx,
    );
    const counted = await this.rebates.countedClaims(memberId, since, tx);
    const recounted = await this.rebates.recount(memberId, since, tx);
    const percents = new Map(
      settings.rates
        .filter((rate) => rate.rankLevel === profile.rankLevel)
        .map((rate) => [rate.categoryCode, new Prisma.Decimal(rate.percent)]),
    );
    let totalTurnover = new Prisma.Decimal(0);
    let totalAmount = new Prisma.Decimal(0);
    const lines = categories.map(({ code }): RebateCategoryLine => {
      const validTurnover = turnover.get(code) ?? new Prisma.Decimal(0);
      const percent = percents.get(code) ?? new Prisma.Decimal(0);
      // Rounded down per category: the member is never paid a cent the rate did not earn.
      const amount = validTurnover
        .times(percent)
        .dividedBy(100)
        .toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN);
      totalTurnover = totalTurnover.plus(validTurnover);
      totalAmount = totalAmount.plus(amount);
      return {
        categoryCode: code,
        validTurnover: money(validTurnover),
        percent: percent.toFixed(2),
        amount: money(amount),
      };
    });
    const corrections = correctionsOf(counted, recounted);
    const adjustment = corrections.reduce(
      (sum, correction) => sum.plus(correction.amount),
      new Prisma.Decimal(0),
    );
    return {
      categories: lines,
      totalTurnover,
      totalAmount: totalAmount.plus(adjustment),
      adjustment,
      corrections,
    };
  }
}

/**
 * What each earlier claim's categories count now against what they counted (with the corrections
 * since): a rolled-back round takes back its rebate at the claim's own percent, the amount
 * worked out again as the claim would have (rounded down), less what was paid already.
 */
function correctionsOf(
  claims: CountedClaim[],
  recounted: { claimId: bigint; categoryCode: string; turnover: Prisma.Decimal }[],
): NewRebateCorrection[] {
  const now = new Map(recounted.map((row) => [`${row.claimId}:${row.categoryCode}`, row.turnover]));
  return claims.flatMap((claim) =>
    (claim.categories as unknown as RebateCategoryLine[]).flatMap((line) => {
      const mine = claim.corrections.filter((row) => row.categoryCode === line.categoryCode);
      const counted = mine.reduce(
        (sum, row) => sum.plus(row.turnover),
        new Prisma.Decimal(line.validTurnover),
      );
      const paid = mine.reduce((sum, row) => sum.plus(row.amount), new Prisma.Decimal(line.amount));
      const current = now.get(`${claim.id}:${line.categoryCode}`) ?? new Prisma.Decimal(0);
      if (current.eq(counted)) return [];
      const due = current
        .times(line.percent)
        .dividedBy(100)
        .toDecimalPlaces(2, Prisma.Decimal.ROUND_DOWN);
      return [
        {
          claimId: claim.id,
          categoryCode: line.categoryCode,
          turnover: current.minus(counted).toString(),
          amount: due.minus(paid).toFixed(2),
        },
      ];
    }),
  );
}

function claimView(row: RebateClaimRow): RebateClaimView {
  return {
    id: String(row.id),
    periodStart: row.periodStart.toISOString().slice(0, 10),
    amount: row.amount.toFixed(2),
    adjustment: row.adjustment.toFixed(2),
    totalTurnover: money(row.totalTurnover),
    categories: row.categories as unknown as RebateCategoryLine[],
    createdAt: row.createdAt.toISOString(),
  };
}

// Turnover is kept at the ledger's six decimals; shown with two, more only when a stake is
// finer than a cent (as the turnover requirement shows it).
function money(amount: Prisma.Decimal): string {
  return amount.toFixed(Math.max(2, amount.decimalPlaces()));
}
