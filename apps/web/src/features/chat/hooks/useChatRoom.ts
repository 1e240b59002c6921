import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ChatErrorData,
  ChatHistoryPage,
  ChatMessage,
  ChatMuteState,
  ChatServerFrame,
} from '@wps/shared-types';
import { fetchChatHistory } from '../api';
import { ChatConnection, type ChatStatus } from '../chat-connection';

export interface ChatRoomState {
  status: ChatStatus;
  /** Oldest first, each id once. */
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The last attempt to load older messages failed. */
  olderFailed: boolean;
  nickname: string;
  mute: ChatMuteState | null;
  /** The last refusal (a send, the join), until the next message goes through. */
  error: ChatErrorData | null;
}

const INITIAL: ChatRoomState = {
  status: 'connecting',
  messages: [],
  hasOlder: false,
  loadingOlder: false,
  olderFailed: false,
  nickname: '',
  mute: null,
  error: null,
};

/** Adds messages to a list kept in id order, each id once. */
export function mergeMessages(list: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * After a reconnect: the fresh history joins the list when it reaches back to what the list
 * holds; if more was said while away than the history covers, the list starts over from it.
 */
function applyHistory(state: ChatRoomState, history: ChatHistoryPage): ChatRoomState {
  const newest = state.messages.at(-1)?.id;
  const gap = newest !== undefined && history.hasMore && history.list[0].id > newest;
  if (newest === undefined || gap) {
    return { ...state, messages: history.list, hasOlder: history.hasMore };
  }
  return { ...state, messages: mergeMessages(state.messages, history.list) };
}

function reduceFrame(state: ChatRoomState, frame: ChatServerFrame): ChatRoomState {
  switch (frame.event) {
    case 'ready':
      return {
        ...applyHistory(state, frame.data.history),
        nickname: frame.data.nickname,
        mute: frame.data.mute,
        error: null,
      };
    case 'message':
      return { ...state, messages: mergeMessages(state.messages, [frame.data]) };
    case 'sent':
      return { ...state, error: null };
    case 'muted':
      return { ...state, mute: frame.data };
    case 'unmuted':
      return {
        ...state,
        mute: null,
        error: state.error?.code === 'CHAT_MUTED' ? null : state.error,
      };
    case 'error':
      return {
        ...state,
        error: frame.data,
        mute: frame.data.code === 'CHAT_MUTED' ? (frame.data.value as ChatMuteState) : state.mute,
      };
  }
}

let requestCounter = 0;

/**
 * The chat room while its dialog is open: the live connection, the messages (history, live and
 * older pages), the member's mute and the last refusal. `send` calls `onSent` once the server
 * stored the message.
 */
export function useChatRoom(token: string) {
  const [state, setState] = useState<ChatRoomState>(INITIAL);
  const connection = useRef<ChatConnection | null>(null);
  const sentCallbacks = useRef(new Map<string, () => void>());

  useEffect(() => {
    const callbacks = sentCallbacks.current;
    const current = new ChatConnection({
      token,
      onStatus: (status) => setState((previous) => ({ ...previous, status })),
      onFrame: (frame) => {
        if (frame.event === 'sent') {
          callbacks.get(frame.data.requestId)?.();
          callbacks.delete(frame.data.requestId);
        }
        if (frame.event === 'error' && frame.data.requestId) {
          callbacks.delete(frame.data.requestId);
        }
        setState((previous) => reduceFrame(previous, frame));
      },
    });
    connection.current = current;
    current.start();
    return () => {
      current.stop();
      callbacks.clear();
      connection.current = null;
    };
  }, [token]);

  const send = useCallback((text: string, onSent: () => void): boolean => {
    requestCounter += 1;
    const requestId = `m${Date.now().toString(36)}${requestCounter}`;
    const sent = connection.current?.send({ event: 'send', data: { text, requestId } }) ?? false;
    if (sent) sentCallbacks.current.set(requestId, onSent);
    return sent;
  }, []);

  const oldestId = state.messages[0]?.id;
  const loadOlder = useCallback(async () => {
    if (oldestId === undefined) return;
    setState((previous) => ({ ...previous, loadingOlder: true, olderFailed: false }));
    try {
      const page = await fetchChatHistory(oldestId);
      setState((previous) => ({
        ...previous,
        messages: mergeMessages(previous.messages, page.list),
        hasOlder: page.hasMore,
        loadingOlder: false,
      }));
    } catch {
      setState((previous) => ({ ...previous, loadingOlder: false, olderFailed: true }));
    }
  }, [oldestId]);

  return { ...state, send, loadOlder };
}
