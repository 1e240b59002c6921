import { Inject, Injectable } from '@nestjs/common';
import type { OutboxMessage } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { isLoopback } from '../common/loopback.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OUTBOX_DEFAULT_LIMIT, type OutboxQuery } from './dto/outbox.query.js';
import { OutboxRepository } from './outbox.repository.js';

@Injectable()
export class OutboxService {
  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The newest recorded messages. The outbox holds codes in clear, so it does not exist in
   * production mode and answers only callers on this machine (the browser tests, a developer).
   */
  async list(query: OutboxQuery, request: FastifyRequest): Promise<OutboxMessage[]> {
    if (this.config.NODE_ENV === 'production' || !isLoopback(request)) {
      throw new AppError('NOT_FOUND', 'Not found');
    }
    const rows = await this.outbox.findNewest({
      recipient: query.recipient === undefined ? undefined : asRecipient(query.recipient),
      channel: query.channel,
      limit: query.limit ?? OUTBOX_DEFAULT_LIMIT,
    });
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

// An unencoded "+" in a query string arrives as a space (trimmed away), so a bare run of digits
// means the E.164 number SMS recipients are stored as.
function asRecipient(recipient: string): string {
  return /^\d+$/.test(recipient) ? `+${recipient}` : recipient;
}
