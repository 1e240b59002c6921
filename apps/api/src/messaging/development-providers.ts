import { AppError } from '../common/app-error.js';
import type { EmailProvider, SmsProvider } from './message-providers.js';
import type { OutboxRepository } from './outbox.repository.js';

/** Development SMS: the message is written to the outbox, where operators and tests read it. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly outbox: OutboxRepository) {}

  send(to: string, text: string): Promise<void> {
    return this.outbox.record('SMS', to, text);
  }
}

/** Development e-mail: the outbox has no subject column, so the subject heads the text. */
export class OutboxEmailProvider implements EmailProvider {
  constructor(private readonly outbox: OutboxRepository) {}

  send(to: string, subject: string, text: string): Promise<void> {
    return this.outbox.record('EMAIL', to, `${subject}\n\n${text}`);
  }
}

/**
 * Production without a real gateway: refusing loudly beats pretending to send, and the outbox
 * (which holds codes in clear) is never filled in production.
 */
export class UnconfiguredSmsProvider implements SmsProvider {
  async send(): Promise<void> {
    throw new AppError('SERVICE_UNAVAILABLE', 'SMS is not configured');
  }
}

export class UnconfiguredEmailProvider implements EmailProvider {
  async send(): Promise<void> {
    throw new AppError('SERVICE_UNAVAILABLE', 'E-mail is not configured');
  }
}
