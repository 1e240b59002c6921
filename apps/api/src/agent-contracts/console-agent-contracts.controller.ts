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
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONSOLE_API_PREFIX, type ConsoleAgentContract, type ConsolePage } from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { ConsoleAgentContractsService } from './console-agent-contracts.service.js';
import {
  ConsoleAgentContractQueryDto,
  ConsoleContractChangeDto,
  ConsoleTopAgentContractParams,
  ConsoleSetContractDto,
} from './dto/console-agent-contracts.dto.js';

const ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

/** The site's agent contracts (CONSOLE_AGENT_CONTRACT_PATHS). */
@ApiTags('console')
@Controller(CONSOLE_API_PREFIX.slice(1))
export class ConsoleAgentContractsController {
  constructor(private readonly contracts: ConsoleAgentContractsService) {}

  @Get('agent-contracts')
  @ConsoleRoute('agents.read')
  @ApiOperation({ summary: "The site's agent contracts, by agent, kind and status" })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleAgentContractQueryDto,
  ): Promise<ConsolePage<ConsoleAgentContract>> {
    return this.contracts.list(operator, query);
  }

  @Put('agents/:memberId/contracts/:kind')
  @ConsoleRoute('agents.write')
  @ApiOperation({ summary: "Sets a top agent's contract of a kind, in force at once" })
  setTopAgentContract(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: ConsoleTopAgentContractParams,
    @Body() dto: ConsoleSetContractDto,
  ): Promise<ConsoleAgentContract> {
    return this.contracts.setTopAgentContract(operator, params.memberId, params.kind, dto);
  }

  @Post('agent-contracts/:id/freeze')
  @HttpCode(200)
  @ConsoleRoute('agents.write')
  @ApiOperation({ summary: 'Freezes a contract: its payouts are withheld' })
  freeze(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', ID) id: number,
    @Body() dto: ConsoleContractChangeDto,
  ): Promise<ConsoleAgentContract> {
    return this.contracts.change(operator, id, 'freeze', dto.reason);
  }

  @Post('agent-contracts/:id/unfreeze')
  @HttpCode(200)
  @ConsoleRoute('agents.write')
  @ApiOperation({ summary: 'Lifts a freeze' })
  unfreeze(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', ID) id: number,
    @Body() dto: ConsoleContractChangeDto,
  ): Promise<ConsoleAgentContract> {
    return this.contracts.change(operator, id, 'unfreeze', dto.reason);
  }

  @Post('agent-contracts/:id/end')
  @HttpCode(200)
  @ConsoleRoute('agents.write')
  @ApiOperation({ summary: 'Ends a contract and those issued under it' })
  end(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', ID) id: number,
    @Body() dto: ConsoleContractChangeDto,
  ): Promise<ConsoleAgentContract> {
    return this.contracts.change(operator, id, 'end', dto.reason);
  }
}
