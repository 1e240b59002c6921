import { ApiPropertyOptional } from '@nestjs/swagger';
import type { OutboxChannel } from '@wps/shared-types';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trim } from '../../common/trim.js';

export const OUTBOX_DEFAULT_LIMIT = 20;

export class OutboxQuery {
  @ApiPropertyOptional({ description: 'The development key, for a developer opening this page' })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  devKey?: string;

  @ApiPropertyOptional({
    description: 'Exact recipient: an E.164 number (+60123456701; the + may be left out) or e-mail',
  })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(254)
  recipient?: string;

  @ApiPropertyOptional({ enum: ['SMS', 'EMAIL'] })
  @IsOptional()
  @IsIn(['SMS', 'EMAIL'])
  channel?: OutboxChannel;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: OUTBOX_DEFAULT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
