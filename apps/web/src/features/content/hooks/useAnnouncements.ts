import { useQuery } from '@tanstack/react-query';
import type { AnnouncementPayload, Banner, BannerGroup, Notice } from '@wps/shared-types';
import { useLanguage } from '../../i18n';
import { contentKeys, fetchAnnouncements } from '../api';

// Content changes rarely; one answer serves every route of a visit for a few minutes.
const CONTENT_STALE_MILLISECONDS = 5 * 60_000;

// The carousel and the marquee share one announcements answer per language, each reading its part.
function useAnnouncementPart<T>(select: (payload: AnnouncementPayload) => T, enabled = true) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: contentKeys.announcements(language),
    queryFn: ({ signal }) => fetchAnnouncements(language, signal),
    staleTime: CONTENT_STALE_MILLISECONDS,
    enabled,
    select,
  }).data;
}

/** The live banners of one group; none for a route without a group. */
export function useBanners(group: BannerGroup | null): Banner[] {
  return (
    useAnnouncementPart(
      (payload) => payload.banners.filter((banner) => banner.groupName === group),
      group !== null,
    ) ?? []
  );
}

/** The player notices of the marquee and its notice modal. */
export function usePlayerNotices(): Notice[] {
  return useAnnouncementPart((payload) => payload.player) ?? [];
}

/** The popup announcements (PU) shown once per session. */
export function usePopupNotices(): Notice[] {
  return useAnnouncementPart((payload) => payload.popup) ?? [];
}
