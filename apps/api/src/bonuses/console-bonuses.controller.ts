import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_BONUS_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  type BonusSettings,
  type ConsoleBonusGrantResult,
  type ConsolePage,
  type ConsoleBonusView,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { BonusesService } from './bonuses.service.js';
import { ConsoleBonusesService } from './console-bonuses.service.js';
import {
  BonusForfeitDto,
  BonusSettingsDto,
  ConsoleBonusGrantDto,
  ConsoleBonusPageQueryDto,
} from './dto/bonuses.dto.js';

@ApiTags('console')
@Controller(CONSOLE_BONUS_PATHS.bonuses.slice(1))
export class ConsoleBonusesController {
  constructor(
    private readonly bonuses: BonusesService,
    private readonly console: ConsoleBonusesService,
  ) {}

  @Get()
  @ConsoleRoute('rewards.read')
  @ApiOperation({ summary: "The site's bonuses (or one member's), newest first, with status" })
  page(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleBonusPageQueryDto,
  ): Promise<ConsolePage<ConsoleBonusView>> {
    return this.bonuses.consolePage(operator.merchantId, query);
  }

  @Post()
  @HttpCode(200)
  @ConsoleRoute('rewards.write')
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({ summary: 'Grants a bonus to one member (four-eyes may hold it for a second)' })
  grant(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleBonusGrantDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<ConsoleBonusGrantResult> {
    return this.console.grant(operator, dto, idempotencyKey);
  }

  @Get('settings')
  @ConsoleRoute('rewards.read')
  @ApiOperation({ summary: 'How many days a bonus turnover may take' })
  settings(@CurrentOperator() operator: OperatorActor): Promise<BonusSettings> {
    return this.bonuses.settings(operator.merchantId);
  }

  @Put('settings')
  @ConsoleRoute('rewards.write')
  @ApiOperation({ summary: 'Sets how many days a bonus turnover may take' })
  replaceSettings(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: BonusSettingsDto,
  ): Promise<BonusSettings> {
    return this.console.replaceSettings(operator, dto);
  }

  @Post(':bonusId/forfeit')
  @HttpCode(200)
  @ConsoleRoute('rewards.write')
  @ApiOperation({
    summary: 'Takes a bonus back (as far as MAIN holds it) and drops its turnover requirement',
  })
  forfeit(
    @CurrentOperator() operator: OperatorActor,
    @Param('bonusId') bonusId: string,
    @Body() dto: BonusForfeitDto,
  ): Promise<ConsoleBonusView> {
    return this.console.forfeit(operator, bonusId, dto.reason);
  }
}
