import { ApiProperty } from '@nestjs/swagger';
import {
  CUSTOMER_SERVICE_TYPES,
  type ConsoleCustomerServiceInput,
  type CustomerServiceType,
} from '@wps/shared-types';
import { IsIn } from 'class-validator';
import { IsSitePathOrHttpsAddress, IsText } from './content-fields.js';

export class CustomerServiceTypeDto {
  @ApiProperty({ enum: CUSTOMER_SERVICE_TYPES })
  @IsIn(CUSTOMER_SERVICE_TYPES)
  csType: CustomerServiceType;
}

export class ConsoleCustomerServiceDto implements ConsoleCustomerServiceInput {
  @ApiProperty({ example: 'Live chat', maxLength: 100 }) @IsText(100) name: string;

  @ApiProperty({ example: 'https://chat.example.com/site', description: 'Opened in the pop-up' })
  @IsSitePathOrHttpsAddress()
  path: string;
}
