import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type HelpCentreQuery, type Language } from '@wps/shared-types';
import { IsIn } from 'class-validator';

export class HelpCentreQueryDto implements HelpCentreQuery {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;
}
