import { Injectable } from '@nestjs/common';
import type { OutboxMessage } from '@wps/shared-types';
import { OUTBOX_DEFAULT_LIMIT, type OutboxQuery } from './dto/outbox.query.js';
import { OutboxRepository } from './outbox.repository.js';

@Injectable()
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  /**
   * The newest recorded messages. The outbox holds codes in clear: its route does not exist in
   * production and answers only the development key's holders on this machine.
   */
  async list(query: OutboxQuery): Promise<OutboxMessage[]> {
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
