import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** Who is calling a `T` route: set by the session guard from a live server-side session. */
export interface AuthenticatedMember {
  memberId: number;
  merchantId: number;
  sessionId: string;
  isAgent: number;
  /** The login used the default or an expired password: only the password change may run. */
  passwordChangeRequired: boolean;
}

export const CurrentMember = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedMember =>
    context.switchToHttp().getRequest<{ user: AuthenticatedMember }>().user,
);
