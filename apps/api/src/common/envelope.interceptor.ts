import { Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import type { ApiEnvelope } from '@wps/shared-types';
import { map, type Observable } from 'rxjs';

/** Wraps every handler's result in the success envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<ApiEnvelope> {
    return next
      .handle()
      .pipe(map((value: unknown) => ({ success: true, message: 'OK', value: value ?? null })));
  }
}
