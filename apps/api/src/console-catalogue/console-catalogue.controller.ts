import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_CATALOGUE_PATHS as PATHS,
  CONSOLE_GAME_IMPORT,
  type ConsoleCatalogueVersion,
  type ConsoleGameImportResult,
  type ConsoleGameRow,
  type ConsolePage,
  type ConsoleVendorRow,
  type ConsoleVendorWalletSecret,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { REQUEST_LIMIT_BYTES } from '../common/request-size.js';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleCatalogueService } from './console-catalogue.service.js';
import {
  ConsoleGameParamsDto,
  ConsoleGameQueryDto,
  ConsoleGameUpdateDto,
  ConsoleVendorCodeParamsDto,
  ConsoleVendorParamsDto,
  ConsoleVendorQueryDto,
  ConsoleVendorUpdateDto,
} from './dto/console-catalogue.dto.js';
import { GAME_IMPORT_REQUEST_MAX_BYTES, readGameImportForm } from './game-import-form.js';
import { GameImportService } from './game-import.service.js';

const route = (path: string) => path.slice(1);

/** The console's catalogue page: vendors, games, the game import and the catalogue version. */
@ApiTags('console')
@Controller()
export class ConsoleCatalogueController {
  constructor(
    private readonly catalogue: ConsoleCatalogueService,
    private readonly imports: GameImportService,
  ) {}

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

  @Post(`${route(PATHS.vendors)}/:vendorCode/wallet-secret`)
  @HttpCode(200)
  @ConsoleRoute('catalogue.write')
  @ApiOperation({
    summary: "Rotates a vendor's built-in-protocol secret; the new one is answered this once",
  })
  rotateWalletSecret(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ConsoleVendorCodeParamsDto,
  ): Promise<ConsoleVendorWalletSecret> {
    return this.catalogue.rotateWalletSecret(operator, params.vendorCode);
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

  @Post(route(PATHS.gameImport))
  @RouteConfig({ [REQUEST_LIMIT_BYTES]: GAME_IMPORT_REQUEST_MAX_BYTES })
  @ConsoleRoute('catalogue.write')
  @HttpCode(200)
  @ApiOperation({
    summary: `Imports games from a CSV or JSON file in the seed's format (at most ${CONSOLE_GAME_IMPORT.maxRows} rows and 2 MB); a dry run writes nothing`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [CONSOLE_GAME_IMPORT.fields.file],
      properties: {
        [CONSOLE_GAME_IMPORT.fields.file]: { type: 'string', format: 'binary' },
        [CONSOLE_GAME_IMPORT.fields.dryRun]: { type: 'string', enum: ['true', 'false'] },
      },
    },
  })
  async importGames(
    @CurrentOperator() operator: OperatorActor,
    @Req() request: FastifyRequest,
  ): Promise<ConsoleGameImportResult> {
    const form = await readGameImportForm(request);
    return this.imports.import(operator, form.file, form.dryRun);
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
