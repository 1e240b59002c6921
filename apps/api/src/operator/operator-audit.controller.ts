import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_AUDIT_PATHS,
  CONSOLE_PATHS,
  type ConsoleAuditRow,
  type ConsoleAuditVerification,
  type ConsolePage,
} from '@wps/shared-types';
import { AuditTrail } from './audit-trail.js';
import { ConsoleRoute } from './console-route.js';
import { ConsoleAuditQueryDto } from './dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from './operator-actor.js';

@ApiTags('console')
@Controller(CONSOLE_PATHS.audit.slice(1))
export class OperatorAuditController {
  constructor(private readonly trail: AuditTrail) {}

  @Get()
  @ConsoleRoute('audit.read')
  @ApiOperation({ summary: 'The audit trail, newest first, by operator, action, target and dates' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsoleAuditQueryDto,
  ): Promise<ConsolePage<ConsoleAuditRow>> {
    return this.trail.list(operator.merchantId, query);
  }

  @Get(CONSOLE_AUDIT_PATHS.verification.slice(CONSOLE_PATHS.audit.length + 1))
  @ConsoleRoute('audit.read')
  @ApiOperation({
    summary: "The site's audit chain recomputed: the first row that fails, the head",
  })
  verification(@CurrentOperator() operator: OperatorActor): Promise<ConsoleAuditVerification> {
    return this.trail.verification(operator.merchantId);
  }
}
