import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { HealthValue, ReadinessValue } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';

@ApiTags('health')
@SkipThrottle()
@Controller('wps/health')
export class HealthController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  alive(): HealthValue {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: Postgres and Redis (or the in-process store) answer' })
  async ready(): Promise<ReadinessValue> {
    const [postgres, redis] = await Promise.all([
      this.prisma.$queryRaw`SELECT 1`.then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      this.store.ping().then((up) => (up ? ('up' as const) : ('down' as const))),
    ]);
    const value: ReadinessValue = { ready: postgres === 'up' && redis === 'up', postgres, redis };
    if (!value.ready) throw new AppError('SERVICE_UNAVAILABLE', 'Not ready', value);
    return value;
  }
}
