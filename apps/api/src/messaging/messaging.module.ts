import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import {
  OutboxEmailProvider,
  OutboxSmsProvider,
  UnconfiguredEmailProvider,
  UnconfiguredSmsProvider,
} from './development-providers.js';
import { EMAIL_PROVIDER, SMS_PROVIDER } from './message-providers.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';

// No real gateway exists yet: development and test write to the outbox, production refuses.
const isProduction = (config: AppConfig) => config.NODE_ENV === 'production';

const PROVIDERS = [
  OutboxRepository,
  OutboxService,
  {
    provide: SMS_PROVIDER,
    inject: [APP_CONFIG, OutboxRepository],
    useFactory: (config: AppConfig, outbox: OutboxRepository) =>
      isProduction(config) ? new UnconfiguredSmsProvider() : new OutboxSmsProvider(outbox),
  },
  {
    provide: EMAIL_PROVIDER,
    inject: [APP_CONFIG, OutboxRepository],
    useFactory: (config: AppConfig, outbox: OutboxRepository) =>
      isProduction(config) ? new UnconfiguredEmailProvider() : new OutboxEmailProvider(outbox),
  },
];

/** SMS and e-mail providers (SMS_PROVIDER, EMAIL_PROVIDER) and the development outbox. */
@Module({
  providers: PROVIDERS,
  exports: [SMS_PROVIDER, EMAIL_PROVIDER, OutboxService],
})
export class MessagingModule {}
