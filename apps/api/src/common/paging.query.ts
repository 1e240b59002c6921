import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_NO, MAX_PAGE_SIZE, toInteger } from './query-fields.js';

/** The page of any paged list: pageNo from 1, pageSize up to 100, by default the list's own. */
export function PageQuery(defaultPageSize: number) {
  class Page {
    @ApiPropertyOptional({ default: 1 })
    @Transform(toInteger)
    @IsOptional()
    @IsInt()
    @Min(1)
    @Max(MAX_PAGE_NO)
    pageNo: number = 1;

    @ApiPropertyOptional({ default: defaultPageSize, maximum: MAX_PAGE_SIZE })
    @Transform(toInteger)
    @IsOptional()
    @IsInt()
    @Min(1)
    @Max(MAX_PAGE_SIZE)
    pageSize: number = defaultPageSize;
  }
  return Page;
}

/** Pages needed for `total` items, 0 when there are none. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
