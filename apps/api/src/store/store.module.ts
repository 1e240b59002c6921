import { Global, Module, type DynamicModule } from '@nestjs/common';
import { KEY_VALUE_STORE, type KeyValueStore } from './key-value-store.js';

/** Provides the opened key-value store (Redis or in-process) as KEY_VALUE_STORE. */
@Global()
@Module({})
export class StoreModule {
  static forRoot(store: KeyValueStore): DynamicModule {
    return {
      module: StoreModule,
      providers: [{ provide: KEY_VALUE_STORE, useValue: store }],
      exports: [KEY_VALUE_STORE],
    };
  }
}
