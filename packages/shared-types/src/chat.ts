import type { ErrorCode } from './error-codes.js';

// The chat room (spec 1 §1 and §2): one room per operator, for logged-in members with a real
// account, over a WebSocket; older messages over HTTP.

export const CHAT_SOCKET_PATH = '/wps/chat/socket';
export const CHAT_PATHS = {
  /** GET: the page of messages before `before` (a message id), newest page without it. */
  messages: '/wps/chat/messages',
} as const;

/** A message is 1 to 500 characters once trimmed. */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** Messages the room sends on joining, and the default page of older ones. */
export const CHAT_HISTORY_SIZE = 50;
export const CHAT_HISTORY_MAX_PAGE_SIZE = 100;
/** Each member may post 5 messages in any 10 seconds. */
export const CHAT_RATE_LIMIT = { limit: 5, windowMs: 10_000 } as const;
/** The longest mute an operator may give for a time (30 days); without minutes it lasts until unmuted. */
export const CHAT_MUTE_MAX_MINUTES = 43_200;

/** Each member may join (open the room) 20 times a minute, across tabs and reconnects. */
export const CHAT_JOIN_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

/**
 * Close codes of the socket: the session is missing or ended, the account may not chat (the
 * client stops), or too many joins (the client tries again later).
 */
export const CHAT_CLOSE_CODES = {
  unauthenticated: 4401,
  forbidden: 4403,
  tooManyRequests: 4429,
} as const;

export interface ChatMessage {
  id: number;
  /** The sender's nickname, or the masked account when the nickname is the account. */
  sender: string;
  text: string;
  /** ISO 8601. */
  createdAt: string;
  /** Sent by the member who receives it. */
  mine: boolean;
}

/** GET CHAT_PATHS.messages?before=&pageSize= */
export interface ChatHistoryQuery {
  before?: number;
  pageSize?: number;
}

/** Messages oldest first; hasMore when older ones exist before the first. */
export interface ChatHistoryPage {
  list: ChatMessage[];
  hasMore: boolean;
}

/** A member's mute; mutedUntil null means until the operator unmutes. */
export interface ChatMuteState {
  mutedUntil: string | null;
}

/** PUT `${CONSOLE_PATHS.chatMutes}/<account>`: minutes left out mutes until unmuted. */
export interface ChatMuteRequest {
  minutes?: number;
}

export interface ChatMuteAnswer extends ChatMuteState {
  account: string;
}

/** What the client sends, as `{event, data}` JSON frames. */
export type ChatClientFrame =
  | { event: 'join'; data: { token: string } }
  | { event: 'send'; data: { text: string; requestId: string } };

/** The answer to a join: recent history, who the member is, and a mute in force. */
export interface ChatReady {
  history: ChatHistoryPage;
  nickname: string;
  mute: ChatMuteState | null;
}

export interface ChatErrorData {
  code: ErrorCode;
  message: string;
  value: unknown;
  /** The send this error answers, when it answers one. */
  requestId: string | null;
}

/** What the server sends. */
export type ChatServerFrame =
  | { event: 'ready'; data: ChatReady }
  | { event: 'message'; data: ChatMessage }
  | { event: 'sent'; data: { requestId: string } }
  | { event: 'muted'; data: ChatMuteState }
  | { event: 'unmuted'; data: null }
  | { event: 'error'; data: ChatErrorData };
