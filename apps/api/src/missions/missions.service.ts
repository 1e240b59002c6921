import { Inject, Injectable } from '@nestjs/common';
import {
  type MemberMissionView,
  type MissionClaimView,
  type MissionCount,
  type MissionStatus,
  type MissionSummary,
} from '@wps/shared-types';
import { BonusGrants } from '../bonuses/bonus-grants.service.js';
import { AppError } from '../common/app-error.js';
import { operatorDayStart, periodOf } from '../common/operator-day.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { figure, money, progressOf, titlesOf } from './mission-progress.js';
import {
  MissionsRepository,
  type MissionClaimRow,
  type MissionRow,
  type ProgressSources,
} from './missions.repository.js';
import { requiredIdempotencyKey } from '../common/idempotency-key.js';

/** The periods a moment falls in: today's and this week's, as dates and as instants. */
interface Periods {
  now: Date;
  timezone: string;
  day: { start: Date; next: Date };
  week: { start: Date; next: Date };
  dayStart: Date;
  weekStart: Date;
}

/**
 * Missions (member centre entry 12): the site's enabled missions with the member's progress in
 * their current period, counted from the source rows on every read, and the claim of a
 * completed one, paid once per mission and period through the bonuses port.
 */
@Injectable()
export class MissionsService {
  constructor(
    private readonly missions: MissionsRepository,
    private readonly bonuses: BonusGrants,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async summary(member: AuthenticatedMember): Promise<MissionSummary> {
    const list = await this.memberMissions(member.merchantId, member.memberId);
    return {
      list,
      claimableCount: list.filter((mission) => mission.status === 'COMPLETED').length,
    };
  }

  async count(member: AuthenticatedMember): Promise<MissionCount> {
    return { count: (await this.summary(member)).claimableCount };
  }

  /** The member's missions now (also the console member page's). */
  async memberMissions(merchantId: number, memberId: number): Promise<MemberMissionView[]> {
    const periods = await this.periods(merchantId);
    const missions = await this.missions.missions(merchantId, true);
    if (missions.length === 0) return [];
    const [sources, claims] = await Promise.all([
      this.missions.progressSources(
        memberId,
        periods.weekStart,
        periods.dayStart,
        periods.timezone,
      ),
      this.missions.claimsSince(memberId, periods.week.start),
    ]);
    const claimed = new Set(
      claims.map((claim) => `${claim.missionId}:${claim.periodStart.toISOString()}`),
    );
    return missions.map((mission) => {
      const period = mission.period === 'DAILY' ? periods.day : periods.week;
      const progress = progressOf(mission, sources, periods.now, periods.timezone);
      const status: MissionStatus = claimed.has(`${mission.id}:${period.start.toISOString()}`)
        ? 'CLAIMED'
        : progress.gte(mission.target)
          ? 'COMPLETED'
          : 'IN_PROGRESS';
      return {
        id: mission.id,
        period: mission.period,
        kind: mission.kind,
        titles: titlesOf(mission.titles),
        categoryCode: mission.categoryCode,
        gameName: mission.game?.name ?? null,
        target: figure(mission.kind, mission.target),
        progress: figure(mission.kind, progress),
        rewardAmount: mission.rewardAmount.toFixed(2),
        turnoverMultiplier: mission.turnoverMultiplier.toNumber(),
        status,
        periodStart: period.start.toISOString().slice(0, 10),
        nextPeriodAt: period.next.toISOString(),
      };
    });
  }

  /**
   * Pays a completed mission's reward of this period, counted again under the member's lock: a
   * retry of the key answers its claim; a second claim of the period, a mission below target and
   * another site's or a switched-off mission are refused. The bonus (its BONUS_GRANT entry,
   * turnover requirement and member_bonus row) and the claim row commit together.
   */
  async claim(
    member: AuthenticatedMember,
    missionId: number,
    idempotencyKey: string | undefined,
  ): Promise<MissionClaimView> {
    const key = requiredIdempotencyKey(idempotencyKey);
    const { memberId, merchantId } = member;
    // Accounts are opened before the transaction (the ledger's rule).
    const accounts = await this.bonuses.accounts(merchantId, memberId);
    const row = await this.missions.transaction(async (tx) => {
      await this.missions.lockMember(tx, memberId);
      const earlier = await this.missions.findByKey(tx, memberId, key);
      if (earlier) {
        if (earlier.missionId !== missionId) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This key claimed another mission');
        }
        return earlier;
      }
      const mission = await this.missions.mission(merchantId, missionId, tx);
      if (!mission?.enabled) throw new AppError('NOT_FOUND', 'No such mission');
      const periods = await this.periods(merchantId);
      const period = mission.period === 'DAILY' ? periods.day : periods.week;
      if (await this.missions.findInPeriod(tx, memberId, missionId, period.start)) {
        throw new AppError('MISSION_ALREADY_CLAIMED', 'This mission is claimed for this period', {
          nextPeriodAt: period.next.toISOString(),
        });
      }
      const sources: ProgressSources = await this.missions.progressSources(
        memberId,
        periods.weekStart,
        periods.dayStart,
        periods.timezone,
        tx,
      );
      const progress = progressOf(mission, sources, periods.now, periods.timezone);
      if (progress.lt(mission.target)) {
        throw new AppError('MISSION_NOT_COMPLETED', 'This mission is not completed yet', {
          progress: figure(mission.kind, progress),
          target: figure(mission.kind, mission.target),
        });
      }
      return this.pay(tx, accounts, member, mission, period.start, progress, key);
    });
    return claimView(row);
  }

  async claimPage(
    memberId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<{ list: MissionClaimView[]; total: number }> {
    const { rows, total } = await this.missions.claimPage(
      memberId,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return { list: rows.map(claimView), total };
  }

  private async pay(
    tx: Prisma.TransactionClient,
    accounts: Awaited<ReturnType<BonusGrants['accounts']>>,
    member: AuthenticatedMember,
    mission: MissionRow,
    periodStart: Date,
    progress: Prisma.Decimal,
    key: string,
  ): Promise<MissionClaimRow> {
    const { memberId, merchantId } = member;
    const day = periodStart.toISOString().slice(0, 10);
    const amount = mission.rewardAmount.toFixed(2);
    const granted = await this.bonuses.grant(tx, accounts, {
      merchantId,
      memberId,
      source: 'MISSION',
      sourceKey: `${memberId}:${mission.id}:${day}`,
      amount,
      turnoverMultiplier: mission.turnoverMultiplier.toNumber(),
      scope: `mission:${memberId}`,
      key,
      request: { missionId: mission.id, amount },
    });
    return this.missions.insertClaim(tx, {
      merchantId,
      memberId,
      missionId: mission.id,
      periodStart,
      requestKey: key,
      progress: progress.toString(),
      amount,
      bonusId: granted.bonusId,
    });
  }

  /** Today and this week in the site's time zone. */
  async periods(merchantId: number): Promise<Periods> {
    const timezone = await this.missions.timezone(merchantId);
    const now = new Date(this.clock.now());
    const day = periodOf('DAILY', now, timezone);
    const week = periodOf('WEEKLY', now, timezone);
    return {
      now,
      timezone,
      day,
      week,
      dayStart: operatorDayStart(day.start.toISOString().slice(0, 10), timezone),
      weekStart: operatorDayStart(week.start.toISOString().slice(0, 10), timezone),
    };
  }
}

function claimView(row: MissionClaimRow): MissionClaimView {
  return {
    id: String(row.id),
    missionId: row.missionId,
    titles: titlesOf(row.mission.titles),
    periodStart: row.periodStart.toISOString().slice(0, 10),
    progress: money(row.progress),
    amount: row.amount.toFixed(2),
    createdAt: row.createdAt.toISOString(),
  };
}
