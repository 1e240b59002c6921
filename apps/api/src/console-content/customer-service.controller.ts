import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_CONTENT_PATHS,
  type ConsoleCustomerServiceChannel,
  type ConsolePage,
} from '@wps/shared-types';
import { ConsoleRoute } from '../operator/console-route.js';
import { ConsolePageDto } from '../operator/dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from '../operator/operator-actor.js';
import { CustomerServiceChannelsService } from './customer-service.service.js';
import { ConsoleCustomerServiceDto, CustomerServiceTypeDto } from './dto/customer-service.dto.js';

@ApiTags('console')
@Controller(CONSOLE_CONTENT_PATHS.customerService.slice(1))
export class CustomerServiceChannelsController {
  constructor(private readonly channels: CustomerServiceChannelsService) {}

  @Get()
  @ConsoleRoute('content.read')
  @ApiOperation({ summary: 'The customer-service channels: live chat and VIP' })
  list(
    @CurrentOperator() operator: OperatorActor,
    @Query() query: ConsolePageDto,
  ): Promise<ConsolePage<ConsoleCustomerServiceChannel>> {
    return this.channels.list(operator, query);
  }

  @Put(':csType')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Sets the channel of this type (adds it if missing); at once' })
  save(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: CustomerServiceTypeDto,
    @Body() dto: ConsoleCustomerServiceDto,
  ): Promise<ConsoleCustomerServiceChannel> {
    return this.channels.save(operator, params.csType, dto);
  }

  @Delete(':csType')
  @ConsoleRoute('content.write')
  @ApiOperation({ summary: 'Removes the channel of this type' })
  remove(
    @CurrentOperator() operator: OperatorActor,
    @Param() params: CustomerServiceTypeDto,
  ): Promise<null> {
    return this.channels.remove(operator, params.csType);
  }
}
