import { Body, Controller, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_MISSION_PATHS,
  type ConsoleMemberMissions,
  type ConsoleMissionList,
  type ConsoleMissionView,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleMissionsService } from './console-missions.service.js';
import { MissionClaimPageQueryDto, MissionInputDto } from './dto/missions.dto.js';

const ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

@ApiTags('console')
@Controller()
export class ConsoleMissionsController {
  constructor(private readonly missions: ConsoleMissionsService) {}

  @Get(CONSOLE_MISSION_PATHS.missions.slice(1))
  @ConsoleRoute('payments.read')
  @ApiOperation({ summary: "The site's missions, switched on or off, in their order" })
  list(@CurrentOperator() operator: OperatorActor): Promise<ConsoleMissionList> {
    return this.missions.list(operator.merchantId);
  }

  @Post(CONSOLE_MISSION_PATHS.missions.slice(1))
  @ConsoleRoute('payments.settings')
  @ApiOperation({ summary: 'Adds a mission; members see it at once when switched on' })
  create(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: MissionInputDto,
  ): Promise<ConsoleMissionView> {
    return this.missions.create(operator, dto);
  }

  // CONSOLE_MISSION_PATHS.mission(missionId)
  @Put('wps/console/missions/:missionId')
  @ConsoleRoute('payments.settings')
  @ApiOperation({ summary: "Replaces a mission's settings; claims made stay as they were" })
  replace(
    @CurrentOperator() operator: OperatorActor,
    @Param('missionId', ID) missionId: number,
    @Body() dto: MissionInputDto,
  ): Promise<ConsoleMissionView> {
    return this.missions.replace(operator, missionId, dto);
  }

  // CONSOLE_MISSION_PATHS.member(memberId)
  @Get('wps/console/members/:memberId/missions')
  @ConsoleRoute('members.read')
  @ApiOperation({ summary: "A member's missions now and its claims, newest first" })
  member(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', ID) memberId: number,
    @Query() query: MissionClaimPageQueryDto,
  ): Promise<ConsoleMemberMissions> {
    return this.missions.member(operator.merchantId, memberId, query.pageNo, query.pageSize);
  }
}
