import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { ApiEnvelope } from '@wps/shared-types';
import { map, type Observable } from 'rxjs';

/** A handler's answer whose envelope carries a message of its own (e.g. 'in_been_out'). */
export class MessageAnswer<T> {
  constructor(
    readonly message: string,
    readonly value: T,
  ) {}
}

/** Wraps every HTTP handler's result in the success envelope (socket frames have their own). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    return next
      .handle()
      .pipe(
        map((result: unknown): ApiEnvelope =>
          result instanceof MessageAnswer
            ? { success: true, message: result.message, value: result.value ?? null }
            : { success: true, message: 'OK', value: result ?? null },
        ),
      );
  }
}
