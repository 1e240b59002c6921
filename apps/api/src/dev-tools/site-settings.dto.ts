import { ApiPropertyOptional } from '@nestjs/swagger';
import { WHITE_LABEL_FLAGS, type WhiteLabelFlag } from '@wps/shared-types';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

export class FlagSettingDto {
  @ApiPropertyOptional({ enum: WHITE_LABEL_FLAGS })
  @IsIn(WHITE_LABEL_FLAGS)
  code: WhiteLabelFlag;

  @IsBoolean()
  enabled: boolean;
}

/** Operator settings the browser tests and demos switch (development only). */
export class SiteSettingsDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() maintenanceEnabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) maintenanceTitle?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) maintenanceText?: string;
  @ApiPropertyOptional() @IsOptional() @IsDateString() maintenanceEndAt?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() sliderVerification?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() routeGuard?: boolean;

  @ApiPropertyOptional({ type: [FlagSettingDto] })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => FlagSettingDto)
  flags?: FlagSettingDto[];
}
