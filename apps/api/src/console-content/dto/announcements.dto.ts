import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ANNOUNCEMENT_TEXT_LENGTH,
  CONSOLE_ANNOUNCEMENT_TYPES,
  LANGUAGES,
  type ConsoleAnnouncementInput,
  type ConsoleAnnouncementQuery,
  type ConsoleAnnouncementType,
  type Language,
} from '@wps/shared-types';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';
import { SORT_ORDER_MAX } from './banners.dto.js';
import { IsInstant, IsOptionalOrNull, IsText } from './content-fields.js';

export class ConsoleAnnouncementQueryDto
  extends ConsolePageDto
  implements ConsoleAnnouncementQuery
{
  @ApiPropertyOptional({ enum: CONSOLE_ANNOUNCEMENT_TYPES })
  @IsOptional()
  @IsIn(CONSOLE_ANNOUNCEMENT_TYPES)
  type?: ConsoleAnnouncementType;

  @ApiPropertyOptional({ enum: LANGUAGES, description: 'Announcements of this language only' })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

/** A notice, popup or promotion announcement as POST creates it and PUT replaces it. */
export class ConsoleAnnouncementDto implements ConsoleAnnouncementInput {
  @ApiProperty({
    enum: CONSOLE_ANNOUNCEMENT_TYPES,
    description: 'PL player notice (marquee, /noticePage), PU popup, PR promotion notice',
  })
  @IsIn(CONSOLE_ANNOUNCEMENT_TYPES)
  type: ConsoleAnnouncementType;

  @ApiPropertyOptional({ enum: LANGUAGES, nullable: true, description: 'None: every language' })
  @IsOptionalOrNull()
  @IsIn(LANGUAGES)
  language?: Language | null;

  @ApiProperty({ maxLength: ANNOUNCEMENT_TEXT_LENGTH.title })
  @IsText(ANNOUNCEMENT_TEXT_LENGTH.title)
  title: string;

  @ApiProperty({ maxLength: ANNOUNCEMENT_TEXT_LENGTH.content, description: 'Plain text' })
  @IsText(ANNOUNCEMENT_TEXT_LENGTH.content)
  content: string;

  @ApiPropertyOptional({ default: 0, maximum: SORT_ORDER_MAX })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(SORT_ORDER_MAX)
  sortOrder?: number;

  @ApiPropertyOptional({ default: true }) @IsOptionalNotNull() @IsBoolean() enabled?: boolean;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-01T00:00:00+08:00' })
  @IsOptionalOrNull()
  @IsInstant()
  startsAt?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-31T00:00:00+08:00' })
  @IsOptionalOrNull()
  @IsInstant()
  endsAt?: string | null;
}
