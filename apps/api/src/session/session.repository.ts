import { Inject, Injectable } from '@nestjs/common';
import pg from 'pg';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import { GroupSender } from '../database/group-sender.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { MemberStatus } from '../generated/prisma/client.js';

export interface NewSession {
  id: string;
  memberId: number;
  loginType: string;
  passwordChangeRequired: boolean;
  ip: string | null;
  userAgent: string | null;
  deviceId: string | null;
  expiresAt: Date;
}

/** A live session with what the guard needs of its member. */
export interface ActiveSession {
  id: string;
  passwordChangeRequired: boolean;
  member: { id: number; merchantId: number; isAgent: number; status: MemberStatus };
}

interface ActiveSessionRow {
  n: number;
  id: string;
  passwordChangeRequired: boolean;
  memberId: number;
  merchantId: number;
  isAgent: number;
  status: MemberStatus;
}

interface SessionLookup {
  id: string;
  memberId: number;
}

// Every authenticated request runs this: one statement (sessions joined to their members) for
// all the requests that arrive while the previous lookup is in the database, sent as a named
// prepared statement so each connection plans it once. Nothing is cached: a session revoked
// before a request's lookup starts is never accepted.
const ACTIVE_SESSIONS_SQL = `
  SELECT q.n::int AS n, s.id, s.password_change_required AS "passwordChangeRequired",
         m.id AS "memberId", m.merchant_id AS "merchantId", m.is_agent AS "isAgent",
         m.status::text AS status
  FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS q(id, member_id, n)
  JOIN member_session s ON s.id = q.id AND s.member_id = q.member_id
  JOIN member m ON m.id = s.member_id
  WHERE s.revoked_at IS NULL AND s.expires_at > now()`;

// Lookups are small and read-only: a few groups may be out at once.
const LOOKUP_GROUP = { maxGroup: 128, maxInFlight: 2 };

const LIVE_SESSION_IDS_SQL = `
  SELECT s.id FROM member_session s JOIN member m ON m.id = s.member_id
  WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND s.expires_at > $2
    AND m.status = 'ACTIVE'`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SessionRepository {
  private readonly lookups = new GroupSender<SessionLookup, ActiveSession | null>(
    (group) => this.findActiveGroup(group),
    LOOKUP_GROUP,
  );

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async create(session: NewSession): Promise<void> {
    await this.prisma.memberSession.create({ data: session });
  }

  /** A session that is neither revoked nor expired, with what the guard needs of its member. */
  async findActive(id: string, memberId: number): Promise<ActiveSession | null> {
    // Not a session id at all (the column is a uuid): no session, as Prisma answered.
    if (!UUID_PATTERN.test(id) || !isInt4(memberId)) return null;
    return this.lookups.submit({ id, memberId });
  }

  private async findActiveGroup(group: SessionLookup[]): Promise<(ActiveSession | null)[]> {
    const { rows } = await this.pool.query<ActiveSessionRow>({
      name: 'session_find_active',
      text: ACTIVE_SESSIONS_SQL,
      values: [group.map((lookup) => lookup.id), group.map((lookup) => lookup.memberId)],
    });
    const found = new Map(rows.map((row) => [row.n, row]));
    return group.map((_, index) => {
      const row = found.get(index + 1);
      if (!row) return null;
      return {
        id: row.id,
        passwordChangeRequired: row.passwordChangeRequired,
        member: {
          id: row.memberId,
          merchantId: row.merchantId,
          isAgent: row.isAgent,
          status: row.status,
        },
      };
    });
  }

  async liveIds(ids: string[]): Promise<Set<string>> {
    const candidates = ids.filter((id) => UUID_PATTERN.test(id));
    if (candidates.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string }>(LIVE_SESSION_IDS_SQL, [
      candidates,
      new Date(),
    ]);
    return new Set(rows.map((row) => row.id));
  }

  async revoke(id: string, memberId: number): Promise<void> {
    await this.prisma.memberSession.updateMany({
      where: { id, memberId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
  }

  async clearPasswordChangeRequired(id: string): Promise<void> {
    await this.prisma.memberSession.update({
      where: { id },
      data: { passwordChangeRequired: false },
    });
  }

  async limitLength(memberId: number, minutes: number): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE member_session
      SET expires_at = least(expires_at, created_at + make_interval(mins => ${minutes}))
      WHERE member_id = ${memberId} AND revoked_at IS NULL AND expires_at > now()`;
  }

  /** Revokes every live session of a member but one (after a password change). */
  async revokeOthers(memberId: number, keepId: string | null): Promise<number> {
    const result = await this.prisma.memberSession.updateMany({
      where: { memberId, revokedAt: null, ...(keepId ? { NOT: { id: keepId } } : {}) },
      data: { revokedAt: new Date() },
    });
    return result.count;
  }
}

function isInt4(value: number): boolean {
  return Number.isInteger(value) && value >= -2_147_483_648 && value <= 2_147_483_647;
}
