import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_GAME_PLATFORM,
  GAME_PLATFORMS,
  type GamePlatform,
  type VendorListQuery,
} from '@wps/shared-types';
import { IsIn, IsOptional } from 'class-validator';

export class VendorListQueryDto implements VendorListQuery {
  @ApiPropertyOptional({ enum: GAME_PLATFORMS, default: DEFAULT_GAME_PLATFORM })
  @IsOptional()
  @IsIn(GAME_PLATFORMS)
  platform: GamePlatform = DEFAULT_GAME_PLATFORM;
}
