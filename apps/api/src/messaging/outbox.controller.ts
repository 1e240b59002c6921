import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OutboxMessage } from '@wps/shared-types';
import { DEV_TOOLS_KEY_HEADER, DevelopmentToolsGuard } from '../common/development-tools.guard.js';
import { OutboxQuery } from './dto/outbox.query.js';
import { OutboxService } from './outbox.service.js';

@ApiTags('development')
@ApiHeader({ name: DEV_TOOLS_KEY_HEADER, required: false, description: 'Or the devKey parameter' })
@UseGuards(DevelopmentToolsGuard)
@Controller('wps/dev')
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get('outbox')
  @ApiOperation({
    summary:
      'Recorded SMS / e-mail, newest first (development: this machine, with the development key; else 404)',
  })
  list(@Query() query: OutboxQuery): Promise<OutboxMessage[]> {
    return this.outbox.list(query);
  }
}
