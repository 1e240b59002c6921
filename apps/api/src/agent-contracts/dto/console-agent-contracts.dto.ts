import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGENT_CHANGE_REASON_LENGTH,
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_MAX_TIERS,
  AGENT_CONTRACT_STATUSES,
  WAGE_PERIODS,
  type AgentContractKind,
  type AgentContractStatus,
  type ConsoleAgentContractQuery,
  type ConsoleContractChangeRequest,
  type ConsoleSetContractRequest,
  type WagePeriod,
} from '@wps/shared-types';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  IsString,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { optionalText, toInteger } from '../../common/query-fields.js';
import { trim } from '../../common/trim.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';
import { ContractTierDto } from './agent-contracts.dto.js';

const REASON = AGENT_CHANGE_REASON_LENGTH;

export class ConsoleAgentContractQueryDto
  extends ConsolePageDto
  implements ConsoleAgentContractQuery
{
  @ApiPropertyOptional({ description: 'An account: its own contracts and those it issued' })
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

  @ApiPropertyOptional({ enum: AGENT_CONTRACT_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(AGENT_CONTRACT_STATUSES)
  status?: AgentContractStatus;
}

export class ConsoleTopAgentContractParams {
  @ApiProperty()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  memberId: number;

  @ApiProperty({ enum: AGENT_CONTRACT_KINDS })
  @IsIn(AGENT_CONTRACT_KINDS)
  kind: AgentContractKind;
}

export class ConsoleSetContractDto implements ConsoleSetContractRequest {
  @ApiProperty({ type: [ContractTierDto] })
  @IsArray()
  @ArrayMaxSize(AGENT_CONTRACT_MAX_TIERS)
  @ValidateNested({ each: true })
  @Type(() => ContractTierDto)
  tiers: ContractTierDto[];

  @ApiPropertyOptional({ enum: WAGE_PERIODS, description: 'DIVIDEND only' })
  @IsOptional()
  @IsIn(WAGE_PERIODS)
  period?: WagePeriod;

  @ApiProperty({ minLength: REASON.min, maxLength: REASON.max })
  @Transform(trim)
  @IsString()
  @MinLength(REASON.min)
  @MaxLength(REASON.max)
  reason: string;
}

export class ConsoleContractChangeDto implements ConsoleContractChangeRequest {
  @ApiProperty({ minLength: REASON.min, maxLength: REASON.max })
  @Transform(trim)
  @IsString()
  @MinLength(REASON.min)
  @MaxLength(REASON.max)
  reason: string;
}
