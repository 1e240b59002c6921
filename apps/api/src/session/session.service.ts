import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { SessionRepository } from './session.repository.js';

/** Who is knocking: the client address and browser of a request. */
export interface ClientContext {
  ip: string | null;
  userAgent: string | null;
}

export interface SessionTokenPayload {
  sub: number;
  sid: string;
}

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
  ): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + this.config.SESSION_TTL_HOURS * 3_600_000);
    await this.sessions.create({
      id: sessionId,
      memberId,
      loginType,
      passwordChangeRequired,
      ip: client.ip,
      userAgent: client.userAgent,
      expiresAt,
    });
    const payload: SessionTokenPayload = { sub: memberId, sid: sessionId };
    const token = await this.jwt.signAsync(payload, {
      expiresIn: `${this.config.SESSION_TTL_HOURS}h`,
    });
    return { token, sessionId, expiresAt };
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
}
