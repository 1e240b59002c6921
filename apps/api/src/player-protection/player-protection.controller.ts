import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  IDENTITY_FIELDS,
  IDENTITY_MAX_DOCUMENTS,
  PROTECTION_PATHS,
  type BetRefusalStatus,
  type IdentityStatusValue,
  type PlaySessionStatus,
  type ProtectionOverview,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { REQUEST_LIMIT_BYTES } from '../common/request-size.js';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { ExclusionDto, RealityCheckDto, SetLimitDto } from './dto/player-protection.dto.js';
import { IDENTITY_REQUEST_MAX_BYTES, readIdentityForm } from './identity-form.js';
import { IdentityService } from './identity.service.js';
import { UploadStore } from '../uploads/upload-store.js';
import { PlayerProtectionService } from './player-protection.service.js';

/** The member's responsible-gaming tools. */
@ApiTags('player protection')
@Controller()
export class PlayerProtectionController {
  constructor(
    private readonly protection: PlayerProtectionService,
    private readonly identity: IdentityService,
    private readonly uploads: UploadStore,
  ) {}

  @Get(PROTECTION_PATHS.overview.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Limits, exclusion, reality check, identity, week and month figures' })
  overview(@CurrentMember() member: AuthenticatedMember): Promise<ProtectionOverview> {
    return this.protection.overview(member);
  }

  @Put(PROTECTION_PATHS.limits.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Sets a limit: lower at once, higher or removed after 24 h' })
  async setLimit(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: SetLimitDto,
  ): Promise<ProtectionOverview> {
    await this.protection.setLimit(member, body);
    return this.protection.overview(member);
  }

  @Post(PROTECTION_PATHS.exclusion.slice(1))
  @HttpCode(200)
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: 'Starts a time-out or a self-exclusion (not undone by the member)' })
  async exclude(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: ExclusionDto,
  ): Promise<ProtectionOverview> {
    await this.protection.exclude(member, body);
    return this.protection.overview(member);
  }

  @Put(PROTECTION_PATHS.realityCheck.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "The reality check's interval (null: the operator's default)" })
  async realityCheck(
    @CurrentMember() member: AuthenticatedMember,
    @Body() body: RealityCheckDto,
  ): Promise<ProtectionOverview> {
    await this.protection.setRealityCheck(member, body);
    return this.protection.overview(member);
  }

  @Get(PROTECTION_PATHS.playSession.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({ summary: "This login session's time and net result (the reality check)" })
  playSession(@CurrentMember() member: AuthenticatedMember): Promise<PlaySessionStatus> {
    return this.protection.playSession(member);
  }

  @Get(PROTECTION_PATHS.betRefusal.slice(1))
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary:
      "The wallet's last refusal of a bet for a limit or an exclusion (the game frame's notice)",
  })
  betRefusal(@CurrentMember() member: AuthenticatedMember): Promise<BetRefusalStatus> {
    return this.protection.lastBetRefusal(member);
  }

  @Put(PROTECTION_PATHS.identity.slice(1))
  @RouteConfig({ [REQUEST_LIMIT_BYTES]: IDENTITY_REQUEST_MAX_BYTES })
  @Authenticated({ realAccount: true })
  @ApiOperation({
    summary: `Sends 1-${IDENTITY_MAX_DOCUMENTS} identity document images (PNG or JPEG under 5 MB) for review`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [IDENTITY_FIELDS.documents],
      properties: {
        [IDENTITY_FIELDS.documents]: {
          type: 'array',
          maxItems: IDENTITY_MAX_DOCUMENTS,
          items: { type: 'string', format: 'binary' },
        },
      },
    },
  })
  async submitIdentity(
    @CurrentMember() member: AuthenticatedMember,
    @Req() request: FastifyRequest,
  ): Promise<IdentityStatusValue> {
    const files = await readIdentityForm(request, this.uploads);
    return this.identity.submit(member.memberId, member.merchantId, files);
  }
}
