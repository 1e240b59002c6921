import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RECONCILIATION_ALERT_STATUSES,
  RECONCILIATION_REASON_LENGTH,
  type ReconciliationAlertQuery,
  type ReconciliationAlertStatus,
  type ReconciliationResolveRequest,
  type ReconciliationRunRequest,
} from '@wps/shared-types';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { optionalText } from '../common/query-fields.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';

export class ReconciliationAlertQueryDto
  extends ConsolePageDto
  implements ReconciliationAlertQuery
{
  @ApiPropertyOptional({ enum: RECONCILIATION_ALERT_STATUSES })
  @Transform(optionalText)
  @IsOptional()
  @IsIn(RECONCILIATION_ALERT_STATUSES)
  status?: ReconciliationAlertStatus;
}

export class ReconciliationResolveDto implements ReconciliationResolveRequest {
  @ApiProperty({ example: 'Balance row corrected by the ledger team, ticket OPS-12' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(RECONCILIATION_REASON_LENGTH.min, RECONCILIATION_REASON_LENGTH.max, {
    message: `reason must be ${RECONCILIATION_REASON_LENGTH.min} to ${RECONCILIATION_REASON_LENGTH.max} characters`,
  })
  reason: string;
}

export class ReconciliationRunDto implements ReconciliationRunRequest {
  @ApiProperty({ example: '2026-11-28', description: 'A UTC day, yyyy-MM-dd' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'day must be a date yyyy-MM-dd' })
  day: string;
}
