import { Injectable } from '@nestjs/common';
import {
  MISSIONS_PER_SITE_MAX,
  missionInputProblems,
  type ConsoleMemberMissions,
  type ConsoleMissionList,
  type ConsoleMissionView,
  type MissionInput,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import { changedFields } from '../common/changed-fields.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { titlesOf } from './mission-progress.js';
import { MissionsRepository, type MissionData, type MissionRow } from './missions.repository.js';
import { MissionsService } from './missions.service.js';

/**
 * The operator's missions: add, change, switch on or off and order them (payments.settings, as
 * the rebate: a reward is money the site pays), and a member's missions and claims.
 */
@Injectable()
export class ConsoleMissionsService {
  constructor(
    private readonly missions: MissionsRepository,
    private readonly memberMissions: MissionsService,
  ) {}

  async list(merchantId: number): Promise<ConsoleMissionList> {
    const [missions, categories] = await Promise.all([
      this.missions.missions(merchantId, false),
      this.missions.categoryCodes(),
    ]);
    return {
      list: missions.map(consoleView),
      categories: categories.map((category) => category.code),
    };
  }

  async create(operator: OperatorActor, input: MissionInput): Promise<ConsoleMissionView> {
    await this.check(input);
    if ((await this.missions.countMissions(operator.merchantId)) >= MISSIONS_PER_SITE_MAX) {
      throw new AppError('CONFLICT', `A site has at most ${MISSIONS_PER_SITE_MAX} missions`);
    }
    const row = await this.missions.createMission(operator.merchantId, dataOf(input));
    operator.change = { target: `mission:${row.id}`, after: flat(consoleView(row)) };
    return consoleView(row);
  }

  async replace(
    operator: OperatorActor,
    missionId: number,
    input: MissionInput,
  ): Promise<ConsoleMissionView> {
    const before = await this.found(operator.merchantId, missionId);
    await this.check(input);
    await this.missions.updateMission(operator.merchantId, missionId, dataOf(input));
    const after = await this.found(operator.merchantId, missionId);
    operator.change = {
      target: `mission:${missionId}`,
      ...changedFields(flat(consoleView(before)), flat(consoleView(after))),
    };
    return consoleView(after);
  }

  async member(
    merchantId: number,
    memberId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<ConsoleMemberMissions> {
    if (!(await this.missions.memberOfSite(merchantId, memberId))) {
      throw new AppError('NOT_FOUND', 'No such member');
    }
    const [missions, claims] = await Promise.all([
      this.memberMissions.memberMissions(merchantId, memberId),
      this.memberMissions.claimPage(memberId, pageNo, pageSize),
    ]);
    return { missions, claims: claims.list, claimsTotal: claims.total };
  }

  private async found(merchantId: number, missionId: number): Promise<MissionRow> {
    const row = await this.missions.mission(merchantId, missionId);
    if (!row) throw new AppError('NOT_FOUND', 'No such mission');
    return row;
  }

  private async check(input: MissionInput): Promise<void> {
    const problems = missionInputProblems(input);
    if (input.categoryCode !== null && !problems.categoryCode) {
      const codes = (await this.missions.categoryCodes()).map((category) => category.code);
      if (!codes.includes(input.categoryCode)) problems.categoryCode = 'no such game category';
    }
    if (
      input.gameId !== null &&
      !problems.gameId &&
      !(await this.missions.gameExists(input.gameId))
    ) {
      problems.gameId = 'no such game';
    }
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
  }
}

function dataOf(input: MissionInput): MissionData {
  return {
    period: input.period,
    kind: input.kind,
    categoryCode: input.categoryCode,
    gameId: input.gameId,
    target: input.target,
    rewardAmount: input.rewardAmount,
    turnoverMultiplier: input.turnoverMultiplier,
    enabled: input.enabled,
    sortOrder: input.sortOrder,
    titles: { MS: input.titles.MS.trim(), EN: input.titles.EN.trim(), CN: input.titles.CN.trim() },
  };
}

function consoleView(row: MissionRow): ConsoleMissionView {
  return {
    id: row.id,
    period: row.period,
    kind: row.kind,
    categoryCode: row.categoryCode,
    gameId: row.gameId,
    gameName: row.game?.name ?? null,
    target: row.target.toFixed(2),
    rewardAmount: row.rewardAmount.toFixed(2),
    turnoverMultiplier: row.turnoverMultiplier.toNumber(),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    titles: titlesOf(row.titles),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The mission as one level of fields for the audit trail (titles as titles.<language>). */
function flat(view: ConsoleMissionView): Record<string, unknown> {
  return {
    period: view.period,
    kind: view.kind,
    categoryCode: view.categoryCode,
    gameId: view.gameId,
    target: view.target,
    rewardAmount: view.rewardAmount,
    turnoverMultiplier: view.turnoverMultiplier,
    enabled: view.enabled,
    sortOrder: view.sortOrder,
    titles: { ...view.titles },
  };
}
