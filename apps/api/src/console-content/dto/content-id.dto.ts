import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { toInteger } from '../../common/query-fields.js';

/** `:id` of a content row: a positive whole number the database's ids can hold. */
export class ContentIdDto {
  @ApiProperty({ example: '1' })
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  id: number;
}
