import { ApiPropertyOptional } from '@nestjs/swagger';
import { CLIENT_TYPE, GAME_PAGE_SIZE } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_NO, MAX_PAGE_SIZE, toInteger } from './query-fields.js';

/** What every paged lobby list takes: the client type (3, the web) and the page. */
export class LobbyPageQuery {
  @ApiPropertyOptional({ default: CLIENT_TYPE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99)
  clientType: number = CLIENT_TYPE;

  @ApiPropertyOptional({ default: 1 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_NO)
  pageNo: number = 1;

  @ApiPropertyOptional({ default: GAME_PAGE_SIZE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize: number = GAME_PAGE_SIZE;
}
