import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_CATALOGUE_PATHS as PATHS,
  type ConsoleCatalogueVersion,
  type ConsoleGameRow,
  type ConsolePage,
  type ConsoleVendorRow,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleCatalogueService } from './console-catalogue.service.js';
import {
  ConsoleGameParamsDto,
  ConsoleGameQueryDto,
  ConsoleGameUpdateDto,
  ConsoleVendorParamsDto,
  ConsoleVendorQueryDto,
  ConsoleVendorUpdateDto,
} from './dto/console-catalogue.dto.js';

const route = (path: string) => path.slice(1);

/** The console's catalogue page: vendors, games and the catalogue version. */
@ApiTags('console')
@Controller()
export class ConsoleCatalogueController {
  constructor(private readonly catalogue: ConsoleCatalogueService) {}

  @Get(route(PATHS.vendors))
  @ConsoleRoute('catalogue.read')
  @ApiOperation({ summary: 'Vendors in catalogue order, searched by code or name' })
  vendors(@Query() query: ConsoleVendorQueryDto): Promise<ConsolePage<ConsoleVendorRow>> {
    return this.catalogue.vendors(query);
  }

  @Patch(`${route(PATHS.vendors)}/:vendor`)
  @ConsoleRoute('catalogue.write')
  @ApiOperation({
    summary: 'Enables, puts under maintenance, orders a vendor or sets its recommended games',
  })
  updateVendor(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ConsoleVendorParamsDto,
    @Body() dto: ConsoleVendorUpdateDto,
  ): Promise<ConsoleVendorRow> {
    return this.catalogue.updateVendor(operator, params.vendor, dto);
  }

  @Get(route(PATHS.games))
  @ConsoleRoute('catalogue.read')
  @ApiOperation({ summary: 'Games in catalogue order, by vendor, category and code or name' })
  games(@Query() query: ConsoleGameQueryDto): Promise<ConsolePage<ConsoleGameRow>> {
    return this.catalogue.games(query);
  }

  @Patch(`${route(PATHS.games)}/:gameId`)
  @ConsoleRoute('catalogue.write')
  @ApiOperation({ summary: 'Enables, marks hot, orders or puts a game under maintenance' })
  updateGame(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ConsoleGameParamsDto,
    @Body() dto: ConsoleGameUpdateDto,
  ): Promise<ConsoleGameRow> {
    return this.catalogue.updateGame(operator, Number(params.gameId), dto);
  }

  @Get(route(PATHS.version))
  @ConsoleRoute('catalogue.read')
  @ApiOperation({ summary: 'The catalogue version lobby caches are keyed by' })
  version(): Promise<ConsoleCatalogueVersion> {
    return this.catalogue.version();
  }

  @Post(route(PATHS.version))
  @ConsoleRoute('catalogue.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bumps the catalogue version: every lobby cache follows within 1 s' })
  bumpVersion(@CurrentOperator() operator: OperatorActor): Promise<ConsoleCatalogueVersion> {
    return this.catalogue.bumpVersion(operator);
  }
}
