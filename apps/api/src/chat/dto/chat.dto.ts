import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CHAT_HISTORY_MAX_PAGE_SIZE,
  CHAT_HISTORY_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MUTE_MAX_MINUTES,
  type ChatHistoryQuery,
  type ChatMuteRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { trim } from '../../common/trim.js';
import { toInteger } from '../../common/query-fields.js';

export class ChatHistoryQueryDto implements ChatHistoryQuery {
  @ApiPropertyOptional({ description: 'A message id: the page of messages before it' })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  before?: number;

  @ApiPropertyOptional({ default: CHAT_HISTORY_SIZE, maximum: CHAT_HISTORY_MAX_PAGE_SIZE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(CHAT_HISTORY_MAX_PAGE_SIZE)
  pageSize: number = CHAT_HISTORY_SIZE;
}

export class ChatMuteDto implements ChatMuteRequest {
  @ApiPropertyOptional({
    description: 'How long the mute lasts; left out, it lasts until the operator unmutes',
    maximum: CHAT_MUTE_MAX_MINUTES,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(CHAT_MUTE_MAX_MINUTES)
  minutes?: number;
}

/** The socket's join frame. */
export class ChatJoinDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  token: string;
}

/** The socket's send frame: the text is trimmed, then 1 to CHAT_MESSAGE_MAX_LENGTH characters. */
export class ChatSendDto {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX_LENGTH })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'text must not be empty' })
  @MaxLength(CHAT_MESSAGE_MAX_LENGTH)
  text: string;

  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'requestId must be 1-64 letters, digits, _ or -' })
  requestId: string;
}
