import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { isAgentType, type AffiliateValue } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { MemberRepository } from '../member/member.repository.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { AffiliateQuery } from './dto/affiliate.query.js';

@ApiTags('agent')
@Controller('wps/agent')
export class AgentController {
  constructor(
    private readonly merchants: MerchantService,
    private readonly members: MemberRepository,
  ) {}

  // Tight limit: the answer tells whether a code exists, so guessing must stay slow.
  @Get('affiliate')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOperation({ summary: "Checks an agent's invitation code" })
  async affiliate(
    @Query() query: AffiliateQuery,
    @Req() request: FastifyRequest,
  ): Promise<AffiliateValue> {
    const site = await this.merchants.siteForHost(query.domain ?? request.hostname);
    const owner = await this.members.findByInvitationCode(site.id, query.code.toUpperCase());
    const valid = owner !== null && isAgentType(owner.isAgent);
    return { valid, agentNickname: valid ? owner.nickname : null };
  }
}
