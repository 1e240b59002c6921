import { ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES, type Language, type RecentGameQuery } from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { optionalText, VENDOR_CODE_PATTERN } from '../../common/query-fields.js';
import { LobbyPageQuery } from './lobby-page.query.js';

export class RecentGamesQuery extends LobbyPageQuery implements RecentGameQuery {
  @ApiPropertyOptional({ description: 'Only games of this vendor' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(VENDOR_CODE_PATTERN)
  vassalage?: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description: "Left out: the X-Language header's, else the site's default",
  })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}
