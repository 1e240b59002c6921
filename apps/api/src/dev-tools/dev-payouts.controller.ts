import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsISO8601 } from 'class-validator';
import { REAL_TIME_WINDOW_MS, RealTimeSalaryJob } from '../agent-payouts/agent-payout.jobs.js';
import { invalidInput } from '../common/app-error.js';
import { DEV_TOOLS_KEY_HEADER, DevelopmentToolsGuard } from '../common/development-tools.guard.js';
import { CLOCK, type Clock } from '../config/clock.js';

export class RealTimeWindowDto {
  /** The start of a 5-minute window (UTC-aligned), e.g. 2026-11-28T18:05:00.000Z. */
  @IsISO8601({ strict: true })
  windowStart: string;
}

/**
 * Pays a real-time salary window at once, for browser tests and demos (development only: this
 * machine, with the development key). The scheduled job pays a window one window after it ended,
 * so rounds settling at its edge have committed; here the caller knows nothing is in flight. A
 * window that has not ended is refused, as the console's re-run refuses a period that has not.
 */
@ApiTags('development')
@ApiHeader({ name: DEV_TOOLS_KEY_HEADER, description: 'The development key (DEV_TOOLS_KEY)' })
@UseGuards(DevelopmentToolsGuard)
@Controller('wps/dev')
export class DevPayoutsController {
  constructor(
    private readonly realTime: RealTimeSalaryJob,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('agent-payouts/real-time-window')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pays an ended real-time salary window now (development only); nothing twice',
  })
  payWindow(@Body() dto: RealTimeWindowDto): Promise<{ written: number; paid: string }> {
    const start = new Date(dto.windowStart);
    if (start.getTime() % REAL_TIME_WINDOW_MS !== 0) {
      throw invalidInput({ windowStart: 'The start of a 5-minute window' });
    }
    if (start.getTime() + REAL_TIME_WINDOW_MS > this.clock.now()) {
      throw invalidInput({ windowStart: 'A window that has ended' });
    }
    return this.realTime.payWindow(start);
  }
}
