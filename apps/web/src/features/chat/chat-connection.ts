import {
  CHAT_CLOSE_CODES,
  CHAT_SOCKET_PATH,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@wps/shared-types';

/** connecting: first connection; reconnecting: after a drop; refused: the server said no. */
export type ChatStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

/** Waits before each new attempt after a drop; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export interface ChatConnectionOptions {
  token: string;
  onFrame: (frame: ChatServerFrame) => void;
  onStatus: (status: ChatStatus) => void;
  /** The socket's address; by default the chat path on the page's own host. */
  url?: string;
}

export function chatSocketUrl(location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${CHAT_SOCKET_PATH}`;
}

const REFUSED_CODES: readonly number[] = [
  CHAT_CLOSE_CODES.unauthenticated,
  CHAT_CLOSE_CODES.forbidden,
];

/**
 * One member's connection to the chat room: joins with the session token on every open, and
 * after a drop connects again (1, 2, 5, then every 10 s) until stopped or refused.
 */
export class ChatConnection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: number | null = null;
  private stopped = false;

  constructor(private readonly options: ChatConnectionOptions) {}

  start(): void {
    this.stopped = false;
    this.options.onStatus('connecting');
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer !== null) window.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.socket?.close();
    this.socket = null;
  }

  /** Sends a frame when connected; false when the room is out of reach. */
  send(frame: ChatClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private open(): void {
    const socket = new WebSocket(this.options.url ?? chatSocketUrl());
    this.socket = socket;
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ event: 'join', data: { token: this.options.token } }));
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.event === 'ready') {
        this.attempt = 0;
        this.options.onStatus('open');
      }
      this.options.onFrame(frame);
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (REFUSED_CODES.includes(event.code)) {
        this.options.onStatus('refused');
        return;
      }
      this.options.onStatus('reconnecting');
      const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)];
      this.attempt += 1;
      this.retryTimer = window.setTimeout(() => {
        this.retryTimer = null;
        this.open();
      }, delay);
    });
  }
}

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as ChatServerFrame;
  } catch {
    return null;
  }
}
