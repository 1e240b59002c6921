import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_PATHS, type ConsoleSiteSettings, type RegisterFieldRule } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleRegistrationRulesDto, ConsoleSiteUpdateDto } from './console-site.dto.js';
import { ConsoleSiteService } from './console-site.service.js';

@ApiTags('console')
@Controller(CONSOLE_PATHS.site.slice(1))
export class ConsoleSiteController {
  constructor(private readonly site: ConsoleSiteService) {}

  @Get()
  @ConsoleRoute('site.read')
  @ApiOperation({ summary: 'Maintenance, region rules, white-label flags and site settings' })
  settings(@CurrentOperator() operator: OperatorActor): Promise<ConsoleSiteSettings> {
    return this.site.settings(operator.merchantId);
  }

  @Get(CONSOLE_PATHS.registrationRules.slice(CONSOLE_PATHS.site.length + 1))
  @ConsoleRoute('site.read')
  @ApiOperation({ summary: "The registration form's field rules, every field" })
  registrationRules(@CurrentOperator() operator: OperatorActor): Promise<RegisterFieldRule[]> {
    return this.site.registrationRules(operator.merchantId);
  }

  @Put(CONSOLE_PATHS.registrationRules.slice(CONSOLE_PATHS.site.length + 1))
  @ConsoleRoute('site.write')
  @ApiOperation({ summary: 'Changes the rules of the fields it names; the form follows at once' })
  updateRegistrationRules(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleRegistrationRulesDto,
  ): Promise<RegisterFieldRule[]> {
    return this.site.updateRegistrationRules(operator, dto.rules);
  }

  @Put()
  @ConsoleRoute('site.write')
  @ApiOperation({ summary: 'Changes the settings it names; the site follows at once' })
  update(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleSiteUpdateDto,
  ): Promise<ConsoleSiteSettings> {
    return this.site.update(operator, dto);
  }
}
