import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  DEFAULT_ANNOUNCEMENT_EXECUTION_TYPE,
  DEFAULT_ANNOUNCEMENT_TYPES,
  LANGUAGES,
  PLATFORM_CODE,
  type AnnouncementQuery,
  type AnnouncementType,
  type BannerGroup,
  type Language,
  type NoticePageQuery,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';

// "PL,PU" arrives as one text; an empty list counts as left out, which means the default types
// (undefined here would replace the property's default and reach the service).
const announcementTypes = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : [...DEFAULT_ANNOUNCEMENT_TYPES];
};

export class AnnouncementQueryDto implements AnnouncementQuery {
  @ApiPropertyOptional({ description: 'Comma list', default: DEFAULT_ANNOUNCEMENT_TYPES.join(',') })
  @Transform(announcementTypes)
  @IsOptional()
  @ArrayNotEmpty()
  @IsIn(ANNOUNCEMENT_TYPES, { each: true })
  types: AnnouncementType[] = [...DEFAULT_ANNOUNCEMENT_TYPES];

  @ApiPropertyOptional({ enum: [PLATFORM_CODE], default: PLATFORM_CODE })
  @IsOptional()
  @IsIn([PLATFORM_CODE])
  platform: typeof PLATFORM_CODE = PLATFORM_CODE;

  @ApiPropertyOptional({ enum: ANNOUNCEMENT_TYPES, default: DEFAULT_ANNOUNCEMENT_EXECUTION_TYPE })
  @IsOptional()
  @IsIn(ANNOUNCEMENT_TYPES)
  execution: AnnouncementType = DEFAULT_ANNOUNCEMENT_EXECUTION_TYPE;

  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;

  @ApiPropertyOptional({ enum: BANNER_GROUPS, description: 'Banners of this group only' })
  @IsOptional()
  @IsIn(BANNER_GROUPS)
  group?: BannerGroup;
}

export class NoticePageQueryDto
  extends PageQuery(ANNOUNCEMENT_PAGE_SIZE)
  implements NoticePageQuery
{
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;
}
