import { ApiProperty } from '@nestjs/swagger';
import { FEEDBACK_MAX_IMAGES } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { toInteger } from '../../common/query-fields.js';

/** GET /wps/feedback/:id/images/:position */
export class FeedbackImageParamsDto {
  @ApiProperty({ description: 'The feedback id from the list', example: '1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  id: number;

  @ApiProperty({ description: 'The image position in the list, from 1', example: '1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(FEEDBACK_MAX_IMAGES)
  position: number;
}
