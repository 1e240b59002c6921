import { CHAT_PATHS, type ChatHistoryPage } from '@wps/shared-types';
import { api } from '../../api/client';

/** GET the page of chat-room messages before the message `before`, oldest first. */
export function fetchChatHistory(before: number, signal?: AbortSignal): Promise<ChatHistoryPage> {
  return api.get(CHAT_PATHS.messages, { query: { before }, signal });
}
