import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_REPLY_MAX_LENGTH,
  FEEDBACK_STATUSES,
  type ConsoleFeedbackQuery,
  type ConsoleFeedbackReplyRequest,
  type FeedbackStatus,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { toInteger } from '../../common/query-fields.js';
import { trim } from '../../common/trim.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

export class ConsoleFeedbackQueryDto extends ConsolePageDto implements ConsoleFeedbackQuery {
  @ApiPropertyOptional({ enum: FEEDBACK_STATUSES, description: 'Feedback in this state only' })
  @IsOptional()
  @IsIn(FEEDBACK_STATUSES)
  status?: FeedbackStatus;
}

/** `:id` of a feedback. */
export class FeedbackIdDto {
  @ApiProperty({ example: '1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;
}

/** `:id/images/:position` of a feedback. */
export class FeedbackImageDto extends FeedbackIdDto {
  @ApiProperty({ example: '1', description: 'The image position, from 1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(FEEDBACK_MAX_IMAGES)
  position: number;
}

export class ConsoleFeedbackReplyDto implements ConsoleFeedbackReplyRequest {
  @ApiProperty({ maxLength: FEEDBACK_REPLY_MAX_LENGTH, description: 'Plain text' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(FEEDBACK_REPLY_MAX_LENGTH)
  content: string;
}
