import {
  CONSOLE_MESSAGE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type ConsoleMessageAudiences,
  type ConsoleMessageRequest,
  type ConsoleMessageRow,
  type ConsolePage,
} from '@wps/shared-types';
import { consoleApi, pageQuery } from '../../lib/console-api';

export const messageKeys = {
  /** Every page of the sent list: a sending or a delete changes them. */
  sent: ['console', 'messages', 'sent'] as const,
  sentPage: (page: number) => ['console', 'messages', 'sent', page] as const,
  audiences: ['console', 'messages', 'audiences'] as const,
};

export function fetchSentMessages(page: number, signal?: AbortSignal) {
  return consoleApi.get<ConsolePage<ConsoleMessageRow>>(CONSOLE_MESSAGE_PATHS.messages, {
    query: pageQuery(page),
    signal,
  });
}

export function fetchAudiences(signal?: AbortSignal) {
  return consoleApi.get<ConsoleMessageAudiences>(CONSOLE_MESSAGE_PATHS.audiences, { signal });
}

/** A message to members' mailboxes; the key makes a repeated request (a retry) one sending. */
export const sendMessage = (request: ConsoleMessageRequest, idempotencyKey: string) =>
  consoleApi.post<ConsoleMessageRow>(CONSOLE_MESSAGE_PATHS.messages, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

export const deleteMessage = (id: number) =>
  consoleApi.delete<ConsoleMessageRow>(CONSOLE_MESSAGE_PATHS.message(id));
