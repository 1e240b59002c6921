import type { LoggerService } from '@nestjs/common';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

// Body fields and headers that carry secrets; pino writes "[Redacted]" in their place.
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'initialPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'confirmPaymentPassword',
  'verificationCode',
  'captcha',
  'token',
  'code',
  'recoveryCodes',
  'secret',
];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&]*`, 'gi');

/** The one structured logger: Fastify logs each request with its id, Nest logs through it too. */
export function createLogger(
  config: Pick<AppConfig, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
      ],
    },
    serializers: {
      // Method, path and address only: headers and bodies are never written.
      req: (request: { method?: string; url?: string; ip?: string }) => ({
        method: request.method,
        url: request.url === undefined ? undefined : maskSecretsInUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function maskSecretsInUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]');
}

/**
 * One access line per request: Fastify's own logging writes two at info level (one on arrival,
 * one on the answer), which doubled the logging cost of every request. The one line is written
 * when the answer has gone, with the request's method, path and address, the status and the time
 * it took (at error level when the answer failed). docs/decisions.md, "One access line".
 *
 * The line of an answered request holds only what the serializers keep (method, masked path,
 * address, status), so it is written without the redaction pass, which cost five times the rest
 * of the line (bench/README.md, "Mailbox"); an error's line may carry anything and keeps it.
 */
export class AccessLogController extends LogController {
  private accessLog: FastifyBaseLogger | null = null;

  override incomingRequest(): void {
    // Written with the answer, in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    this.accessLog ??= request.server.log.child({}, { redact: { paths: [] } });
    this.accessLog.info({ reqId: request.id, ...line }, 'request completed');
  }
}

/** Nest's LoggerService on top of the pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
