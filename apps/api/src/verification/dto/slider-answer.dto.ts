import { ApiProperty } from '@nestjs/swagger';
import type { SliderAnswerPayload } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsString, Matches, Max, Min } from 'class-validator';
import { trim } from '../../common/trim.js';

export class SliderAnswerDto implements SliderAnswerPayload {
  @ApiProperty({ description: 'The challengeId of GET /wps/verification/slider' })
  @Transform(trim)
  @IsString()
  @Matches(/^[0-9a-f]{32}$/, { message: 'challengeId must be a challenge id' })
  challengeId: string;

  @ApiProperty({ description: "The x where the piece's left edge was dropped", example: 120 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(300)
  x: number;

  @ApiProperty({ description: 'How long the drag took, in milliseconds', example: 900 })
  @IsInt()
  @Min(0)
  @Max(600_000)
  durationMs: number;
}
