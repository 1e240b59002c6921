import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type GameAnnouncementQuery, type Language } from '@wps/shared-types';
import { IsIn } from 'class-validator';

export class GameAnnouncementQueryDto implements GameAnnouncementQuery {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;
}
