import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CONSOLE_MAX_RECOMMENDATIONS,
  GAME_CATEGORIES,
  type ConsoleGameQuery,
  type ConsoleGameUpdate,
  type ConsoleVendorQuery,
  type ConsoleVendorUpdate,
  type GameCategory,
  VENDOR_WALLET_PROTOCOLS,
  type VendorWalletProtocol,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsOptionalNotNull } from '../../common/optional-field.js';
import { GAME_ID_PATTERN, optionalText, VENDOR_CODE_PATTERN } from '../../common/query-fields.js';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

// Sort orders and ranks are Postgres integers; a billion leaves room to slot games in between.
const MAX_ORDER = 1_000_000_000;
// Game ids are Postgres integers.
const MAX_GAME_ID = 2_147_483_647;
// A 4096-bit RSA public key in PEM is about 800 characters.
const MAX_PUBLIC_KEY_LENGTH = 4_000;

export class ConsoleVendorQueryDto extends ConsolePageDto implements ConsoleVendorQuery {
  @ApiPropertyOptional({ description: "Part of the vendor's code or name" })
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  query?: string;
}

export class ConsoleGameQueryDto extends ConsolePageDto implements ConsoleGameQuery {
  @ApiPropertyOptional({ description: "Part of the game's code or of its name in any language" })
  @Transform(optionalText)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  query?: string;

  @ApiPropertyOptional({ description: 'Vendor code' })
  @Transform(optionalText)
  @IsOptional()
  @Matches(VENDOR_CODE_PATTERN)
  vendor?: string;

  @ApiPropertyOptional({ enum: GAME_CATEGORIES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(GAME_CATEGORIES)
  category?: GameCategory;
}

/** The vendor fields an operator changes; each left out stays as it is. */
export class ConsoleVendorUpdateDto implements ConsoleVendorUpdate {
  @ApiPropertyOptional({ enum: VENDOR_WALLET_PROTOCOLS })
  @IsOptionalNotNull()
  @IsIn(VENDOR_WALLET_PROTOCOLS)
  walletProtocol?: VendorWalletProtocol;

  /** Null removes the key. */
  @ApiPropertyOptional({ nullable: true, description: "The vendor's RSA public key in PEM" })
  @ValidateIf((_object: object, value: unknown) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(MAX_PUBLIC_KEY_LENGTH)
  hub88PublicKey?: string | null;

  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() maintenance?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_ORDER })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(MAX_ORDER)
  sortOrder?: number;

  @ApiPropertyOptional({
    type: [Number],
    maxItems: CONSOLE_MAX_RECOMMENDATIONS,
    description: 'Game ids in the order to recommend them while a game is under maintenance',
  })
  @IsOptionalNotNull()
  @ArrayMaxSize(CONSOLE_MAX_RECOMMENDATIONS)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_GAME_ID, { each: true })
  maintenanceRecommendations?: number[];
}

/** The game fields an operator changes; each left out stays as it is. */
export class ConsoleGameUpdateDto implements ConsoleGameUpdate {
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() isHot?: boolean;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() maintenance?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_ORDER })
  @IsOptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(MAX_ORDER)
  sortOrder?: number;

  /** Null: after the ranked hot games. */
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_ORDER, nullable: true })
  @ValidateIf((_object: object, value: unknown) => value != null)
  @IsInt()
  @Min(0)
  @Max(MAX_ORDER)
  hotRank?: number | null;
}

export class ConsoleVendorParamsDto {
  @Matches(/^[A-Za-z0-9_-]{1,64}$/) vendor: string;
}

/** The same code under the name Hub88's wallet routes give it (the vendor whose key changes). */
export class ConsoleVendorCodeParamsDto {
  @Matches(/^[A-Za-z0-9_-]{1,64}$/) vendorCode: string;
}

export class ConsoleGameParamsDto {
  @Matches(GAME_ID_PATTERN) gameId: string;
}
