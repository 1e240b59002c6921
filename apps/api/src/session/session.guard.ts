import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { isAgentType, isDemoAccount } from '@wps/shared-types';
import type { IncomingHttpHeaders } from 'node:http';
import { ExtractJwt } from 'passport-jwt';
import { AppError } from '../common/app-error.js';
import type { AuthenticatedMember } from './authenticated-member.js';
import { SessionService } from './session.service.js';

/** Who may call a `T` route beyond holding a live session (spec 1 §6). */
export interface AccessRule {
  /** Demo / free-play accounts (isAgent 4) are refused with NEED_TRUE_ACCOUNT. */
  realAccount?: boolean;
  /** Only agent types (1, 2, 41, 42). */
  agent?: boolean;
  /** Still allowed while the forced password change is pending (change, logout, info). */
  duringPasswordChange?: boolean;
}

const ACCESS_RULE = Symbol('ACCESS_RULE');

/** Throws the 403 that explains why a live session may not do what the rule guards. */
export function assertAccess(member: AuthenticatedMember, rule: AccessRule): void {
  if (member.passwordChangeRequired && !rule.duringPasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password first');
  }
  if (rule.realAccount && isDemoAccount(member.isAgent)) {
    throw new AppError('NEED_TRUE_ACCOUNT', 'Please Register An Account First');
  }
  if (rule.agent && !isAgentType(member.isAgent)) {
    throw new AppError('NOT_AGENT', 'Non-agents cannot log in');
  }
}

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * A `T` route: a live session is required (401), then the access rule (403). passport-jwt's
 * extractor reads the bearer token; SessionService checks its signature and expiry, then its
 * server-side session (a failure of that check itself, the database restarting, say, is the
 * server's: a 500, not a 401 that would make the web app forget a good token).
 *
 * Not through Passport's middleware: it makes a copy of the strategy for every request
 * (Object.create with five closures on it), and those copies outlived the young generation's
 * collections, which set the unread count's slow hundredth (bench/README.md, "Mailbox").
 */
@Injectable()
export class SessionGuard implements CanActivate {
  private sessions: SessionService | null = null;

  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<{ headers: IncomingHttpHeaders; user?: AuthenticatedMember }>();
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please log in first');
    // Every feature module guards its routes with this class; the session service is the
    // application's one, found once.
    this.sessions ??= this.moduleRef.get<SessionService>(SessionService, { strict: false });
    const member = await this.sessions.authenticateToken(token);
    request.user = member;
    const rule =
      this.reflector.get<AccessRule | undefined>(ACCESS_RULE, context.getHandler()) ?? {};
    assertAccess(member, rule);
    return true;
  }
}

export const Authenticated = (rule: AccessRule = {}) =>
  applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    UseGuards(SessionGuard),
    ApiBearerAuth(),
    // The document says what the guard refuses, so a client knows which sessions a route takes.
    ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED: no live session' }),
    ...(forbiddenWhen(rule).length > 0
      ? [ApiForbiddenResponse({ description: forbiddenWhen(rule).join('; ') })]
      : []),
  );

/** The 403 answers of a rule, as the document lists them: `CODE: when`. */
function forbiddenWhen(rule: AccessRule): string[] {
  return [
    ...(rule.duringPasswordChange
      ? []
      : ['PASSWORD_CHANGE_REQUIRED: the forced password change is pending']),
    ...(rule.realAccount ? ['NEED_TRUE_ACCOUNT: a demo or free-play account'] : []),
    ...(rule.agent ? ['NOT_AGENT: not an agent'] : []),
  ];
}
