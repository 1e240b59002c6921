import { ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES, type GameAnnouncementQuery, type Language } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { optionalText } from '../../common/query-fields.js';

export class GameAnnouncementQueryDto implements GameAnnouncementQuery {
  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "Left out: the X-Language header's, else the site's default",
  })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}
