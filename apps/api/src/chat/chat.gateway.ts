import {
  Inject,
  Logger,
  UseFilters,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
} from '@nestjs/websockets';
import {
  CHAT_CLOSE_CODES,
  CHAT_HISTORY_SIZE,
  CHAT_JOIN_RATE_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SOCKET_PATH,
  type ChatServerFrame,
} from '@wps/shared-types';
import type { WebSocket } from 'ws';
import { AppError } from '../common/app-error.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { assertAccess } from '../session/session.guard.js';
import { SessionService } from '../session/session.service.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { ChatSocketErrorFilter, errorFrame, sendFrame } from './chat-socket-error.filter.js';
import { CHAT_CHANNEL, ChatService, type ChatRoomEvent } from './chat.service.js';
import { ChatJoinDto, ChatSendDto } from './dto/chat.dto.js';

/** A socket must join (send its session token) within this time, or it is closed. */
export const CHAT_JOIN_TIMEOUT_MS = 10_000;
/** Every interval: sockets that did not answer the last ping are dropped, ended sessions closed. */
export const CHAT_SWEEP_INTERVAL_MS = 30_000;
// A frame holds one message (500 characters, up to 4 bytes each) and its envelope.
const MAX_FRAME_BYTES = 4 * CHAT_MESSAGE_MAX_LENGTH + 1024;

function closeCodeFor(error: unknown): number {
  if (!(error instanceof AppError) || error.code === 'UNAUTHENTICATED') {
    return CHAT_CLOSE_CODES.unauthenticated;
  }
  if (error.code === 'TOO_MANY_REQUESTS') return CHAT_CLOSE_CODES.tooManyRequests;
  return CHAT_CLOSE_CODES.forbidden;
}

interface SocketState {
  member: AuthenticatedMember | null;
  alive: boolean;
  joinTimer: NodeJS.Timeout | null;
}

/**
 * The chat room's socket (CHAT_SOCKET_PATH). The token travels in the first frame (`join`), not
 * in the URL, so it never reaches access logs. A member joins the room of their operator; every
 * message and mute change goes through the store's channel, so each API process delivers it to
 * its own sockets.
 */
@SkipThrottle()
@UseFilters(ChatSocketErrorFilter)
@WebSocketGateway({ path: CHAT_SOCKET_PATH, maxPayload: MAX_FRAME_BYTES })
export class ChatGateway
  implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy
{
  private readonly logger = new Logger('ChatGateway');
  private readonly sockets = new Map<WebSocket, SocketState>();
  /** The joined sockets of each room (merchant id). */
  private readonly rooms = new Map<number, Set<WebSocket>>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly chat: ChatService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.store.subscribe(CHAT_CHANNEL, (event) => this.deliver(event));
    this.sweeper = setInterval(() => void this.sweep(), CHAT_SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.unsubscribe?.();
  }

  handleConnection(client: WebSocket): void {
    const state: SocketState = { member: null, alive: true, joinTimer: null };
    state.joinTimer = setTimeout(
      () => this.refuse(client, new AppError('UNAUTHENTICATED', 'Please log in first')),
      CHAT_JOIN_TIMEOUT_MS,
    );
    this.sockets.set(client, state);
    client.on('pong', () => {
      state.alive = true;
    });
  }

  handleDisconnect(client: WebSocket): void {
    const state = this.sockets.get(client);
    if (state?.joinTimer) clearTimeout(state.joinTimer);
    if (state?.member) this.rooms.get(state.member.merchantId)?.delete(client);
    this.sockets.delete(client);
  }

  @SubscribeMessage('join')
  async join(
    @ConnectedSocket() client: WebSocket,
    @MessageBody() body: ChatJoinDto,
  ): Promise<ChatServerFrame | undefined> {
    const state = this.sockets.get(client);
    if (!state) return undefined;
    let member: AuthenticatedMember;
    try {
      member = await this.sessions.authenticateToken(body.token);
      // Demo (free-play) accounts may not chat: the room is for registered members (spec 1 §6).
      assertAccess(member, { realAccount: true });
      // Each join reads the room's history: a member's tabs and reconnects stay well under this.
      await this.limiter.consume('chat-join', String(member.memberId), CHAT_JOIN_RATE_LIMIT);
    } catch (error) {
      this.refuse(client, error);
      return undefined;
    }
    if (state.joinTimer) clearTimeout(state.joinTimer);
    state.joinTimer = null;
    if (state.member) this.rooms.get(state.member.merchantId)?.delete(client);
    state.member = member;
    // In the room before its history is read, so no message falls between the two; one that
    // arrives before `ready` is also in the history, and the client keeps each id once.
    const room = this.rooms.get(member.merchantId) ?? new Set();
    room.add(client);
    this.rooms.set(member.merchantId, room);
    const [history, nickname, mute] = await Promise.all([
      this.chat.history(member, { pageSize: CHAT_HISTORY_SIZE }),
      this.chat.nickname(member),
      this.chat.muteOf(member.memberId),
    ]);
    return { event: 'ready', data: { history, nickname, mute } };
  }

  @SubscribeMessage('send')
  async send(
    @ConnectedSocket() client: WebSocket,
    @MessageBody() body: ChatSendDto,
  ): Promise<ChatServerFrame | undefined> {
    const joined = this.sockets.get(client)?.member;
    if (!joined) throw new AppError('UNAUTHENTICATED', 'Please log in first');
    let member: AuthenticatedMember;
    try {
      // A logout or a locked account ends the right to post at once, not at the next sweep.
      member = await this.sessions.authenticate({ sub: joined.memberId, sid: joined.sessionId });
    } catch (error) {
      this.refuse(client, error, body.requestId);
      return undefined;
    }
    await this.chat.post(member, body.text);
    return { event: 'sent', data: { requestId: body.requestId } };
  }

  /** Sends the error, then closes with the code that tells the client whether to come back. */
  private refuse(client: WebSocket, error: unknown, requestId: string | null = null): void {
    sendFrame(client, errorFrame(error, requestId));
    client.close(closeCodeFor(error));
  }

  private deliver(raw: string): void {
    let event: ChatRoomEvent;
    try {
      event = JSON.parse(raw) as ChatRoomEvent;
    } catch {
      // Only this code publishes on the channel; a stray frame must not end the process.
      this.logger.warn('unreadable chat event ignored');
      return;
    }
    const room = this.rooms.get(event.merchantId);
    if (!room) return;
    if (event.type === 'message') {
      // Two encodings for the whole room: the sender's sockets get mine: true.
      const theirs = JSON.stringify({ event: 'message', data: { ...event.message, mine: false } });
      const mine = JSON.stringify({ event: 'message', data: { ...event.message, mine: true } });
      for (const client of room) {
        const own = this.sockets.get(client)?.member?.memberId === event.memberId;
        sendFrame(client, own ? mine : theirs);
      }
      return;
    }
    const frame: ChatServerFrame = event.mute
      ? { event: 'muted', data: event.mute }
      : { event: 'unmuted', data: null };
    for (const client of room) {
      if (this.sockets.get(client)?.member?.memberId === event.memberId) sendFrame(client, frame);
    }
  }

  /** Drops sockets that stopped answering pings and closes those whose session has ended. */
  private async sweep(): Promise<void> {
    for (const [client, state] of this.sockets) {
      if (!state.alive) {
        client.terminate();
        continue;
      }
      state.alive = false;
      client.ping();
    }
    try {
      await this.closeEndedSessions();
    } catch (error) {
      this.logger.error(`session sweep failed: ${String(error)}`);
    }
  }

  /** Closes the sockets whose session was revoked or expired since they joined (one query). */
  async closeEndedSessions(): Promise<void> {
    const joined = [...this.sockets].filter(([, state]) => state.member);
    if (joined.length === 0) return;
    const live = await this.sessions.liveSessionIds([
      ...new Set(joined.map(([, state]) => state.member!.sessionId)),
    ]);
    for (const [client, state] of joined) {
      if (!live.has(state.member!.sessionId)) {
        this.refuse(
          client,
          new AppError('UNAUTHENTICATED', 'Your session has ended, please log in again'),
        );
      }
    }
  }
}
