import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HelpCategory } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { HelpCentreQueryDto } from './dto/help-centre.query.js';
import { HelpCentreService } from './help-centre.service.js';

@ApiTags('system')
@Controller('wps/system')
export class HelpCentreController {
  constructor(private readonly help: HelpCentreService) {}

  @Get('helpCenter')
  @ApiOperation({
    summary: "The help centre in one language: the operator's sections with their articles",
  })
  helpCentre(
    @Query() query: HelpCentreQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<HelpCategory[]> {
    return this.help.categories(request.hostname, query.language);
  }
}
