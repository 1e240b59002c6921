import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MESSAGE_AUDIENCES,
  OPERATOR_MESSAGE_BODY_MAX_LENGTH,
  OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH,
  type ConsoleMessageRequest,
  type MessageAudience,
  type OperatorMessageText,
  type OperatorMessageTexts,
} from '@wps/shared-types';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { toInteger } from '../../common/query-fields.js';
import { trim } from '../../common/trim.js';

class OperatorMessageTextDto implements OperatorMessageText {
  @ApiProperty({ maxLength: OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  // Counted again in characters by operatorMessageTextsProblems; this bounds the bytes first.
  @MaxLength(OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH * 2)
  subject: string;

  @ApiProperty({ maxLength: OPERATOR_MESSAGE_BODY_MAX_LENGTH, description: 'Plain text' })
  @Transform(trim)
  @IsString()
  @MaxLength(OPERATOR_MESSAGE_BODY_MAX_LENGTH * 2)
  body: string;
}

class OperatorMessageTextsDto implements OperatorMessageTexts {
  @ApiPropertyOptional({ type: OperatorMessageTextDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OperatorMessageTextDto)
  MS?: OperatorMessageTextDto;

  @ApiPropertyOptional({ type: OperatorMessageTextDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OperatorMessageTextDto)
  EN?: OperatorMessageTextDto;

  @ApiPropertyOptional({ type: OperatorMessageTextDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OperatorMessageTextDto)
  CN?: OperatorMessageTextDto;
}

/** An operator's message; the service checks that the audience's own field is there. */
export class ConsoleMessageDto implements ConsoleMessageRequest {
  @ApiProperty({ enum: MESSAGE_AUDIENCES }) @IsIn(MESSAGE_AUDIENCES) audience: MessageAudience;

  @ApiPropertyOptional({ description: 'RANK: the VIP rank level' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  rankLevel?: number;

  @ApiPropertyOptional({ description: "LABEL: the label's name" })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(64)
  label?: string;

  @ApiPropertyOptional({ description: "MEMBER: the member's account" })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(64)
  account?: string;

  @ApiProperty({ type: OperatorMessageTextsDto, description: 'One language or several' })
  @IsObject()
  @ValidateNested()
  @Type(() => OperatorMessageTextsDto)
  texts: OperatorMessageTextsDto;
}

/** `:id` of an operator's message. */
export class MessageIdDto {
  @ApiProperty({ example: '1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;
}
