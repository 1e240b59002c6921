import {
  CONTENT_PATHS,
  DEFAULT_ANNOUNCEMENT_EXECUTION_TYPE,
  DEFAULT_ANNOUNCEMENT_TYPES,
  PLATFORM_CODE,
  type AnnouncementPayload,
  type Language,
  type NoticePage,
  type NoticePageQuery,
} from '@wps/shared-types';
import { api } from '../../api/client';

export const contentKeys = {
  announcements: (language: Language) => ['content', 'announcements', language] as const,
  notices: (query: NoticePageQuery) => ['content', 'notices', query] as const,
};

/** GET the shell's announcements: notices, the banners of every group, popup and promotion. */
export function fetchAnnouncements(
  language: Language,
  signal?: AbortSignal,
): Promise<AnnouncementPayload> {
  return api.get(CONTENT_PATHS.announcements, {
    query: {
      types: DEFAULT_ANNOUNCEMENT_TYPES.join(','),
      platform: PLATFORM_CODE,
      execution: DEFAULT_ANNOUNCEMENT_EXECUTION_TYPE,
      language,
    },
    signal,
  });
}

/** GET one page of the player notices shown on /noticePage. */
export function fetchNoticePage(query: NoticePageQuery, signal?: AbortSignal): Promise<NoticePage> {
  return api.get(CONTENT_PATHS.notices, {
    query: { language: query.language, pageNo: query.pageNo, pageSize: query.pageSize },
    signal,
  });
}
