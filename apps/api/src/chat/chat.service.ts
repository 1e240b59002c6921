import { Inject, Injectable } from '@nestjs/common';
import {
  CHAT_RATE_LIMIT,
  type ChatHistoryPage,
  type ChatMessage,
  type ChatMuteAnswer,
  type ChatMuteState,
  type ConsoleChatMuteRow,
  type ConsolePage,
  type ConsolePageQuery,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { maskAccount } from '../common/mask-account.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { ChatRepository, type ChatMessageRow } from './chat.repository.js';
import type { ChatHistoryQueryDto } from './dto/chat.dto.js';

/** The store channel every API process listens on; events name the room (merchant) they concern. */
export const CHAT_CHANNEL = 'chat';

/** A message as the room broadcasts it: each receiver's socket adds `mine`. */
export type RoomMessage = Omit<ChatMessage, 'mine'>;

export type ChatRoomEvent =
  | { type: 'message'; merchantId: number; memberId: number; message: RoomMessage }
  | { type: 'mute'; merchantId: number; memberId: number; mute: ChatMuteState | null };

/** The nickname, unless it is the account (the default at registration): then the masked account. */
export function senderName(member: { nickname: string; account: string }): string {
  const nickname = member.nickname.trim();
  if (nickname && nickname.toLowerCase() !== member.account.toLowerCase()) return nickname;
  return maskAccount(member.account);
}

function toRoomMessage(row: ChatMessageRow): RoomMessage {
  return {
    id: row.id,
    sender: senderName(row.member),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The chat room: one per operator, its history, posting (muted and rate-limited) and mutes. */
@Injectable()
export class ChatService {
  constructor(
    private readonly chat: ChatRepository,
    private readonly limiter: RateLimiter,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  /** A page of the member's room, oldest first, each message marked when the member sent it. */
  async history(member: AuthenticatedMember, query: ChatHistoryQueryDto): Promise<ChatHistoryPage> {
    // One more than the page tells whether older messages exist.
    const rows = await this.chat.page(member.merchantId, query.before, query.pageSize + 1);
    return {
      list: rows
        .slice(0, query.pageSize)
        .reverse()
        .map((row) => ({ ...toRoomMessage(row), mine: row.memberId === member.memberId })),
      hasMore: rows.length > query.pageSize,
    };
  }

  /** How the member appears in the room. */
  async nickname(member: AuthenticatedMember): Promise<string> {
    const row = await this.chat.member(member.memberId);
    return row ? senderName(row) : '';
  }

  async muteOf(memberId: number): Promise<ChatMuteState | null> {
    const mute = await this.chat.activeMute(memberId, new Date());
    return mute && { mutedUntil: mute.mutedUntil?.toISOString() ?? null };
  }

  /** Stores a message and broadcasts it to the room in every API process. */
  async post(member: AuthenticatedMember, text: string): Promise<void> {
    const mute = await this.muteOf(member.memberId);
    if (mute) {
      throw new AppError(
        'CHAT_MUTED',
        mute.mutedUntil
          ? `You are muted in the chat room until ${mute.mutedUntil}`
          : 'You are muted in the chat room',
        mute,
      );
    }
    await this.limiter.consume(
      'chat',
      String(member.memberId),
      CHAT_RATE_LIMIT,
      'You are sending messages too fast, please wait a moment',
    );
    const row = await this.chat.insert(member.merchantId, member.memberId, text);
    await this.publish({
      type: 'message',
      merchantId: member.merchantId,
      memberId: member.memberId,
      message: toRoomMessage(row),
    });
  }

  /** The operator mutes a member of the host's site, for `minutes` or until unmuted. */
  /** An operator mutes a member of the site, for some minutes or until unmuted. */
  async mute(operator: OperatorActor, account: string, minutes?: number): Promise<ChatMuteAnswer> {
    const memberId = await this.memberOfSite(operator.merchantId, account);
    const before = await this.muteOf(memberId);
    const mutedUntil = minutes === undefined ? null : new Date(Date.now() + minutes * 60_000);
    await this.chat.mute(memberId, mutedUntil);
    const mute = { mutedUntil: mutedUntil?.toISOString() ?? null };
    await this.publish({ type: 'mute', merchantId: operator.merchantId, memberId, mute });
    operator.change = { target: `member:${memberId}`, before: { mute: before }, after: { mute } };
    return { account, ...mute };
  }

  /** The site's members muted now, most recently muted first. */
  async mutes(
    operator: OperatorActor,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleChatMuteRow>> {
    const window = pageWindow(query);
    const { rows, total } = await this.chat.activeMutes(
      operator.merchantId,
      new Date(),
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, (row) => ({
      memberId: row.memberId,
      account: row.member.account,
      mutedUntil: row.mutedUntil?.toISOString() ?? null,
      mutedAt: row.createdAt.toISOString(),
    }));
  }

  async unmute(operator: OperatorActor, account: string): Promise<null> {
    const memberId = await this.memberOfSite(operator.merchantId, account);
    const before = await this.muteOf(memberId);
    await this.chat.unmute(memberId);
    await this.publish({ type: 'mute', merchantId: operator.merchantId, memberId, mute: null });
    operator.change = {
      target: `member:${memberId}`,
      before: { mute: before },
      after: { mute: null },
    };
    return null;
  }

  private async memberOfSite(merchantId: number, account: string): Promise<number> {
    const member = await this.chat.memberByAccount(merchantId, account);
    if (!member) throw new AppError('NOT_FOUND', 'No member has this account');
    return member.id;
  }

  private publish(event: ChatRoomEvent): Promise<void> {
    return this.store.publish(CHAT_CHANNEL, JSON.stringify(event));
  }
}
