import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDEMPOTENCY_KEY_HEADER,
  WITHDRAWAL_PATHS,
  type UplineTransferOverview,
  type UplineTransferPage,
  type UplineTransferView,
} from '@wps/shared-types';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { UplineTransferDto, UplineTransferPageQueryDto } from './upline-transfers.dto.js';
import { UplineTransfersService } from './upline-transfers.service.js';

@ApiTags('upline transfers')
@Controller(WITHDRAWAL_PATHS.uplineTransfers.slice(1))
export class UplineTransfersController {
  constructor(private readonly transfers: UplineTransfersService) {}

  @Get('overview')
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's upline, the limits and what today used" })
  overview(@CurrentMember() member: AuthenticatedMember): Promise<UplineTransferOverview> {
    return this.transfers.overview(member);
  }

  @Get()
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The member's transfers to the upline, newest first" })
  page(
    @CurrentMember() member: AuthenticatedMember,
    @Query() query: UplineTransferPageQueryDto,
  ): Promise<UplineTransferPage> {
    return this.transfers.page(member, query);
  }

  @Post()
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: '8-128 of A-Za-z0-9._:-' })
  @ApiOperation({ summary: "Sends money from the member's MAIN to its upline agent's MAIN" })
  transfer(
    @CurrentMember() member: AuthenticatedMember,
    @Body() dto: UplineTransferDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<UplineTransferView> {
    return this.transfers.transfer(member, dto, idempotencyKey);
  }
}
