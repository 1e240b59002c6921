import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  UseInterceptors,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiCookieAuth, ApiHeader } from '@nestjs/swagger';
import {
  CONSOLE_REQUEST_HEADER,
  CONSOLE_SESSION_COOKIE,
  roleAllows,
  type OperatorPermission,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { CredentialRoute } from '../rate-limit/credential-routes.js';
import { AuditTrail, AuditTrailInterceptor, type RefusedRequest } from './audit-trail.js';
import type { ConsoleRequest, OperatorActor } from './operator-actor.js';
import { OperatorSessionService } from './operator-session.service.js';

interface ConsoleAccess {
  /** What the operator's role must allow; none for routes every signed-in operator may use. */
  permission: OperatorPermission | null;
  /** Still allowed while the first-sign-in password change is pending (me, change, sign-out). */
  duringPasswordChange?: boolean;
}

const CONSOLE_ACCESS = Symbol('CONSOLE_ACCESS');
const READS = new Set(['GET', 'HEAD']);

const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url}`;

/**
 * Writes the audit row of a refused console request (issue 26: every refusal of access is
 * audited, within the trail's flood bound) and returns the refusal to throw.
 */
async function audited(
  trail: AuditTrail,
  request: FastifyRequest,
  merchantId: number,
  operator: OperatorActor | null,
  refusal: AppError,
): Promise<AppError> {
  const refused: RefusedRequest = {
    merchantId,
    operator,
    ip: request.ip,
    route: routeOf(request),
    status: refusal.status,
    reason: refusal.message,
  };
  await trail.recordRefusal(refused);
  return refusal;
}

/**
 * Console writes must carry CONSOLE_REQUEST_HEADER: a page of another site can make a browser
 * send the cookie (were SameSite ever relaxed) but not a custom header without a preflight.
 */
@Injectable()
export class ConsoleRequestGuard implements CanActivate {
  constructor(
    private readonly merchants: MerchantService,
    private readonly trail: AuditTrail,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!READS.has(request.method) && request.headers[CONSOLE_REQUEST_HEADER] === undefined) {
      const site = await this.merchants.siteForHost(request.hostname);
      throw await audited(
        this.trail,
        request,
        site.id,
        null,
        new AppError('FORBIDDEN', `Console writes need the ${CONSOLE_REQUEST_HEADER} header`),
      );
    }
    return true;
  }
}

/** A signed-in operator of this site whose role allows the route (401, then 403). */
@Injectable()
export class OperatorSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: OperatorSessionService,
    private readonly merchants: MerchantService,
    private readonly trail: AuditTrail,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & ConsoleRequest>();
    const access = this.reflector.get<ConsoleAccess>(CONSOLE_ACCESS, context.getHandler());
    const token = request.cookies[CONSOLE_SESSION_COOKIE];
    const site = await this.merchants.siteForHost(request.hostname);
    const operator =
      token &&
      (await this.sessions.resolve(token, site.id, { ip: request.ip, action: routeOf(request) }));
    if (!operator) {
      const refusal = new AppError('UNAUTHENTICATED', 'Please sign in to the console');
      throw await audited(this.trail, request, site.id, null, refusal);
    }
    const refusal =
      operator.mustChangePassword && !access.duringPasswordChange
        ? new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password first')
        : access.permission && !roleAllows(operator.role, access.permission)
          ? new AppError('FORBIDDEN', 'Your role does not allow this')
          : null;
    if (refusal) throw await audited(this.trail, request, site.id, operator, refusal);
    request.operator = operator;
    return true;
  }
}

/**
 * A console route: a live console session of this site whose role has `permission`; every
 * write is written to the audit trail once it succeeds.
 */
export const ConsoleRoute = (
  permission: OperatorPermission | null,
  options: { duringPasswordChange?: boolean } = {},
) =>
  applyDecorators(
    SetMetadata(CONSOLE_ACCESS, { permission, ...options } satisfies ConsoleAccess),
    UseGuards(ConsoleRequestGuard, OperatorSessionGuard),
    UseInterceptors(AuditTrailInterceptor),
    ApiCookieAuth(CONSOLE_SESSION_COOKIE),
    ApiHeader({ name: CONSOLE_REQUEST_HEADER, required: false, description: 'Required on writes' }),
  );

/** A step of the console's sign-in: rate-limited per address like every credential route. */
export const ConsoleSignInRoute = () =>
  applyDecorators(
    UseGuards(ConsoleRequestGuard),
    CredentialRoute(),
    ApiHeader({ name: CONSOLE_REQUEST_HEADER, required: true }),
  );
