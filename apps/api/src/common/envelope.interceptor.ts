import { Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import type { ApiEnvelope } from '@wps/shared-types';
import { map, type Observable } from 'rxjs';

/** A handler's answer whose envelope carries a message of its own (e.g. 'in_been_out'). */
export class MessageAnswer<T> {
  constructor(
    readonly message: string,
    readonly value: T,
  ) {}
}

/** Wraps every handler's result in the success envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<ApiEnvelope> {
    return next
      .handle()
      .pipe(
        map((result: unknown) =>
          result instanceof MessageAnswer
            ? { success: true, message: result.message, value: result.value ?? null }
            : { success: true, message: 'OK', value: result ?? null },
        ),
      );
  }
}
