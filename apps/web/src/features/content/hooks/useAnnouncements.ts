import { useQuery } from '@tanstack/react-query';
import type { AnnouncementPayload, Banner, BannerGroup, Notice } from '@wps/shared-types';
import { useLanguage } from '../../i18n';
import { contentKeys, fetchAnnouncements } from '../api';

// Content changes rarely; one answer serves every route of a visit for a few minutes.
const CONTENT_STALE_MILLISECONDS = 5 * 60_000;

// The carousel and the marquee share one announcements answer per language, each reading its part.
// Undefined while the answer is on its way (the page keeps the part's space meanwhile); an answer
// that failed shows nothing.
function useAnnouncementPart<T>(
  select: (payload: AnnouncementPayload) => T[],
  enabled = true,
): T[] | undefined {
  const { language } = useLanguage();
  const { data, isPending, isError } = useQuery({
    queryKey: contentKeys.announcements(language),
    queryFn: ({ signal }) => fetchAnnouncements(language, signal),
    staleTime: CONTENT_STALE_MILLISECONDS,
    enabled,
    select,
  });
  if (!enabled || isError) return [];
  return isPending ? undefined : data;
}

/** The live banners of one group (undefined while loading); none for a route without a group. */
export function useBanners(group: BannerGroup | null): Banner[] | undefined {
  return useAnnouncementPart(
    (payload) => payload.banners.filter((banner) => banner.groupName === group),
    group !== null,
  );
}

/** The player notices of the marquee and its notice modal (undefined while loading). */
export function usePlayerNotices(): Notice[] | undefined {
  return useAnnouncementPart((payload) => payload.player);
}

/** The popup announcements (PU) shown once per session. */
export function usePopupNotices(): Notice[] {
  return useAnnouncementPart((payload) => payload.popup) ?? [];
}
