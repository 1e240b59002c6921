import type { Language, MemberMissionView, MissionTitles } from '@wps/shared-types';

/** The title in the member's language, else the site's default (MS), else any. */
export function missionTitle(titles: MissionTitles, language: Language): string {
  return titles[language] || titles.MS || titles.EN || titles.CN;
}

/** How far the mission is, 0 to 100 (whole percent, a met target shows 100). */
export function progressPercent(mission: Pick<MemberMissionView, 'progress' | 'target'>): number {
  const target = Number(mission.target);
  if (!(target > 0)) return 0;
  return Math.min(100, Math.floor((Number(mission.progress) / target) * 100));
}
