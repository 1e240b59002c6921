import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createPrismaClient, type PrismaClient } from './prisma.factory.js';

export const PRISMA = Symbol('PRISMA');

@Injectable()
class PrismaLifecycle implements OnApplicationShutdown {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.prisma.$disconnect();
  }
}

/** Provides one Prisma client (PRISMA) for the database the API opened at start. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: PRISMA, useFactory: () => createPrismaClient(databaseUrl) },
        PrismaLifecycle,
      ],
      exports: [PRISMA],
    };
  }
}
