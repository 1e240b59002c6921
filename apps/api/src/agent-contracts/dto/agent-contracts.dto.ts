import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_MAX_TIERS,
  AGENT_CONTRACT_ROLES,
  AGENT_CONTRACT_STATUSES,
  CONTRACT_NOTE_MAX_LENGTH,
  WAGE_PERIODS,
  type AgentContractKind,
  type AgentContractQuery,
  type AgentContractRole,
  type AgentContractStatus,
  type AgentContractTier,
  type OfferContractRequest,
  type RequestContractRequest,
  type TerminationRequest,
  type WagePeriod,
} from '@wps/shared-types';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { optionalText } from '../../common/query-fields.js';
import { trim } from '../../common/trim.js';

export const AGENT_CONTRACT_PAGE_SIZE = 20;

/** The shape of a tier; its rules are contractTiersProblems (shared-types), checked after. */
export class ContractTierDto implements AgentContractTier {
  @ApiProperty({ example: '10000.00', description: "Threshold of the team's valid turnover" })
  @IsString()
  @MaxLength(20)
  turnover: string;

  @ApiProperty({ nullable: true, type: Number, description: 'Minimum active members, or null' })
  @ValidateIf((_tier, value) => value !== null)
  @IsInt()
  activeMembers: number | null;

  @ApiProperty({ example: '0.50', description: 'Percent, two decimals' })
  @IsString()
  @MaxLength(6)
  ratio: string;
}

export class ContractTermsDto {
  @ApiProperty({ enum: AGENT_CONTRACT_KINDS })
  @IsIn(AGENT_CONTRACT_KINDS)
  kind: AgentContractKind;

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

  @ApiPropertyOptional({ maxLength: CONTRACT_NOTE_MAX_LENGTH })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(CONTRACT_NOTE_MAX_LENGTH)
  note?: string;
}

export class OfferContractDto extends ContractTermsDto implements OfferContractRequest {
  @ApiProperty({ description: 'A direct downline sub-agent' })
  @Transform(trim)
  @IsString()
  @MaxLength(64)
  account: string;
}

export class RequestContractDto extends ContractTermsDto implements RequestContractRequest {}

export class TerminationDto implements TerminationRequest {
  @ApiPropertyOptional({ maxLength: CONTRACT_NOTE_MAX_LENGTH })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(CONTRACT_NOTE_MAX_LENGTH)
  note?: string;
}

export class AgentContractQueryDto
  extends PageQuery(AGENT_CONTRACT_PAGE_SIZE)
  implements AgentContractQuery
{
  @ApiProperty({ enum: AGENT_CONTRACT_KINDS })
  @IsIn(AGENT_CONTRACT_KINDS)
  kind: AgentContractKind;

  @ApiPropertyOptional({ enum: AGENT_CONTRACT_ROLES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(AGENT_CONTRACT_ROLES)
  role?: AgentContractRole;

  @ApiPropertyOptional({ enum: AGENT_CONTRACT_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(AGENT_CONTRACT_STATUSES)
  status?: AgentContractStatus;

  @ApiPropertyOptional()
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  account?: string;
}

export class ContractKindQueryDto {
  @ApiProperty({ enum: AGENT_CONTRACT_KINDS })
  @IsIn(AGENT_CONTRACT_KINDS)
  kind: AgentContractKind;
}
