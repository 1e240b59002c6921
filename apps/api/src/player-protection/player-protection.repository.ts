import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ExclusionKind, PlayerLimitKind, ProtectionEventKind } from '@wps/shared-types';
import pg from 'pg';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import { GroupSender } from '../database/group-sender.js';
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
  currencyCode: string;
  currencyDecimals: number | null;
}

interface ExclusionLookup {
  memberId: number;
  at: Date;
}

// A transfer into a game wallet and a game launch look up the member's exclusion (assertMayPlay):
// one statement for all the lookups that arrive while the previous one is in the database, sent
// as a named prepared statement, as the session lookups are. Under the wallet's load a Prisma
// query of its own per transfer (parsed and planned each time) was a fifth of the transfer's
// CPU in the API and a sixth in Postgres. Nothing is cached: an exclusion holds at once.
const ACTIVE_EXCLUSIONS_SQL = `
  SELECT q.n::int AS n, x.id, x.kind::text AS kind, x.starts_at AS "startsAt",
         x.ends_at AS "endsAt"
  FROM unnest($1::int[], $2::timestamptz[]) WITH ORDINALITY AS q(member_id, at, n)
  CROSS JOIN LATERAL (
    SELECT px.id, px.kind, px.starts_at, px.ends_at FROM player_exclusion px
    WHERE px.member_id = q.member_id AND px.lifted_at IS NULL
      AND (px.ends_at IS NULL OR px.ends_at > q.at)
    ORDER BY px.starts_at DESC LIMIT 1) x`;

// Lookups are small and read-only: a few groups may be out at once.
const LOOKUP_GROUP = { maxGroup: 128, maxInFlight: 2 };

/** Player protection's rows: limits, exclusions, settings and history. */
@Injectable()
export class PlayerProtectionRepository {
  private readonly exclusions = new GroupSender<ExclusionLookup, ExclusionRow | null>(
    (group) => this.activeExclusionGroup(group),
    LOOKUP_GROUP,
  );

  constructor(
    @Inject(PRISMA) readonly prisma: PrismaClient,
    // The pool under Prisma (absent for an instance outside the API, which goes through Prisma).
    @Optional() @Inject(PG_POOL) private readonly pool?: pg.Pool,
  ) {}

  memberFacts(memberId: number, db: Db = this.prisma): Promise<MemberFacts | null> {
    return db.$queryRaw<MemberFacts[]>`
      SELECT m.id AS "memberId", m.merchant_id AS "merchantId", m.account, m.birthday, m.email,
             m.mobile_num AS "mobileNum", m.id_number AS "idNumber", s.timezone,
             s.minimum_age AS "minimumAge", s.settings, s.currency_code AS "currencyCode",
             s.currency_decimals AS "currencyDecimals"
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

  /** The member's exclusion in force at `at`, looked up with others of the moment (see above). */
  playExclusion(memberId: number, at: Date): Promise<ExclusionRow | null> {
    return this.exclusions.submit({ memberId, at });
  }

  activeExclusion(memberId: number, at: Date, db: Db = this.prisma): Promise<ExclusionRow | null> {
    return db.playerExclusion.findFirst({
      where: { memberId, liftedAt: null, OR: [{ endsAt: null }, { endsAt: { gt: at } }] },
      orderBy: { startsAt: 'desc' },
      select: { id: true, kind: true, startsAt: true, endsAt: true },
    });
  }

  private async activeExclusionGroup(group: ExclusionLookup[]): Promise<(ExclusionRow | null)[]> {
    const values = [group.map((lookup) => lookup.memberId), group.map((lookup) => lookup.at)];
    const rows = this.pool
      ? (
          await this.pool.query<ExclusionRow & { n: number }>({
            name: 'player_active_exclusions',
            text: ACTIVE_EXCLUSIONS_SQL,
            values,
          })
        ).rows
      : await this.prisma.$queryRawUnsafe<(ExclusionRow & { n: number })[]>(
          ACTIVE_EXCLUSIONS_SQL,
          ...values,
        );
    const found = new Map(rows.map(({ n, ...row }) => [n, row]));
    return group.map((_, index) => found.get(index + 1) ?? null);
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
