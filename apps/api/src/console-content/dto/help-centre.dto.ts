import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  ConsoleHelpArticleInput,
  ConsoleHelpArticleQuery,
  ConsoleHelpCategoryInput,
  Language,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { toInteger } from '../../common/query-fields.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';
import { SORT_ORDER_MAX } from './banners.dto.js';
import { IsNested, IsText, LocalisedNameDto } from './content-fields.js';

// Help codes become page anchors (/help#term), so they stay plain lower-case words.
const HELP_CODE = /^[a-z][a-z0-9-]{0,63}$/;
const ID_MAX = 2_147_483_647;

export class ConsoleHelpCategoryDto implements ConsoleHelpCategoryInput {
  @ApiProperty({ example: 'deposit', description: 'The anchor on /help; "term" holds the terms' })
  @Matches(HELP_CODE)
  code: string;

  @ApiPropertyOptional({ default: 0, maximum: SORT_ORDER_MAX })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(SORT_ORDER_MAX)
  sortOrder?: number;

  @ApiProperty({ type: LocalisedNameDto, description: 'Every language' })
  @IsNested(() => LocalisedNameDto)
  titles: LocalisedNameDto;
}

export class HelpArticleTextDto {
  @ApiProperty({ example: 'How do I deposit?' }) @IsText(200) title: string;
  @ApiProperty({ description: 'Plain text; blank lines part paragraphs' })
  @IsText(10_000)
  content: string;
}

export class HelpArticleTextsDto implements Record<Language, HelpArticleTextDto> {
  @ApiProperty({ type: HelpArticleTextDto })
  @IsNested(() => HelpArticleTextDto)
  MS: HelpArticleTextDto;

  @ApiProperty({ type: HelpArticleTextDto })
  @IsNested(() => HelpArticleTextDto)
  EN: HelpArticleTextDto;

  @ApiProperty({ type: HelpArticleTextDto })
  @IsNested(() => HelpArticleTextDto)
  CN: HelpArticleTextDto;
}

export class ConsoleHelpArticleDto implements ConsoleHelpArticleInput {
  @ApiProperty({ example: 1, description: 'The section it belongs to' })
  @IsInt()
  @Min(1)
  @Max(ID_MAX)
  categoryId: number;

  @ApiProperty({ example: 'how-to-deposit' }) @Matches(HELP_CODE) code: string;

  @ApiPropertyOptional({ default: 0, maximum: SORT_ORDER_MAX })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(SORT_ORDER_MAX)
  sortOrder?: number;

  @ApiProperty({ type: HelpArticleTextsDto, description: 'Every language' })
  @IsNested(() => HelpArticleTextsDto)
  texts: HelpArticleTextsDto;
}

export class ConsoleHelpArticleQueryDto extends ConsolePageDto implements ConsoleHelpArticleQuery {
  @ApiPropertyOptional({ description: 'Articles of this section only' })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(ID_MAX)
  categoryId?: number;
}
