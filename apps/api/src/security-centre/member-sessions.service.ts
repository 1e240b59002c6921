import { Inject, Injectable } from '@nestjs/common';
import type {
  LoginHistoryEntry,
  MemberSessionEntry,
  SecurityPage,
  SignOutOthersValue,
} from '@wps/shared-types';
import { pageCount } from '../common/paging.query.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { SessionService } from '../session/session.service.js';
import { deviceName } from './device.js';
import { SecurityCentreRepository, type SessionRow } from './security-centre.repository.js';

export interface SecurityPageQuery {
  pageNo: number;
  pageSize: number;
}

/** The member's login history and live sessions, and signing out every other device. */
@Injectable()
export class MemberSessionsService {
  constructor(
    private readonly repository: SecurityCentreRepository,
    private readonly sessions: SessionService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async logins(
    member: AuthenticatedMember,
    query: SecurityPageQuery,
  ): Promise<SecurityPage<LoginHistoryEntry>> {
    const { total, rows } = await this.repository.logins(
      member.memberId,
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    return pageOf(rows.map(loginEntry), total, query);
  }

  async liveSessions(
    member: AuthenticatedMember,
    query: SecurityPageQuery,
  ): Promise<SecurityPage<MemberSessionEntry>> {
    const { total, rows } = await this.repository.liveSessions(
      member.memberId,
      new Date(this.clock.now()),
      (query.pageNo - 1) * query.pageSize,
      query.pageSize,
    );
    const list = rows.map((row) => ({ ...loginEntry(row), current: row.id === member.sessionId }));
    return pageOf(list, total, query);
  }

  /** Ends every other session of the member at once (the next request of each answers 401). */
  async signOutOthers(member: AuthenticatedMember): Promise<SignOutOthersValue> {
    return { signedOut: await this.sessions.revokeOthers(member.memberId, member.sessionId) };
  }
}

function loginEntry(row: SessionRow): LoginHistoryEntry {
  return { createdAt: row.createdAt.toISOString(), address: row.ip, ...deviceName(row.userAgent) };
}

function pageOf<Row>(list: Row[], total: number, query: SecurityPageQuery): SecurityPage<Row> {
  return {
    list,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: total,
    totalPages: pageCount(total, query.pageSize),
  };
}
