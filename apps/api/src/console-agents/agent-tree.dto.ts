import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGENT_CHANGE_REASON_LENGTH,
  AGENT_RATIO_PATTERN,
  type ConsoleAgentRatioRequest,
  type ConsoleAgentTreeQuery,
  type ConsoleMoveRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { toInteger } from '../common/query-fields.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';

/** Accounts are stored as registered: letters, digits and _ (at most 32). */
const ACCOUNT = /^[A-Za-z0-9_]{1,32}$/;

const REASON = AGENT_CHANGE_REASON_LENGTH;

export class ConsoleAgentTreeQueryDto extends ConsolePageDto implements ConsoleAgentTreeQuery {
  @ApiPropertyOptional({ description: "Whose direct downline; left out: the site's top agents" })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  parentId?: number;
}

export class ConsoleAgentPathQueryDto {
  @ApiProperty({ example: 'demo_subagent' })
  @IsString()
  @Matches(ACCOUNT, { message: 'account must be an account name' })
  account: string;
}

export class ConsoleMoveDto implements ConsoleMoveRequest {
  @ApiProperty({ example: 'demo_agent', description: 'An agent outside the moved subtree' })
  @IsString()
  @Matches(ACCOUNT, { message: 'uplineAccount must be an account name' })
  uplineAccount: string;

  @ApiProperty({ minLength: REASON.min, maxLength: REASON.max })
  @IsString()
  @MinLength(REASON.min)
  @MaxLength(REASON.max)
  reason: string;
}

export class ConsoleAgentRatioDto implements ConsoleAgentRatioRequest {
  @ApiProperty({ example: '30.00', description: 'Percent, at most two decimals' })
  @IsString()
  @Matches(AGENT_RATIO_PATTERN, { message: 'ratio must be a percent from 0 to 100, two decimals' })
  ratio: string;

  @ApiProperty({ minLength: REASON.min, maxLength: REASON.max })
  @IsString()
  @MinLength(REASON.min)
  @MaxLength(REASON.max)
  reason: string;
}
