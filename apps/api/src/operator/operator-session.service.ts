import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { OPERATOR_SESSION } from '@wps/shared-types';
import type { Visitor } from '../common/visitor.js';
import { CLOCK, type Clock } from '../config/clock.js';
import type { OperatorActor } from './operator-actor.js';
import { OperatorAccountRepository } from './operator-account.repository.js';

const IDLE_MS = OPERATOR_SESSION.idleMinutes * 60_000;
const MAX_MS = OPERATOR_SESSION.maxHours * 3_600_000;
// Writing lastSeenAt on every request would make each console read a write.
const TOUCH_EVERY_MS = 60_000;

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Console sessions: the cookie carries a random token, the database its hash. A session ends
 * when revoked, after OPERATOR_SESSION.idleMinutes without a request, or at its maximum age.
 */
@Injectable()
export class OperatorSessionService {
  constructor(
    private readonly accounts: OperatorAccountRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Opens a session; answers the token for the cookie (never stored as such). */
  async open(operatorId: number, visitor: Visitor): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.accounts.createSession({
      id: randomUUID(),
      tokenHash: tokenHashOf(token),
      operatorId,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      createdAt: new Date(this.clock.now()),
      expiresAt: new Date(this.clock.now() + MAX_MS),
    });
    return token;
  }

  /** The operator of a live session of `merchantId`'s console, or null. */
  async resolve(
    token: string,
    merchantId: number,
    request: { ip: string; action: string },
  ): Promise<OperatorActor | null> {
    const session = await this.accounts.sessionByTokenHash(tokenHashOf(token));
    const now = this.clock.now();
    if (
      !session ||
      session.revokedAt ||
      session.expiresAt.getTime() <= now ||
      session.lastSeenAt.getTime() + IDLE_MS <= now ||
      session.disabledAt ||
      session.merchantId !== merchantId
    ) {
      return null;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await this.accounts.touchSession(session.id, new Date(now));
    }
    return {
      sessionId: session.id,
      operatorId: session.operatorId,
      merchantId: session.merchantId,
      username: session.username,
      role: session.role,
      mustChangePassword: session.mustChangePassword,
      ip: request.ip,
      action: request.action,
    };
  }

  end(actor: OperatorActor): Promise<void> {
    return this.accounts.revokeSession(actor.sessionId, new Date(this.clock.now()));
  }

  /** Ends every session of the operator, or every one but `except`. */
  endAll(operatorId: number, except?: string): Promise<void> {
    return this.accounts.revokeSessions(operatorId, new Date(this.clock.now()), except);
  }
}
