import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';

/** A stored message with what the room shows of its sender. */
export interface ChatMessageRow {
  id: number;
  memberId: number;
  text: string;
  createdAt: Date;
  member: { nickname: string; account: string };
}

const MESSAGE_FIELDS = {
  id: true,
  memberId: true,
  text: true,
  createdAt: true,
  member: { select: { nickname: true, account: true } },
} as const;

@Injectable()
export class ChatRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Up to `take` messages of the room before the id `before` (else the latest), newest first. */
  page(merchantId: number, before: number | undefined, take: number): Promise<ChatMessageRow[]> {
    return this.prisma.chatMessage.findMany({
      where: { merchantId, ...(before === undefined ? {} : { id: { lt: before } }) },
      orderBy: { id: 'desc' },
      take,
      select: MESSAGE_FIELDS,
    });
  }

  insert(merchantId: number, memberId: number, text: string): Promise<ChatMessageRow> {
    return this.prisma.chatMessage.create({
      data: { merchantId, memberId, text },
      select: MESSAGE_FIELDS,
    });
  }

  member(memberId: number): Promise<{ nickname: string; account: string } | null> {
    return this.prisma.member.findUnique({
      where: { id: memberId },
      select: { nickname: true, account: true },
    });
  }

  memberByAccount(merchantId: number, account: string): Promise<{ id: number } | null> {
    return this.prisma.member.findUnique({
      where: { merchantId_account: { merchantId, account } },
      select: { id: true },
    });
  }

  /** The member's mute still in force at `now` (no end, or an end still to come). */
  activeMute(memberId: number, now: Date): Promise<{ mutedUntil: Date | null } | null> {
    return this.prisma.chatMute.findFirst({
      where: { memberId, OR: [{ mutedUntil: null }, { mutedUntil: { gt: now } }] },
      select: { mutedUntil: true },
    });
  }

  async mute(memberId: number, mutedUntil: Date | null): Promise<void> {
    await this.prisma.chatMute.upsert({
      where: { memberId },
      create: { memberId, mutedUntil },
      update: { mutedUntil, createdAt: new Date() },
    });
  }

  async unmute(memberId: number): Promise<void> {
    await this.prisma.chatMute.deleteMany({ where: { memberId } });
  }

  /** One page of the mutes in force at `now` among the site's members, newest first. */
  async activeMutes(merchantId: number, now: Date, skip: number, take: number) {
    const where = {
      member: { merchantId },
      OR: [{ mutedUntil: null }, { mutedUntil: { gt: now } }],
    };
    const [rows, total] = await Promise.all([
      this.prisma.chatMute.findMany({
        where,
        select: {
          memberId: true,
          mutedUntil: true,
          createdAt: true,
          member: { select: { account: true } },
        },
        orderBy: [{ createdAt: 'desc' }, { memberId: 'asc' }],
        skip,
        take,
      }),
      this.prisma.chatMute.count({ where }),
    ]);
    return { rows, total };
  }
}
