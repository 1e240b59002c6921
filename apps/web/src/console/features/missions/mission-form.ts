import {
  missionInputProblems,
  type ConsoleMissionView,
  type MissionInput,
  type MissionKind,
  type MissionPeriod,
} from '@wps/shared-types';

/** The form's fields as typed (text), turned into a MissionInput on save. */
export interface MissionDraft {
  period: MissionPeriod;
  kind: MissionKind;
  categoryCode: string;
  gameId: string;
  target: string;
  rewardAmount: string;
  turnoverMultiplier: string;
  enabled: boolean;
  sortOrder: string;
  titleMS: string;
  titleEN: string;
  titleCN: string;
}

export const EMPTY_DRAFT: MissionDraft = {
  period: 'DAILY',
  kind: 'CATEGORY_TURNOVER',
  categoryCode: '',
  gameId: '',
  target: '',
  rewardAmount: '',
  turnoverMultiplier: '1',
  enabled: true,
  sortOrder: '0',
  titleMS: '',
  titleEN: '',
  titleCN: '',
};

export function toDraft(mission: ConsoleMissionView): MissionDraft {
  return {
    period: mission.period,
    kind: mission.kind,
    categoryCode: mission.categoryCode ?? '',
    gameId: mission.gameId === null ? '' : String(mission.gameId),
    target: mission.target,
    rewardAmount: mission.rewardAmount,
    turnoverMultiplier: String(mission.turnoverMultiplier),
    enabled: mission.enabled,
    sortOrder: String(mission.sortOrder),
    titleMS: mission.titles.MS,
    titleEN: mission.titles.EN,
    titleCN: mission.titles.CN,
  };
}

/** The draft as the API takes it: a category or game only for the kinds that name one. */
export function fromDraft(draft: MissionDraft): MissionInput {
  return {
    period: draft.period,
    kind: draft.kind,
    categoryCode:
      draft.kind === 'CATEGORY_TURNOVER' && draft.categoryCode ? draft.categoryCode : null,
    gameId: draft.kind === 'GAME_ROUNDS' && draft.gameId.trim() ? Number(draft.gameId) : null,
    target: draft.target.trim(),
    rewardAmount: draft.rewardAmount.trim(),
    turnoverMultiplier: Number(draft.turnoverMultiplier),
    enabled: draft.enabled,
    sortOrder: Number(draft.sortOrder) || 0,
    titles: { MS: draft.titleMS, EN: draft.titleEN, CN: draft.titleCN },
  };
}

/** The fields to correct before saving (the server checks again, and the category and game). */
export function draftProblems(draft: MissionDraft): Set<string> {
  const problems = new Set(Object.keys(missionInputProblems(fromDraft(draft))));
  if (draft.kind === 'GAME_ROUNDS' && draft.gameId.trim() && !/^[1-9]\d{0,8}$/.test(draft.gameId)) {
    problems.add('gameId');
  }
  if (!/^\d{1,5}$/.test(draft.sortOrder)) problems.add('sortOrder');
  return problems;
}
