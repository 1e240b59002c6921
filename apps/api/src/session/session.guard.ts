import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { isAgentType, isDemoAccount } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import type { AuthenticatedMember } from './authenticated-member.js';

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

/** A `T` route: a live session is required (401), then the access rule (403). */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const member = context.switchToHttp().getRequest<{ user: AuthenticatedMember }>().user;
    const rule =
      this.reflector.get<AccessRule | undefined>(ACCESS_RULE, context.getHandler()) ?? {};
    assertAccess(member, rule);
    return true;
  }

  // A bad or expired token reaches here as no member; an error is the session check itself
  // failing (the database restarting, say). That is the server's failure, not the client's: a 401
  // would tell the web app to forget a token that is still good.
  override handleRequest<TMember>(error: Error | null, member: TMember | false): TMember {
    if (error) throw error;
    if (!member) throw new AppError('UNAUTHENTICATED', 'Please log in first');
    return member;
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
