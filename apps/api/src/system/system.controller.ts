import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SystemStatusValue, WhiteLabelModuleNode } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { SystemStatusQuery } from './dto/system-status.query.js';
import { SystemService } from './system.service.js';

@ApiTags('system')
@Controller('wps/system')
export class SystemController {
  constructor(private readonly system: SystemService) {}

  @Get('status')
  @ApiOperation({
    summary: 'System status (0 normal, 1 maintenance, 2 blocked region) and site settings',
  })
  status(
    @Query() query: SystemStatusQuery,
    @Req() request: FastifyRequest,
  ): Promise<SystemStatusValue> {
    return this.system.status(query.url ?? request.hostname, request.ip);
  }

  @Get('whitelabel')
  @ApiOperation({ summary: 'The white-label module tree of the current site' })
  whiteLabel(@Req() request: FastifyRequest): Promise<WhiteLabelModuleNode[]> {
    return this.system.whiteLabel(request.hostname);
  }
}
