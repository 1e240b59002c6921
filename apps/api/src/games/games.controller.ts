import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  GameAnnouncementResponse,
  GameListResponse,
  GameTypeListResponse,
  WinnerBoardResponse,
} from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonEnvelope } from '../common/json-envelope.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { CatalogueService } from './catalogue.service.js';
import { GameAnnouncementQueryDto } from './dto/game-announcement.query.js';
import { GameListQuery } from './dto/game-list.query.js';
import { HotGamesQuery } from './dto/hot-games.query.js';
import { VendorListQueryDto } from './dto/vendor-list.query.js';
import { WinnerBoardQueryDto } from './dto/winner-board.query.js';
import { GameAnnouncementsService } from './game-announcements.service.js';
import { GameListService } from './game-list.service.js';
import { HotGamesService } from './hot-games.service.js';
import { WinnersService } from './winners.service.js';

@ApiTags('games')
@Controller('wps/games')
export class GamesController {
  constructor(
    private readonly catalogues: CatalogueService,
    private readonly gameList: GameListService,
    private readonly hotGames: HotGamesService,
    private readonly winners: WinnersService,
    private readonly announcements: GameAnnouncementsService,
    private readonly merchants: MerchantService,
  ) {}

  @Get('vendors')
  @ApiOperation({
    summary: 'Vendor lanes (data.lanes): e-sports under ESPORTS, DS88 under COCKFIGHT after PVP',
  })
  @ApiOkResponse({ description: 'VendorListResponse in the success envelope' })
  async vendors(
    @Query() _query: VendorListQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendJsonEnvelope(reply, await this.catalogues.vendorListJson(request.hostname));
  }

  @Get('types')
  @ApiOperation({ summary: 'Game-type filter: SC, VP, TG, AC, JP, and BG where TY is supported' })
  types(@Req() request: FastifyRequest): Promise<GameTypeListResponse> {
    return this.catalogues.gameTypes(request.hostname);
  }

  @Get('list')
  @ApiOperation({ summary: 'Games of a category with the lobby filters, 12 a page' })
  async list(
    @Query() query: GameListQuery,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<GameListResponse> {
    const language = await this.merchants.answerLanguage(query.language, visitor);
    return this.gameList.list({ ...query, language });
  }

  @Get('hot')
  @ApiOperation({ summary: 'Hot games, one page (list)' })
  @ApiOkResponse({ description: 'HotListResponse in the success envelope' })
  async hot(
    @Query() query: HotGamesQuery,
    @CurrentVisitor() visitor: Visitor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const language = await this.merchants.answerLanguage(query.language, visitor);
    sendJsonEnvelope(reply, await this.hotGames.hotJson({ ...query, language }));
  }

  @Get('winners')
  @ApiOperation({ summary: 'Winner board: newest wins above 50,000, each wrapped in vo' })
  async winnerBoard(
    @Query() query: WinnerBoardQueryDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<WinnerBoardResponse> {
    const language = await this.merchants.answerLanguage(query.language, visitor);
    return this.winners.board({ ...query, language }, visitor.host);
  }

  @Get('announcements')
  @ApiOperation({ summary: 'Game announcements: the promotion notices (type PR)' })
  async gameAnnouncements(
    @Query() query: GameAnnouncementQueryDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<GameAnnouncementResponse> {
    const language = await this.merchants.answerLanguage(query.language, visitor);
    return this.announcements.promotions({ ...query, language }, visitor.host);
  }
}
