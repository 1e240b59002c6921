import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { OperatorRole } from '@wps/shared-types';

/** What one console write changed, for the audit trail: set by the service that made it. */
export interface AuditedChange {
  /** What was changed, e.g. "member:42" or "site". */
  target: string | null;
  before?: unknown;
  after?: unknown;
  /** Why, when the operator gave a reason. */
  reason?: string;
}

/**
 * The signed-in operator a console request acts as, read at the edge from the session cookie:
 * all that console services know of the request.
 */
export interface OperatorActor {
  sessionId: string;
  operatorId: number;
  merchantId: number;
  username: string;
  role: OperatorRole;
  mustChangePassword: boolean;
  ip: string;
  /** The route served, e.g. "POST /wps/console/members/:memberId/lock". */
  action: string;
  /**
   * Filled by the service that changes something; the audit interceptor writes it. Null: the
   * request changed nothing (a retry answered from its first result).
   */
  change?: AuditedChange | null;
}

export type ConsoleRequest = { operator?: OperatorActor };

/** The operator of a console route (set by OperatorSessionGuard). */
export const CurrentOperator = createParamDecorator(
  (_data: unknown, context: ExecutionContext): OperatorActor => {
    const operator = context.switchToHttp().getRequest<ConsoleRequest>().operator;
    if (!operator) throw new Error('CurrentOperator needs a ConsoleRoute');
    return operator;
  },
);
