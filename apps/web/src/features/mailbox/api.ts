import {
  MAILBOX_PAGE_SIZE,
  MAILBOX_PATHS,
  type MailboxMessage,
  type MailboxPage,
  type MailboxUnreadCount,
} from '@wps/shared-types';
import { api } from '../../api/client';
import { memberKeys } from '../session';

const all = [...memberKeys.all, 'mailbox'] as const;

// Under the member's keys, so logout forgets the messages with the rest of the member's data.
export const mailboxKeys = {
  all,
  unread: [...all, 'unread'] as const,
  page: (pageNo: number) => [...all, 'page', pageNo] as const,
};

export function fetchUnreadCount(signal?: AbortSignal) {
  return api.get<MailboxUnreadCount>(MAILBOX_PATHS.unreadCount, { signal });
}

export function fetchMessages(pageNo: number, signal?: AbortSignal) {
  return api.get<MailboxPage>(MAILBOX_PATHS.messages, {
    query: { pageNo, pageSize: MAILBOX_PAGE_SIZE },
    signal,
  });
}

export function markRead(id: number) {
  return api.put<MailboxMessage>(MAILBOX_PATHS.read(id));
}

export function markAllRead() {
  return api.put<MailboxUnreadCount>(MAILBOX_PATHS.readAll);
}

export function deleteMessage(id: number) {
  return api.delete<MailboxUnreadCount>(MAILBOX_PATHS.message(id));
}
