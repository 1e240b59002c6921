import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  ProviderBetRequest,
  ProviderClientSeedRequest,
  ProviderPlayRequest,
  ProviderRotateSeedRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { MAX_PAGE_NO, toInteger } from '../../common/query-fields.js';
import { PLAYER_TOKEN_PATTERN } from '../../wallet/dto/seamless-wallet.schema.js';

const TOKEN_MESSAGE = 'token must be the player token of a game launch';

/** The player token of the launch, as the game client's URL carries it. */
export class ProviderTokenQuery {
  @ApiProperty({ description: 'Player token of the game launch' })
  @Matches(PLAYER_TOKEN_PATTERN, { message: TOKEN_MESSAGE })
  token: string;
}

export class ProviderRoundsQuery extends ProviderTokenQuery {
  @ApiPropertyOptional({ default: 1 })
  @Transform(toInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_NO)
  pageNo: number = 1;
}

export class ProviderPlayDto extends ProviderTokenQuery implements ProviderPlayRequest {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      "Slot: {totalBet} (one of the paytable's bet levels); the tables take an amount per " +
      'spot, whole units within the limits: baccarat player, banker, tie, playerPair, ' +
      'bankerPair; roulette "0" to "36", red, black, odd, even, low, high, dozen1-3, ' +
      'column1-3; dragon tiger dragon, tiger, tie; cockfight meron, wala, draw. Fishing: ' +
      "{stake, fish} (one of the cannon's stakes, a fish of the paytable)",
    example: { totalBet: '1.00' },
  })
  // Its fields depend on the session's game; the service checks them against that game.
  @IsObject()
  bet: ProviderBetRequest;
}

export class ProviderClientSeedDto extends ProviderTokenQuery implements ProviderClientSeedRequest {
  @ApiProperty({ description: '1 to 64 printable characters without spaces' })
  @IsString()
  clientSeed: string;
}

export class ProviderRotateSeedDto extends ProviderTokenQuery implements ProviderRotateSeedRequest {
  @ApiPropertyOptional({ description: 'The next client seed; a random one when left out' })
  @IsOptionalNotNull()
  @IsString()
  clientSeed?: string;
}
