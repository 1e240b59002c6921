import {
  CONSOLE_FEEDBACK_PATHS,
  CONSOLE_PATHS,
  CONSOLE_SUPPORT_PATHS,
  type ChatMuteAnswer,
  type ChatMuteRequest,
  type ConsoleChatMuteRow,
  type ConsoleFeedbackDetail,
  type ConsoleFeedbackQuery,
  type ConsoleFeedbackReplyRequest,
  type ConsoleFeedbackRow,
  type ConsolePage,
  type FeedbackStatus,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export const supportKeys = {
  /** The inbox pages and every feedback: a reply or a close changes both. */
  feedback: ['console', 'support', 'feedback'] as const,
  feedbackPage: (status: FeedbackStatus | null, page: number) =>
    ['console', 'support', 'feedback', 'list', { status, page }] as const,
  feedbackDetail: (feedbackId: number) => ['console', 'support', 'feedback', feedbackId] as const,
  mutes: ['console', 'support', 'mutes'] as const,
  mutesPage: (page: number) => ['console', 'support', 'mutes', page] as const,
};

const feedbackPath = (feedbackId: number) => `${CONSOLE_SUPPORT_PATHS.feedback}/${feedbackId}`;

export function fetchFeedbackPage(
  status: FeedbackStatus | null,
  page: number,
  signal?: AbortSignal,
) {
  const query: ConsoleFeedbackQuery = { ...pageQuery(page), status: status ?? undefined };
  return consoleApi.get<ConsolePage<ConsoleFeedbackRow>>(CONSOLE_SUPPORT_PATHS.feedback, {
    query: { ...query },
    signal,
  });
}

export function fetchFeedback(feedbackId: number, signal?: AbortSignal) {
  return consoleApi.get<ConsoleFeedbackDetail>(feedbackPath(feedbackId), { signal });
}

/**
 * Where the browser loads a feedback image: the operator route, with the console's cookie
 * (same origin), never kept in a cache.
 */
export function feedbackImageUrl(feedbackId: number, position: number): string {
  return `${feedbackPath(feedbackId)}/${CONSOLE_FEEDBACK_PATHS.images}/${position}`;
}

export const replyToFeedback = (feedbackId: number, request: ConsoleFeedbackReplyRequest) =>
  consoleApi.post<ConsoleFeedbackDetail>(
    `${feedbackPath(feedbackId)}/${CONSOLE_FEEDBACK_PATHS.reply}`,
    request,
  );

export const closeFeedback = (feedbackId: number) =>
  consoleApi.post<ConsoleFeedbackDetail>(
    `${feedbackPath(feedbackId)}/${CONSOLE_FEEDBACK_PATHS.close}`,
  );

export function fetchMutes(page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsoleChatMuteRow>>(CONSOLE_PATHS.chatMutes, {
    query: pageQuery(page),
    signal,
  });
}

const mutePath = (account: string) => `${CONSOLE_PATHS.chatMutes}/${encodeURIComponent(account)}`;

/** Minutes left out: muted until an operator unmutes. */
export const muteMember = (account: string, request: ChatMuteRequest) =>
  consoleApi.put<ChatMuteAnswer>(mutePath(account), request);

export const unmuteMember = (account: string) => consoleApi.delete<null>(mutePath(account));
