import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../common/trim.js';

export class AffiliateQuery {
  @ApiProperty({ description: 'The invitation code from the link' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  code: string;

  @ApiPropertyOptional({ description: 'The host the visitor opened' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  domain?: string;
}
