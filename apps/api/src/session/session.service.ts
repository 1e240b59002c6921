import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { TabSessionValue } from '@wps/shared-types';
import type { AuthenticatedMember } from './authenticated-member.js';
import { SessionRepository } from './session.repository.js';

/** Who is knocking: the client address and browser of a request. */
export interface ClientContext {
  ip: string | null;
  userAgent: string | null;
  /** The browser's device id, when it sent one. */
  device?: string | null;
}

export interface SessionTokenPayload {
  sub: number;
  sid: string;
  /** Set only on a tab-session credential, which is never a token. */
  aud?: string;
  exp?: number;
}

// The audience of the tab-session cookie's credential: signed with the same key as tokens, so the
// audience keeps one from passing for the other.
const TAB_CREDENTIAL_AUDIENCE = 'tab-session';

/**
 * Login sessions: the token is a signed JWT naming a server-side session row, so a session can
 * be revoked at once (logout, password change) although the token itself has not expired.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async open(
    memberId: number,
    loginType: string,
    client: ClientContext,
    passwordChangeRequired = false,
    /** The member's session time limit ends it sooner (player protection). */
    endsAt: Date | null = null,
  ): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const sessionId = randomUUID();
    const ttlEnd = Date.now() + this.config.SESSION_TTL_HOURS * 3_600_000;
    const expiresAt = new Date(endsAt ? Math.min(ttlEnd, endsAt.getTime()) : ttlEnd);
    await this.sessions.create({
      id: sessionId,
      memberId,
      loginType,
      passwordChangeRequired,
      ip: client.ip,
      userAgent: client.userAgent,
      deviceId: client.device ?? null,
      expiresAt,
    });
    const payload: SessionTokenPayload = { sub: memberId, sid: sessionId };
    const token = await this.jwt.signAsync(payload, {
      expiresIn: `${this.config.SESSION_TTL_HOURS}h`,
    });
    return { token, sessionId, expiresAt };
  }

  /** The member of the live session a verified token names; else UNAUTHENTICATED. */
  async authenticate(payload: SessionTokenPayload): Promise<AuthenticatedMember> {
    if (
      typeof payload.sid !== 'string' ||
      typeof payload.sub !== 'number' ||
      payload.aud !== undefined
    ) {
      throw new AppError('UNAUTHENTICATED', 'Please log in first');
    }
    const session = await this.sessions.findActive(payload.sid, payload.sub);
    if (!session || session.member.status !== 'ACTIVE') {
      throw new AppError('UNAUTHENTICATED', 'Your session has ended, please log in again');
    }
    return {
      memberId: session.member.id,
      merchantId: session.member.merchantId,
      sessionId: session.id,
      isAgent: session.member.isAgent,
      passwordChangeRequired: session.passwordChangeRequired,
    };
  }

  /** Checks a token's signature and expiry, then its session (callers without a bearer header). */
  async authenticateToken(token: string): Promise<AuthenticatedMember> {
    let payload: SessionTokenPayload;
    try {
      payload = this.jwt.verify<SessionTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      throw new AppError('UNAUTHENTICATED', 'Please log in first');
    }
    return this.authenticate(payload);
  }

  /**
   * The credential of the tab-session cookie for a token this service signed at login: the same
   * session and expiry, under its own audience.
   */
  async tabCredential(token: string): Promise<string> {
    const payload = await this.jwt.verifyAsync<SessionTokenPayload>(token, {
      algorithms: ['HS256'],
    });
    return this.jwt.signAsync(
      { sub: payload.sub, sid: payload.sid, exp: payload.exp },
      { audience: TAB_CREDENTIAL_AUDIENCE },
    );
  }

  /**
   * A new tab's own token for the session a tab-session credential names, while that session is
   * live: a logout or a revocation ends every tab's way back in with it.
   */
  async joinFromTab(credential: string | undefined): Promise<TabSessionValue> {
    const payload = credential
      ? await this.jwt
          .verifyAsync<SessionTokenPayload>(credential, {
            algorithms: ['HS256'],
            audience: TAB_CREDENTIAL_AUDIENCE,
          })
          .catch(() => null)
      : null;
    if (!payload) throw new AppError('UNAUTHENTICATED', 'Please log in first');
    const member = await this.authenticate({ sub: payload.sub, sid: payload.sid });
    const token = await this.jwt.signAsync({
      sub: payload.sub,
      sid: payload.sid,
      exp: payload.exp,
    });
    return { token, passwordChangeRequired: member.passwordChangeRequired };
  }

  /** Which of these sessions are still live: not revoked, not expired, their member active. */
  liveSessionIds(sessionIds: string[]): Promise<Set<string>> {
    return this.sessions.liveIds(sessionIds);
  }

  revoke(sessionId: string, memberId: number): Promise<void> {
    return this.sessions.revoke(sessionId, memberId);
  }

  /** After the forced password change, the session may do everything again. */
  passwordChanged(sessionId: string): Promise<void> {
    return this.sessions.clearPasswordChangeRequired(sessionId);
  }

  revokeOthers(memberId: number, keepSessionId: string | null): Promise<number> {
    return this.sessions.revokeOthers(memberId, keepSessionId);
  }

  /** A member's session time limit, lowered: its live sessions end `minutes` after their start. */
  limitLength(memberId: number, minutes: number): Promise<void> {
    return this.sessions.limitLength(memberId, minutes);
  }
}
