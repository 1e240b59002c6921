import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AppError } from '../common/app-error.js';

/** A `T` route: a live session is required, else 401 UNAUTHENTICATED. */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  override handleRequest<TMember>(error: unknown, member: TMember | false): TMember {
    if (error instanceof AppError) throw error;
    if (error || !member) throw new AppError('UNAUTHENTICATED', 'Please log in first');
    return member;
  }
}

export const Authenticated = () => applyDecorators(UseGuards(SessionGuard), ApiBearerAuth());
