import { ApiPropertyOptional } from '@nestjs/swagger';
import { WHITE_LABEL_FLAGS, type WhiteLabelFlag } from '@wps/shared-types';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsIn,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNotNull } from '../common/optional-field.js';

export class FlagSettingDto {
  @ApiPropertyOptional({ enum: WHITE_LABEL_FLAGS })
  @IsIn(WHITE_LABEL_FLAGS)
  code: WhiteLabelFlag;

  @IsBoolean()
  enabled: boolean;
}

/** Operator settings the browser tests and demos switch (development only). */
export class SiteSettingsDto {
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() maintenanceEnabled?: boolean;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsString() @MaxLength(200) maintenanceTitle?: string;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsString() @MaxLength(2000) maintenanceText?: string;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsDateString() maintenanceEndAt?: string;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() sliderVerification?: boolean;
  @ApiPropertyOptional() @IsOptionalNotNull() @IsBoolean() routeGuard?: boolean;

  @ApiPropertyOptional({ type: [FlagSettingDto] })
  @IsOptionalNotNull()
  @ValidateNested({ each: true })
  @Type(() => FlagSettingDto)
  flags?: FlagSettingDto[];
}
