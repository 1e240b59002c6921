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
import {
  CONSOLE_FOUR_EYES_PATHS,
  type ConsolePage,
  type FourEyesApprovalView,
  type FourEyesSettingsView,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import {
  FourEyesApproveDto,
  FourEyesQueryDto,
  FourEyesRejectDto,
  FourEyesThresholdDto,
} from './dto/four-eyes.dto.js';
import { FourEyesService } from './four-eyes.service.js';

const APPROVAL_ID = new ParseIntPipe({ errorHttpStatusCode: 400 });

/**
 * The console's approvals: every operator sees them; approving or rejecting one needs the
 * permission its action needed, checked per approval by the service.
 */
@ApiTags('console')
@Controller(CONSOLE_FOUR_EYES_PATHS.approvals.slice(1))
export class FourEyesController {
  constructor(private readonly fourEyes: FourEyesService) {}

  @Get()
  @ConsoleRoute(null)
  @ApiOperation({ summary: 'Four-eyes approvals, newest first' })
  page(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: FourEyesQueryDto,
  ): Promise<ConsolePage<FourEyesApprovalView>> {
    return this.fourEyes.page(operator, query);
  }

  @Get('settings')
  @ConsoleRoute(null)
  @ApiOperation({ summary: "The four-eyes threshold and the owners' changes awaiting approval" })
  settings(@CurrentOperator() operator: OperatorActor): Promise<FourEyesSettingsView> {
    return this.fourEyes.settings(operator);
  }

  @Put('settings')
  @ConsoleRoute('approvals.settings')
  @ApiOperation({ summary: 'Proposes a new threshold: a second owner approves it' })
  propose(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: FourEyesThresholdDto,
  ): Promise<FourEyesApprovalView> {
    return this.fourEyes.proposeThreshold(operator, dto);
  }

  @Post(':id/approve')
  @ConsoleRoute(null)
  @HttpCode(200)
  @ApiOperation({ summary: 'The second approval, with a fresh authenticator code' })
  approve(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', APPROVAL_ID) id: number,
    @Body() dto: FourEyesApproveDto,
  ): Promise<FourEyesApprovalView> {
    return this.fourEyes.approve(operator, id, dto.code);
  }

  @Post(':id/reject')
  @ConsoleRoute(null)
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects an approval awaiting its second operator' })
  reject(
    @CurrentOperator() operator: OperatorActor,
    @Param('id', APPROVAL_ID) id: number,
    @Body() dto: FourEyesRejectDto,
  ): Promise<FourEyesApprovalView> {
    return this.fourEyes.reject(operator, id, dto.reason);
  }
}
