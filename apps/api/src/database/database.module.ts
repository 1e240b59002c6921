import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import pg from 'pg';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { createPrismaClient, type PrismaClient } from './prisma.factory.js';

export const PRISMA = Symbol('PRISMA');
/**
 * The node-postgres pool under PRISMA, for the few hot read statements where Prisma's own cost
 * per query (about 0.2 ms of API CPU, more than the statement) matters: the game-list pages.
 */
export const PG_POOL = Symbol('PG_POOL');

const POOL_SIZE = 10;

@Injectable()
class PrismaLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.prisma.$disconnect();
    await this.pool.end();
  }
}

// Postgres may close an idle connection (a restart, an administrator, a failover). The pool then
// emits 'error', and with no listener that ends the whole process. Prisma's adapter listens only
// while it is connected (it lets go on $disconnect, before the pool has ended), so the pool keeps
// a listener of its own: the error is logged and the next query opens a new connection.
function openPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const logger = new Logger('Database');
  pool.on('error', (error) => logger.warn(`idle database connection closed: ${error.message}`));
  return pool;
}

/**
 * The API's stores, for every module: one Prisma client (PRISMA) and its pool (PG_POOL) for
 * Postgres, and the opened key-value store (KEY_VALUE_STORE: Redis or in-process).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, store: KeyValueStore): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: PG_POOL,
          useFactory: () => openPool(databaseUrl),
        },
        {
          provide: PRISMA,
          inject: [PG_POOL],
          useFactory: (pool: pg.Pool) => createPrismaClient(pool),
        },
        PrismaLifecycle,
        { provide: KEY_VALUE_STORE, useValue: store },
      ],
      exports: [PRISMA, PG_POOL, KEY_VALUE_STORE],
    };
  }
}
