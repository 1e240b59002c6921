import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class SystemStatusQuery {
  @ApiPropertyOptional({ description: 'The host the visitor opened (location.host)' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  url?: string;
}
