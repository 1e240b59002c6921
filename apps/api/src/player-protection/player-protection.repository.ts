import { Inject, Injectable } from '@nestjs/common';
import type { ExclusionKind, PlayerLimitKind, ProtectionEventKind } from '@wps/shared-types';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';

/** A Prisma client or the interactive transaction a check runs in. */
export type Db = Prisma.TransactionClient | PrismaClient;

export interface LimitRow {
  kind: PlayerLimitKind;
  value: string;
  pendingValue: string | null;
  pendingFrom: Date | null;
}

export interface ExclusionRow {
  id: number;
  kind: ExclusionKind;
  startsAt: Date;
  endsAt: Date | null;
}

/** What the checks need of a member and its operator. */
export interface MemberFacts {
  memberId: number;
  merchantId: number;
  account: string;
  birthday: Date | null;
  email: string | null;
  mobileNum: string | null;
  idNumber: string | null;
  timezone: string;
  minimumAge: number;
  settings: Prisma.JsonValue;
}

/** Sums of one period: money strings, signed as the member's wallets saw them. */
export interface PeriodSums {
  from: Date;
  /** Wins minus stakes (negative: lost). */
  net: string;
  /** Stakes less those rolled back or refunded. */
  wagered: string;
  deposited: string;
  minutesPlayed: number;
}

export type PeriodFigures = Record<'day' | 'week' | 'month', PeriodSums>;

interface FiguresRow {
  day: Date;
  week: Date;
  month: Date;
  netDay: string;
  netWeek: string;
  netMonth: string;
  wageredDay: string;
  wageredWeek: string;
  wageredMonth: string;
  depositedDay: string;
  depositedWeek: string;
  depositedMonth: string;
  minutesWeek: number;
  minutesMonth: number;
}

// The member's money in its periods (the operator's calendar): game entries and deposits on its
// own wallets, read through journal_entry (member_id, kind, created_at). Time played counts the
// minutes with at least one bet. The periods follow the database's clock, the one that stamps
// the entries they add up.
function figuresSql(memberId: number, timezone: string): Prisma.Sql {
  return Prisma.sql`
  WITH bounds AS (
    SELECT date_trunc('day', now() AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS day,
           date_trunc('week', now() AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS week,
           date_trunc('month', now() AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS month)
  SELECT b.day, b.week, b.month,
    COALESCE(sum(l.amount) FILTER (WHERE e.kind <> 'DEPOSIT' AND e.created_at >= b.day), 0)::text AS "netDay",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind <> 'DEPOSIT' AND e.created_at >= b.week), 0)::text AS "netWeek",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind <> 'DEPOSIT' AND e.created_at >= b.month), 0)::text AS "netMonth",
    COALESCE(-sum(l.amount) FILTER (WHERE e.kind IN ('BET_DEBIT', 'ROLLBACK', 'REFUND') AND e.created_at >= b.day), 0)::text AS "wageredDay",
    COALESCE(-sum(l.amount) FILTER (WHERE e.kind IN ('BET_DEBIT', 'ROLLBACK', 'REFUND') AND e.created_at >= b.week), 0)::text AS "wageredWeek",
    COALESCE(-sum(l.amount) FILTER (WHERE e.kind IN ('BET_DEBIT', 'ROLLBACK', 'REFUND') AND e.created_at >= b.month), 0)::text AS "wageredMonth",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind = 'DEPOSIT' AND e.created_at >= b.day), 0)::text AS "depositedDay",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind = 'DEPOSIT' AND e.created_at >= b.week), 0)::text AS "depositedWeek",
    COALESCE(sum(l.amount) FILTER (WHERE e.kind = 'DEPOSIT' AND e.created_at >= b.month), 0)::text AS "depositedMonth",
    count(DISTINCT date_trunc('minute', e.created_at)) FILTER (WHERE e.kind = 'BET_DEBIT' AND e.created_at >= b.week)::int AS "minutesWeek",
    count(DISTINCT date_trunc('minute', e.created_at)) FILTER (WHERE e.kind = 'BET_DEBIT' AND e.created_at >= b.month)::int AS "minutesMonth"
  FROM bounds b
  LEFT JOIN journal_entry e ON e.member_id = ${memberId}
    AND e.kind IN ('BET_DEBIT', 'WIN_CREDIT', 'REFUND', 'ROLLBACK', 'DEPOSIT')
    AND e.created_at >= least(b.day, b.week, b.month)
  LEFT JOIN journal_line l ON l.entry_id = e.id
    AND l.account_id IN (SELECT id FROM ledger_account
                         WHERE member_id = ${memberId} AND kind IN ('MAIN', 'VENDOR'))
  GROUP BY b.day, b.week, b.month`;
}

/** Player protection's rows: limits, exclusions, settings, history, and the figures it reads. */
@Injectable()
export class PlayerProtectionRepository {
  constructor(@Inject(PRISMA) readonly prisma: PrismaClient) {}

  memberFacts(memberId: number, db: Db = this.prisma): Promise<MemberFacts | null> {
    return db.$queryRaw<MemberFacts[]>`
      SELECT m.id AS "memberId", m.merchant_id AS "merchantId", m.account, m.birthday, m.email,
             m.mobile_num AS "mobileNum", m.id_number AS "idNumber", s.timezone,
             s.minimum_age AS "minimumAge", s.settings
      FROM member m JOIN merchant s ON s.id = m.merchant_id WHERE m.id = ${memberId}`.then(
      ([row]) => row ?? null,
    );
  }

  /** Takes the member's protection row FOR UPDATE (made when missing): the member's lock. */
  async lock(db: Db, memberId: number, merchantId: number): Promise<void> {
    await db.$executeRaw`
      INSERT INTO player_protection (member_id, merchant_id) VALUES (${memberId}, ${merchantId})
      ON CONFLICT (member_id) DO NOTHING`;
    await db.$queryRaw`SELECT 1 FROM player_protection WHERE member_id = ${memberId} FOR UPDATE`;
  }

  settings(memberId: number) {
    return this.prisma.playerProtection.findUnique({ where: { memberId } });
  }

  async limits(memberId: number, db: Db = this.prisma): Promise<LimitRow[]> {
    const rows = await db.playerLimit.findMany({ where: { memberId }, orderBy: { kind: 'asc' } });
    return rows.map((row) => ({
      kind: row.kind,
      value: row.value.toFixed(2),
      pendingValue: row.pendingValue?.toFixed(2) ?? null,
      pendingFrom: row.pendingFrom,
    }));
  }

  async saveLimit(
    db: Db,
    key: { memberId: number; merchantId: number; kind: PlayerLimitKind },
    change: { value: string; pendingValue: string | null; pendingFrom: Date | null },
    at: Date,
  ): Promise<void> {
    const data = { ...change, updatedAt: at };
    await db.playerLimit.upsert({
      where: { memberId_kind: { memberId: key.memberId, kind: key.kind } },
      create: { ...key, ...data },
      update: data,
    });
  }

  async deleteLimit(db: Db, memberId: number, kind: PlayerLimitKind): Promise<void> {
    await db.playerLimit.deleteMany({ where: { memberId, kind } });
  }

  async figures(db: Db, memberId: number, timezone: string): Promise<PeriodFigures> {
    const [row] = await db.$queryRaw<FiguresRow[]>(figuresSql(memberId, timezone));
    if (!row) throw new Error('figures answered no row');
    return {
      day: sums(row.day, row.netDay, row.wageredDay, row.depositedDay, 0),
      week: sums(row.week, row.netWeek, row.wageredWeek, row.depositedWeek, row.minutesWeek),
      month: sums(row.month, row.netMonth, row.wageredMonth, row.depositedMonth, row.minutesMonth),
    };
  }

  /** The member's game net result since `from` (wins minus stakes). */
  async netSince(memberId: number, from: Date): Promise<string> {
    const [row] = await this.prisma.$queryRaw<{ net: string }[]>`
      SELECT COALESCE(sum(l.amount), 0)::text AS net
      FROM journal_entry e JOIN journal_line l ON l.entry_id = e.id
      WHERE e.member_id = ${memberId}
        AND e.kind IN ('BET_DEBIT', 'WIN_CREDIT', 'REFUND', 'ROLLBACK')
        AND e.created_at >= ${from}
        AND l.account_id IN (SELECT id FROM ledger_account
                             WHERE member_id = ${memberId} AND kind IN ('MAIN', 'VENDOR'))`;
    return row?.net ?? '0';
  }

  /** Whether the member has an entry of this kind (a first deposit or withdrawal). */
  async hasEntry(db: Db, memberId: number, kind: 'DEPOSIT' | 'WITHDRAWAL_HOLD'): Promise<boolean> {
    const rows = await db.$queryRaw<unknown[]>`
      SELECT 1 FROM journal_entry
      WHERE member_id = ${memberId} AND kind = ${kind}::"JournalEntryKind" LIMIT 1`;
    return rows.length > 0;
  }

  /** Whether an entry with this idempotency key was posted (a retried bet). */
  async entryPosted(db: Db, scope: string, key: string): Promise<boolean> {
    const rows = await db.$queryRaw<unknown[]>`
      SELECT 1 FROM journal_entry WHERE idempotency_scope = ${scope} AND idempotency_key = ${key}`;
    return rows.length > 0;
  }

  activeExclusion(memberId: number, at: Date, db: Db = this.prisma): Promise<ExclusionRow | null> {
    return db.playerExclusion.findFirst({
      where: { memberId, liftedAt: null, OR: [{ endsAt: null }, { endsAt: { gt: at } }] },
      orderBy: { startsAt: 'desc' },
      select: { id: true, kind: true, startsAt: true, endsAt: true },
    });
  }

  async startExclusion(
    db: Db,
    facts: MemberFacts,
    exclusion: { kind: ExclusionKind; startsAt: Date; endsAt: Date | null },
  ): Promise<void> {
    await db.playerExclusion.create({
      data: {
        merchantId: facts.merchantId,
        memberId: facts.memberId,
        ...exclusion,
        email: facts.email,
        mobileNum: facts.mobileNum,
        idNumber: facts.idNumber,
      },
    });
  }

  async liftExclusion(
    db: Db,
    id: number,
    lift: { at: Date; operatorId: number; reason: string },
  ): Promise<void> {
    await db.playerExclusion.update({
      where: { id },
      data: { liftedAt: lift.at, liftedByOperatorId: lift.operatorId, liftReason: lift.reason },
    });
  }

  /** Whether one of these contacts belongs to a self-exclusion of the operator still in force. */
  async selfExcludedContact(
    merchantId: number,
    contacts: { email: string | null; mobileNum: string | null; idNumber: string | null },
    at: Date,
  ): Promise<boolean> {
    const matches: Prisma.PlayerExclusionWhereInput[] = [];
    if (contacts.email) matches.push({ email: contacts.email });
    if (contacts.mobileNum) matches.push({ mobileNum: contacts.mobileNum });
    if (contacts.idNumber) matches.push({ idNumber: contacts.idNumber });
    if (matches.length === 0) return false;
    const found = await this.prisma.playerExclusion.findFirst({
      where: {
        merchantId,
        kind: 'SELF_EXCLUSION',
        liftedAt: null,
        AND: [{ OR: [{ endsAt: null }, { endsAt: { gt: at } }] }, { OR: matches }],
      },
      select: { id: true },
    });
    return found !== null;
  }

  async setRealityCheck(db: Db, memberId: number, minutes: number | null, at: Date) {
    await db.playerProtection.update({
      where: { memberId },
      data: { realityCheckMinutes: minutes, updatedAt: at },
    });
  }

  async recordEvent(
    db: Db,
    event: {
      merchantId: number;
      memberId: number;
      kind: ProtectionEventKind;
      detail: Record<string, unknown>;
      operatorId?: number | null;
      at: Date;
    },
  ): Promise<void> {
    await db.playerProtectionEvent.create({
      data: {
        merchantId: event.merchantId,
        memberId: event.memberId,
        kind: event.kind,
        detail: event.detail as Prisma.InputJsonObject,
        operatorId: event.operatorId ?? null,
        createdAt: event.at,
      },
    });
  }

  /** When the member's login session began, and its whole minutes so far (the database's clock). */
  async sessionStart(sessionId: string): Promise<{ createdAt: Date; minutes: number } | null> {
    const [row] = await this.prisma.$queryRaw<{ createdAt: Date; minutes: number }[]>`
      SELECT created_at AS "createdAt",
             greatest(0, floor(extract(epoch FROM now() - created_at) / 60))::int AS minutes
      FROM member_session WHERE id = ${sessionId}::uuid`;
    return row ?? null;
  }
}

function sums(from: Date, net: string, wagered: string, deposited: string, minutes: number) {
  return { from, net, wagered, deposited, minutesPlayed: minutes };
}
