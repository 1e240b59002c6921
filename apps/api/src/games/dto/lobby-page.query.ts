import { ApiPropertyOptional } from '@nestjs/swagger';
import { CLIENT_TYPE, GAME_PAGE_SIZE } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { toInteger } from '../../common/query-fields.js';

/** What every paged lobby list takes: the client type (3, the web) and the page. */
export class LobbyPageQuery extends PageQuery(GAME_PAGE_SIZE) {
  @ApiPropertyOptional({ default: CLIENT_TYPE })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(99)
  clientType: number = CLIENT_TYPE;
}
