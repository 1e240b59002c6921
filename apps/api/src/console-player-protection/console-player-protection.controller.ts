import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_PATHS,
  CONSOLE_PROTECTION_PATHS as PATHS,
  type ConsolePage,
  type ConsoleProtectionDetail,
  type ConsoleProtectionRow,
  type ProtectionEvent,
  type ProtectionSettings,
} from '@wps/shared-types';
import type { FastifyReply } from 'fastify';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsolePlayerProtectionService } from './console-player-protection.service.js';
import {
  ConsoleProtectionQueryDto,
  IdentityReviewDto,
  LiftExclusionDto,
  ProtectionSettingsDto,
} from '../player-protection/dto/player-protection.dto.js';

const MEMBER_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });
const POSITION = new ParseIntPipe({ errorHttpStatusCode: 400 });

/** The console's player-protection page: limits, exclusions, identity checks and history. */
@ApiTags('console')
@Controller(CONSOLE_PATHS.playerProtection.slice(1))
export class ConsolePlayerProtectionController {
  constructor(private readonly protection: ConsolePlayerProtectionService) {}

  @Get(PATHS.members)
  @ConsoleRoute('protection.read')
  @ApiOperation({ summary: 'Members with limits, exclusions or identity checks; newest first' })
  members(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleProtectionQueryDto,
  ): Promise<ConsolePage<ConsoleProtectionRow>> {
    return this.protection.members(operator, query);
  }

  @Get(PATHS.member)
  @ConsoleRoute('protection.read')
  @ApiOperation({ summary: "A member's limits, exclusion, reality check and identity status" })
  detail(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
  ): Promise<ConsoleProtectionDetail> {
    return this.protection.detail(operator, memberId);
  }

  @Get(PATHS.history)
  @ConsoleRoute('protection.read')
  @ApiOperation({ summary: "A member's protection history, newest first" })
  history(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ProtectionEvent>> {
    return this.protection.history(operator, memberId, query);
  }

  @Post(PATHS.liftExclusion)
  @HttpCode(200)
  @ConsoleRoute('protection.write')
  @ApiOperation({ summary: "Ends a member's time-out or self-exclusion early, with a reason" })
  lift(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Body() body: LiftExclusionDto,
  ): Promise<null> {
    return this.protection.liftExclusion(operator, memberId, body);
  }

  @Post(PATHS.reviewIdentity)
  @HttpCode(200)
  @ConsoleRoute('protection.write')
  @ApiOperation({ summary: "Verifies or rejects a member's identity documents" })
  review(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Body() body: IdentityReviewDto,
  ): Promise<null> {
    return this.protection.reviewIdentity(operator, memberId, body);
  }

  @Get(PATHS.identityDocument)
  @ConsoleRoute('protection.read')
  @ApiOperation({ summary: "A member's identity document image, as sent" })
  @ApiProduces('image/png', 'image/jpeg')
  async document(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Param('position', POSITION) position: number,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.protection.document(operator, memberId, position);
    void reply
      .header('cache-control', 'private, no-store')
      .header('content-length', file.sizeBytes)
      .type(file.mimeType)
      .send(file.body);
  }

  @Get(PATHS.settings)
  @ConsoleRoute('protection.read')
  @ApiOperation({ summary: "The operator's player-protection settings" })
  settings(@CurrentOperator() operator: OperatorActor): Promise<ProtectionSettings> {
    return this.protection.settings(operator);
  }

  @Put(PATHS.settings)
  @ConsoleRoute('protection.write')
  @ApiOperation({ summary: 'Age check before deposit, identity before withdrawal, reality check' })
  updateSettings(
    @CurrentOperator() operator: OperatorActor,
    @Body() body: ProtectionSettingsDto,
  ): Promise<ProtectionSettings> {
    return this.protection.updateSettings(operator, body);
  }
}
