import { Inject, Injectable } from '@nestjs/common';
import { OPERATOR_MESSAGE_TEMPLATE, type OperatorMessageTexts } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** Who receives a sending: every real member, those of a VIP rank, of a label, or one member. */
export type Recipients =
  | { audience: 'ALL' }
  | { audience: 'RANK'; rankLevel: number }
  | { audience: 'LABEL'; labelId: number }
  | { audience: 'MEMBER'; memberId: number };

export interface NewBroadcast {
  merchantId: number;
  recipients: Recipients;
  /** What the console lists as the target: the rank's level, the label, the account. */
  target: string | null;
  texts: OperatorMessageTexts;
  sentBy: string;
  at: Date;
  /** The console's Idempotency-Key and the request it came with. */
  requestKey: string;
  requestHash: string;
}

const ROW = {
  id: true,
  audience: true,
  target: true,
  texts: true,
  recipients: true,
  sentBy: true,
  createdAt: true,
  deletedAt: true,
  deletedBy: true,
} as const satisfies Prisma.MailboxBroadcastSelect;

export type BroadcastRow = Prisma.MailboxBroadcastGetPayload<{ select: typeof ROW }>;

// A sending to every member writes one row per member: 100,000 rows take a few seconds.
const FAN_OUT_OPTIONS = { maxWait: 15_000, timeout: 120_000 };

/** Operators' messages of a site and their delivery; every query is scoped by the site. */
@Injectable()
export class BroadcastsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /**
   * Writes the sending and a mailbox row for each of its members in one INSERT ... SELECT, in
   * one transaction: members see all of it or none, and the unread count stays an index lookup.
   * Demo accounts have no mailbox; closed accounts get nothing more. A key the site used before
   * fails the first insert (a unique violation), before any mailbox is written.
   */
  send(broadcast: NewBroadcast): Promise<BroadcastRow> {
    return this.prisma.$transaction(async (tx) => {
      const { id } = await tx.mailboxBroadcast.create({
        data: {
          merchantId: broadcast.merchantId,
          audience: broadcast.recipients.audience,
          target: broadcast.target,
          texts: broadcast.texts as Prisma.InputJsonObject,
          recipients: 0,
          sentBy: broadcast.sentBy,
          createdAt: broadcast.at,
          requestKey: broadcast.requestKey,
          requestHash: broadcast.requestHash,
        },
        select: { id: true },
      });
      const delivered = await tx.$executeRaw`
        INSERT INTO mailbox_message (member_id, template, params, broadcast_id, created_at)
        SELECT m.id, ${OPERATOR_MESSAGE_TEMPLATE}, '{}'::jsonb, ${id}, ${broadcast.at}
        FROM member m
        WHERE m.merchant_id = ${broadcast.merchantId} AND m.is_agent <> 4
          AND m.status <> 'CLOSED' ${audienceCondition(broadcast.recipients)}`;
      return tx.mailboxBroadcast.update({
        where: { id },
        data: { recipients: delivered },
        select: ROW,
      });
    }, FAN_OUT_OPTIONS);
  }

  /** One page of the site's sendings, newest first (index merchant_id, id DESC). */
  async page(merchantId: number, skip: number, take: number) {
    const [rows, total] = await Promise.all([
      this.prisma.mailboxBroadcast.findMany({
        where: { merchantId },
        orderBy: { id: 'desc' },
        skip,
        take,
        select: ROW,
      }),
      this.prisma.mailboxBroadcast.count({ where: { merchantId } }),
    ]);
    return { rows, total };
  }

  find(merchantId: number, id: number): Promise<BroadcastRow | null> {
    return this.prisma.mailboxBroadcast.findFirst({ where: { id, merchantId }, select: ROW });
  }

  /** The site's sending made with this Idempotency-Key, with the request's hash. */
  findByKey(merchantId: number, requestKey: string) {
    return this.prisma.mailboxBroadcast.findFirst({
      where: { merchantId, requestKey },
      select: { ...ROW, requestHash: true },
    });
  }

  /**
   * Marks the sending deleted and takes its rows out of every mailbox, together; answers the
   * rows removed, or null when it was deleted already (nothing changes).
   */
  delete(merchantId: number, id: number, by: string, at: Date): Promise<number | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.mailboxBroadcast.updateMany({
        where: { id, merchantId, deletedAt: null },
        data: { deletedAt: at, deletedBy: by },
      });
      if (count === 0) return null;
      return (await tx.mailboxMessage.deleteMany({ where: { broadcastId: id } })).count;
    }, FAN_OUT_OPTIONS);
  }

  ranks(merchantId: number) {
    return this.prisma.vipRank.findMany({
      where: { merchantId },
      orderBy: { rankLevel: 'asc' },
      select: { rankLevel: true, labelName: true },
    });
  }

  labels(merchantId: number) {
    return this.prisma.memberLabel.findMany({
      where: { merchantId },
      orderBy: { name: 'asc' },
      select: { id: true, name: true },
    });
  }

  /** A real (not demo) member of the site by account. */
  member(merchantId: number, account: string) {
    return this.prisma.member.findFirst({
      where: { merchantId, account, isAgent: { not: 4 } },
      select: { id: true, account: true },
    });
  }
}

function audienceCondition(recipients: Recipients): Prisma.Sql {
  switch (recipients.audience) {
    case 'ALL':
      return Prisma.empty;
    case 'RANK':
      // A member without a rank is of rank 0, as for the rebate and the VIP page.
      return Prisma.sql`AND COALESCE(
        (SELECT v.rank_level FROM vip_rank v WHERE v.id = m.vip_rank_id), 0) = ${recipients.rankLevel}`;
    case 'LABEL':
      return Prisma.sql`AND EXISTS (SELECT 1 FROM member_label_assignment a
        WHERE a.member_id = m.id AND a.label_id = ${recipients.labelId})`;
    case 'MEMBER':
      return Prisma.sql`AND m.id = ${recipients.memberId}`;
  }
}
