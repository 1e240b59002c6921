import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerServiceLink } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { CurrentMember, type AuthenticatedMember } from '../session/authenticated-member.js';
import { Authenticated } from '../session/session.guard.js';
import { CustomerServiceService } from './customer-service.service.js';

@ApiTags('system')
@Controller('wps')
export class CustomerServiceController {
  constructor(private readonly customerService: CustomerServiceService) {}

  @Get('system/customerService')
  @ApiOperation({ summary: "A visitor's customer-service link: live chat" })
  visitor(@Req() request: FastifyRequest): Promise<CustomerServiceLink> {
    return this.customerService.forVisitor(request.hostname);
  }

  // Support stays reachable while a forced password change is pending.
  @Get('member/customerService')
  @Authenticated({ duringPasswordChange: true })
  @ApiOperation({
    summary: "A member's customer-service link: the VIP channel from rank 5 on, else live chat",
  })
  member(@CurrentMember() member: AuthenticatedMember): Promise<CustomerServiceLink> {
    return this.customerService.forMember(member);
  }
}
