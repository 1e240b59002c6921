import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_API_PREFIX,
  type ConsoleAgentNode,
  type ConsoleAgentPath,
  type ConsolePage,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import {
  ConsoleAgentPathQueryDto,
  ConsoleAgentRatioDto,
  ConsoleAgentTreeQueryDto,
  ConsoleMoveDto,
} from './agent-tree.dto.js';
import { AgentTreeService } from './agent-tree.service.js';

const MEMBER_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

/** The site's agent tree (CONSOLE_AGENT_PATHS): browse, find, move, set ratios. */
@ApiTags('console')
@Controller(`${CONSOLE_API_PREFIX.slice(1)}/agents`)
export class AgentTreeController {
  constructor(private readonly tree: AgentTreeService) {}

  @Get('tree')
  @ConsoleRoute('agents.read')
  @ApiOperation({ summary: "A node's direct downline (or the top agents), by account" })
  children(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleAgentTreeQueryDto,
  ): Promise<ConsolePage<ConsoleAgentNode>> {
    return this.tree.children(operator, query);
  }

  @Get('path')
  @ConsoleRoute('agents.read')
  @ApiOperation({ summary: 'An account with its uplines, top agent first' })
  path(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleAgentPathQueryDto,
  ): Promise<ConsoleAgentPath> {
    return this.tree.path(operator, query.account);
  }

  @Put(':memberId/upline')
  @ConsoleRoute('agents.write')
  @ApiOperation({ summary: 'Moves an account with its whole subtree under another agent' })
  move(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Body() dto: ConsoleMoveDto,
  ): Promise<ConsoleAgentPath> {
    return this.tree.move(operator, memberId, dto);
  }

  @Put(':memberId/ratio')
  @ConsoleRoute('agents.write')
  @ApiOperation({ summary: "Sets an agent's share ratio within its upline's and its children's" })
  ratio(
    @CurrentOperator() operator: OperatorActor,
    @Param('memberId', MEMBER_ID) memberId: number,
    @Body() dto: ConsoleAgentRatioDto,
  ): Promise<ConsoleAgentNode> {
    return this.tree.setRatio(operator, memberId, dto);
  }
}
