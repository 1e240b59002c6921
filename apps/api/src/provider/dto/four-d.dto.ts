import { ApiProperty, PickType } from '@nestjs/swagger';
import { FOUR_D_RESULTS_PAGE_SIZE, type FourDTicketRequest } from '@wps/shared-types';
import { IsString, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/paging.query.js';
import { ProviderTokenQuery } from './provider.dto.js';

export class FourDTicketDto extends ProviderTokenQuery implements FourDTicketRequest {
  @ApiProperty({ description: 'Chosen by the client per ticket: 8 to 64 printable characters' })
  @Matches(/^[\x21-\x7e]{8,64}$/, { message: 'ticketKey must be 8 to 64 printable characters' })
  ticketKey: string;

  @ApiProperty({ example: '1234', description: 'The four-digit number' })
  @Matches(/^\d{4}$/, { message: 'number must be four digits' })
  number: string;

  @ApiProperty({ example: '1.00', description: 'Big stake: 0 or 1.00 to 500.00' })
  @IsString()
  @MaxLength(12)
  big: string;

  @ApiProperty({ example: '0', description: 'Small stake: 0 or 1.00 to 500.00' })
  @IsString()
  @MaxLength(12)
  small: string;
}

/** The page of the published results: their size is the game's own (FOUR_D_RESULTS_PAGE_SIZE). */
export class FourDResultsQuery extends PickType(PageQuery(FOUR_D_RESULTS_PAGE_SIZE), ['pageNo']) {}
