import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OutboxMessage } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { OutboxQuery } from './dto/outbox.query.js';
import { OutboxService } from './outbox.service.js';

@ApiTags('development')
@Controller('wps/dev')
export class OutboxController {
  constructor(private readonly outbox: OutboxService) {}

  @Get('outbox')
  @ApiOperation({
    summary: 'Recorded SMS / e-mail, newest first (development, this machine only; else 404)',
  })
  list(@Query() query: OutboxQuery, @Req() request: FastifyRequest): Promise<OutboxMessage[]> {
    return this.outbox.list(query, request);
  }
}
