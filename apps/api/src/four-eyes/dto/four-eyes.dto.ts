import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  FOUR_EYES_REJECT_REASON_MAX,
  FOUR_EYES_STATUSES,
  type FourEyesApproveRequest,
  type FourEyesMonitoringRequest,
  type FourEyesRejectRequest,
  type FourEyesStatus,
  type FourEyesThreshold,
} from '@wps/shared-types';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { ConsolePageDto } from '../../operator/dto/console.dto.js';

export class FourEyesQueryDto extends ConsolePageDto {
  @ApiPropertyOptional({ enum: FOUR_EYES_STATUSES })
  @IsOptional()
  @IsIn(FOUR_EYES_STATUSES)
  status?: FourEyesStatus;
}

export class FourEyesApproveDto implements FourEyesApproveRequest {
  @ApiProperty({ description: "The second operator's current authenticator code" })
  @Matches(/^\d{6}$/, { message: 'code must be the 6 digits of your authenticator' })
  code: string;
}

export class FourEyesRejectDto implements FourEyesRejectRequest {
  @IsString() @MinLength(1) @MaxLength(FOUR_EYES_REJECT_REASON_MAX) reason: string;
}

export class FourEyesThresholdDto implements FourEyesThreshold {
  @ApiProperty({ nullable: true, example: '5000.00' })
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  limit24h: string | null;

  @ApiProperty({ nullable: true, example: '20000.00' })
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  limit30d: string | null;
}

export class FourEyesMonitoringDto implements FourEyesMonitoringRequest {
  @IsBoolean() monitored: boolean;
}
