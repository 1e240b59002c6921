import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorAnswer } from './error-envelope.js';
import type { WebAppFallback } from './web-app-fallback.js';

/** Writes every error as the `{success: false, message, value, code}` envelope. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly webApp: WebAppFallback | null) {}

  async catch(error: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body, unexpected } = toErrorAnswer(error);
    if (status === 404 && this.webApp && (await this.webApp.serve(request, reply))) return;
    if (unexpected) request.log.error({ err: error }, 'unexpected error');
    await reply.status(status).send(body);
  }
}
