import { ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES, PVP_ROOM_PAGE_SIZE, type Language, type PvpRoomQuery } from '@wps/shared-types';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { GAME_ID_PATTERN } from '../../common/query-fields.js';

/** GET /wps/relay/GCS_pvpRooms: a page of rooms, optionally of one card game. */
export class PvpRoomQueryDto extends PageQuery(PVP_ROOM_PAGE_SIZE) implements PvpRoomQuery {
  @ApiPropertyOptional({ description: 'Rooms of this card game only (its nodeId)', example: '42' })
  @IsOptional()
  @Matches(GAME_ID_PATTERN, { message: 'nodeId must be a game id' })
  nodeId?: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "Games' names; else X-Language, else the site's",
  })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}
