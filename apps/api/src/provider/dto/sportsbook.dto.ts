import { ApiProperty } from '@nestjs/swagger';
import {
  SPORT_MARKETS,
  SPORT_SELECTIONS,
  type SportBetRequest,
  type SportMarket,
  type SportSelection,
  type SportSelectionRequest,
} from '@wps/shared-types';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ProviderTokenQuery } from './provider.dto.js';

class SportSelectionDto implements SportSelectionRequest {
  @ApiProperty({ example: 'FB-202611291535-1' })
  @IsString()
  @MaxLength(40)
  fixtureId: string;

  @ApiProperty({ enum: SPORT_MARKETS })
  @IsIn(SPORT_MARKETS)
  market: SportMarket;

  @ApiProperty({ enum: SPORT_SELECTIONS, description: 'DRAW only in the football winner market' })
  @IsIn(SPORT_SELECTIONS)
  selection: SportSelection;
}

export class SportBetDto extends ProviderTokenQuery implements SportBetRequest {
  @ApiProperty({ description: 'Chosen by the client per bet: 8 to 64 printable characters' })
  @Matches(/^[\x21-\x7e]{8,64}$/, { message: 'betKey must be 8 to 64 printable characters' })
  betKey: string;

  @ApiProperty({ example: '10.00', description: 'RM 1.00 to RM 5,000.00' })
  @IsString()
  @MaxLength(12)
  stake: string;

  @ApiProperty({
    type: [SportSelectionDto],
    description: 'One selection is a single; 2 to 8 of different matches a parlay',
  })
  @IsArray()
  @ArrayMinSize(1)
  // The game's own limit (8) is checked with a clear message; this only bounds the body.
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => SportSelectionDto)
  selections: SportSelectionDto[];
}
