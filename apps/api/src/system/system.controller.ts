import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  CountryValue,
  DomainRouteValue,
  WhiteLabelModuleNode,
  RegisterSettingsValue,
  VipRank,
} from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonEnvelope } from '../common/json-envelope.js';
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
  @ApiOkResponse({ description: 'SystemStatusValue in the success envelope' })
  async status(
    @Query() query: SystemStatusQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendJsonEnvelope(
      reply,
      await this.system.statusJson(query.url ?? request.hostname, request.ip),
    );
  }

  @Get('whitelabel')
  @ApiOperation({ summary: 'The white-label module tree of the current site' })
  whiteLabel(@Req() request: FastifyRequest): Promise<WhiteLabelModuleNode[]> {
    return this.system.whiteLabel(request.hostname);
  }

  @Get('country')
  @ApiOperation({ summary: "The visitor's country (offline geo-IP) and its dialing code" })
  country(@Req() request: FastifyRequest): CountryValue {
    return this.system.country(request.ip);
  }

  @Get('setting/register')
  @ApiOperation({
    summary: 'Registration settings: field rules, enabled white-label flags, minimum age, slider',
  })
  registerSettings(@Req() request: FastifyRequest): Promise<RegisterSettingsValue> {
    return this.system.registerSettings(request.hostname);
  }

  @Get('domainRoute')
  @ApiOperation({ summary: "The operator's routing domains, fastest first" })
  domainRoute(@Req() request: FastifyRequest): Promise<DomainRouteValue> {
    return this.system.domainRoute(request.hostname);
  }

  @Get('vipRanks')
  @ApiOperation({ summary: "The operator's VIP ranks and what each requires, lowest first" })
  vipRanks(@Req() request: FastifyRequest): Promise<VipRank[]> {
    return this.system.vipRanks(request.hostname);
  }
}
