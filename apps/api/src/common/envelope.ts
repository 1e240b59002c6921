import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { ApiEnvelope } from '@wps/shared-types';

/** A handler's answer whose envelope carries a message of its own (e.g. 'in_been_out'). */
export class MessageAnswer<T> {
  constructor(
    readonly message: string,
    readonly value: T,
  ) {}
}

/** A handler's result in the success envelope. */
export function successEnvelope(result: unknown): ApiEnvelope {
  return result instanceof MessageAnswer
    ? { success: true, message: result.message, value: result.value ?? null }
    : { success: true, message: 'OK', value: result ?? null };
}

/**
 * The Fastify adapter that wraps every HTTP handler's result in the success envelope (socket
 * frames have their own). Nest hands each handler's result to the adapter's `reply`; errors are
 * sent by ErrorFilter and routes with @Res() send their own, so neither passes here. This was a
 * global interceptor: an interceptor puts every request through rxjs (a subject, a deferred
 * observable, a pipe and their subscribers), a share of each request's time and garbage
 * (bench/README.md).
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  override reply(
    response: Parameters<FastifyAdapter['reply']>[0],
    body: unknown,
    statusCode?: number,
  ): ReturnType<FastifyAdapter['reply']> {
    return super.reply(response, successEnvelope(body), statusCode);
  }
}
