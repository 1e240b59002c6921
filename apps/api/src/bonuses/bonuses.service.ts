import { Inject, Injectable } from '@nestjs/common';
import {
  bonusSettingsOf,
  type BonusPage,
  type BonusSettings,
  type BonusStatus,
  type BonusView,
  type ConsolePage,
  type ConsolePageQuery,
  type ConsoleBonusView,
} from '@wps/shared-types';
import { pageCount } from '../common/paging.query.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { pageWindow } from '../operator/console-page.js';
import { Prisma } from '../generated/prisma/client.js';
import {
  BonusesRepository,
  type BonusRow,
  type RequirementProgress,
} from './bonuses.repository.js';

const DAY_MS = 86_400_000;

/**
 * Bonus details (member centre entry 9) and the console's bonus list: each bonus with the
 * turnover it added, how much of it is met and its status.
 */
@Injectable()
export class BonusesService {
  constructor(
    private readonly bonuses: BonusesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async memberPage(
    merchantId: number,
    memberId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<BonusPage> {
    const { list, total } = await this.list(
      merchantId,
      { memberId },
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return {
      list: list.map(memberView),
      pageNo,
      pageSize,
      totalCount: total,
      totalPages: pageCount(total, pageSize),
    };
  }

  async consolePage(
    merchantId: number,
    query: ConsolePageQuery & { memberId?: number; account?: string },
  ): Promise<ConsolePage<ConsoleBonusView>> {
    const window = pageWindow(query);
    const filter = { memberId: query.memberId, account: query.account };
    const { list, total } = await this.list(merchantId, filter, window.skip, window.pageSize);
    return { list, total, page: window.page, pageSize: window.pageSize };
  }

  private async list(
    merchantId: number,
    filter: { memberId?: number; account?: string },
    skip: number,
    take: number,
  ): Promise<{ list: ConsoleBonusView[]; total: number }> {
    const [{ rows, total }, settings] = await Promise.all([
      this.bonuses.page({ merchantId, ...filter }, skip, take),
      this.settings(merchantId),
    ]);
    return { list: await this.views(rows, settings), total };
  }

  /** The rows as views, their progress read in one statement. */
  async views(
    rows: readonly BonusRow[],
    settings: BonusSettings,
    tx?: Prisma.TransactionClient,
  ): Promise<ConsoleBonusView[]> {
    const progress = await this.bonuses.progress(
      rows.map((row) => row.requirementId),
      tx,
    );
    const now = this.clock.now();
    return rows.map((row) => bonusView(row, progress.get(row.requirementId), settings, now));
  }

  async settings(merchantId: number): Promise<BonusSettings> {
    return bonusSettingsOf(await this.bonuses.siteSettings(merchantId));
  }
}

/** A bonus's status (decisions, "bonus details"). */
export function bonusStatus(
  row: Pick<BonusRow, 'forfeitedAt' | 'turnoverRequired'>,
  progress: RequirementProgress | undefined,
  expiresAt: Date | null,
  now: number,
): BonusStatus {
  if (row.forfeitedAt) return 'FORFEITED';
  if (!progress || progress.cleared || progress.met.gte(row.turnoverRequired)) return 'COMPLETED';
  if (expiresAt && expiresAt.getTime() <= now) return 'EXPIRED';
  return 'ACTIVE';
}

function bonusView(
  row: BonusRow,
  progress: RequirementProgress | undefined,
  settings: BonusSettings,
  now: number,
): ConsoleBonusView {
  const expiresAt =
    settings.turnoverDays === null
      ? null
      : new Date(row.createdAt.getTime() + settings.turnoverDays * DAY_MS);
  const status = bonusStatus(row, progress, expiresAt, now);
  // A forfeited bonus's requirement is dropped; a completed one is met in full.
  const met =
    status === 'FORFEITED'
      ? new Prisma.Decimal(0)
      : status === 'COMPLETED'
        ? row.turnoverRequired
        : (progress?.met ?? new Prisma.Decimal(0));
  return {
    id: String(row.id),
    source: row.source,
    amount: row.amount.toFixed(2),
    turnoverRequired: row.turnoverRequired.toFixed(2),
    turnoverMet: met.toFixed(Math.max(2, Math.min(met.decimalPlaces(), 6))),
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    forfeitedAt: row.forfeitedAt?.toISOString() ?? null,
    memberId: row.memberId,
    account: row.member.account,
    forfeitedAmount: row.forfeitedAmount?.toFixed(2) ?? null,
    forfeitReason: row.forfeitReason,
  };
}

function memberView(view: ConsoleBonusView): BonusView {
  return {
    id: view.id,
    source: view.source,
    amount: view.amount,
    turnoverRequired: view.turnoverRequired,
    turnoverMet: view.turnoverMet,
    status: view.status,
    createdAt: view.createdAt,
    expiresAt: view.expiresAt,
    forfeitedAt: view.forfeitedAt,
  };
}
