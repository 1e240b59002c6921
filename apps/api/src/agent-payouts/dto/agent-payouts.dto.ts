import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGENT_CONTRACT_KINDS,
  AGENT_PAYOUT_JOBS,
  AGENT_PAYOUT_STATUSES,
  type AgentContractKind,
  type AgentPayoutJob,
  type AgentPayoutQuery,
  type AgentPayoutStatus,
  type ConsoleAgentPayoutQuery,
  type ConsolePayoutRunQuery,
  type ConsoleRerunRequest,
  type DistributeDividendRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { optionalText } from '../../common/query-fields.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

export const AGENT_PAYOUT_PAGE_SIZE = 20;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export class AgentPayoutQueryDto
  extends PageQuery(AGENT_PAYOUT_PAGE_SIZE)
  implements AgentPayoutQuery
{
  @ApiProperty({ enum: AGENT_CONTRACT_KINDS })
  @IsIn(AGENT_CONTRACT_KINDS)
  kind: AgentContractKind;

  @ApiProperty({ example: '2026-11-01' })
  @Matches(DATE_SHAPE, { message: 'from must be a date yyyy-MM-dd' })
  from: string;

  @ApiProperty({ example: '2026-11-30' })
  @Matches(DATE_SHAPE, { message: 'to must be a date yyyy-MM-dd' })
  to: string;

  @ApiPropertyOptional({ enum: AGENT_PAYOUT_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(AGENT_PAYOUT_STATUSES)
  status?: AgentPayoutStatus;
}

export class StatementPageDto extends PageQuery(AGENT_PAYOUT_PAGE_SIZE) {}

export class ConsoleAgentPayoutQueryDto extends ConsolePageDto implements ConsoleAgentPayoutQuery {
  @ApiPropertyOptional()
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  account?: string;

  @ApiPropertyOptional({ enum: AGENT_CONTRACT_KINDS })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(AGENT_CONTRACT_KINDS)
  kind?: AgentContractKind;

  @ApiPropertyOptional({ enum: AGENT_PAYOUT_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(AGENT_PAYOUT_STATUSES)
  status?: AgentPayoutStatus;
}

export class ConsolePayoutRunQueryDto extends ConsolePageDto implements ConsolePayoutRunQuery {
  @ApiPropertyOptional({ enum: AGENT_PAYOUT_JOBS })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(AGENT_PAYOUT_JOBS)
  job?: AgentPayoutJob;
}

export class ConsoleRerunDto implements ConsoleRerunRequest {
  @ApiProperty({ enum: AGENT_PAYOUT_JOBS })
  @IsIn(AGENT_PAYOUT_JOBS)
  job: AgentPayoutJob;

  @ApiProperty({ example: '2026-11-28T03:00:00.000Z' })
  @IsISO8601()
  periodStart: string;
}

export class DistributeDividendDto implements DistributeDividendRequest {
  @ApiProperty({ description: 'Six digits' })
  @IsString()
  @MaxLength(32)
  paymentPassword: string;
}
