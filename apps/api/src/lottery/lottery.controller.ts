import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  LotteryMenuResponse,
  LotteryRecentMenuResponse,
  OpenedNumeroResponse,
  OpenedNumerosResponse,
  PopularLotteryResponse,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import {
  LotteryQueryDto,
  OpenedNumeroQueryDto,
  OpenedNumerosQueryDto,
  PopularLotteryQueryDto,
} from './dto/lottery.query.js';
import { LotteryService } from './lottery.service.js';

@ApiTags('lottery')
@Controller()
export class LotteryController {
  constructor(private readonly lottery: LotteryService) {}

  @Get('lgw/games/game_menus')
  @ApiOperation({ summary: 'Lottery menus of the prize mode, grouped, with last and next draw' })
  menus(
    @Query() query: LotteryQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<LotteryMenuResponse> {
    return this.lottery.menus(query, request.hostname);
  }

  @Get('lgw/vn/games/game_menu')
  @ApiOperation({ summary: 'Vietnamese lottery menu: gameMenus per group' })
  vietnameseMenu(
    @Query() query: LotteryQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<LotteryMenuResponse> {
    return this.lottery.vietnameseMenu(query, request.hostname);
  }

  @Get('lgw/vn/games/game_menu/recent')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Vietnamese lottery games the member launched lately' })
  vietnameseRecentMenu(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: LotteryQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<LotteryRecentMenuResponse> {
    return this.lottery.vietnameseRecentMenu(member, query, request.hostname);
  }

  @Get('lgw/games/popular')
  @ApiOperation({ summary: 'Popular lottery games (count 20)' })
  popular(
    @Query() query: PopularLotteryQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<PopularLotteryResponse> {
    return this.lottery.popular(query, request.hostname);
  }

  @Get('lgw/vn/numeros/opened/game')
  @ApiOperation({ summary: 'Newest Vietnamese lottery results (count 100), newest first' })
  vietnameseOpenedNumeros(
    @Query() query: OpenedNumerosQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<OpenedNumerosResponse> {
    return this.lottery.vietnameseOpenedNumeros(query, request.hostname);
  }

  @Get('lotto/lgw/games/opened/numero')
  @Authenticated()
  @ApiOperation({ summary: "A lottery game's last result and its next draw" })
  openedNumero(
    @Query() query: OpenedNumeroQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<OpenedNumeroResponse> {
    return this.lottery.openedNumero(query, request.hostname);
  }
}
