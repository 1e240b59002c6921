import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FavouriteListResponse } from '@wps/shared-types';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { FavouriteGameDto, FavouriteListQueryDto } from './dto/favourite.dto.js';
import { FavouritesService } from './favourites.service.js';

@ApiTags('games')
@Controller('wps/games/favourites')
export class FavouritesController {
  constructor(
    private readonly favourites: FavouritesService,
    private readonly merchants: MerchantService,
  ) {}

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's saved games (content), newest first" })
  async list(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: FavouriteListQueryDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<FavouriteListResponse> {
    const language = await this.merchants.answerLanguage(query.language, visitor);
    return this.favourites.list(member, { ...query, language });
  }

  @Post('add')
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Save a game (nodeId, vendor, gameType)' })
  add(@CurrentMember() member: AuthenticatedMember, @Body() dto: FavouriteGameDto): Promise<null> {
    return this.favourites.add(member, dto);
  }

  @Post('remove')
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Remove a saved game (nodeId, vendor, gameType)' })
  remove(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: FavouriteGameDto,
  ): Promise<null> {
    return this.favourites.remove(member, dto);
  }
}
