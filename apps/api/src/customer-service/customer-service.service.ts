import { Injectable } from '@nestjs/common';
import {
  customerServiceTypeFor,
  type CustomerServiceLink,
  type CustomerServiceType,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { CustomerServiceRepository } from './customer-service.repository.js';

/** Which customer-service channel a player is sent to (spec 1 §6). */
@Injectable()
export class CustomerServiceService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly channels: CustomerServiceRepository,
  ) {}

  /** Visitors get live chat. */
  async forVisitor(host: string | undefined): Promise<CustomerServiceLink> {
    const site = await this.merchants.siteForHost(host);
    return this.link(site.id, 'LIVECHAT');
  }

  /** Members from rank 5 on get the VIP channel, others live chat (spec 1 §6: rank above 4). */
  async forMember(member: AuthenticatedMember): Promise<CustomerServiceLink> {
    const rankLevel = await this.channels.rankLevelOf(member.merchantId, member.memberId);
    const wanted = customerServiceTypeFor(rankLevel);
    // An operator without a VIP channel still serves its VIP members by live chat.
    return (
      (await this.channels.findChannel(member.merchantId, wanted)) ??
      this.link(member.merchantId, 'LIVECHAT')
    );
  }

  private async link(
    merchantId: number,
    csType: CustomerServiceType,
  ): Promise<CustomerServiceLink> {
    const channel = await this.channels.findChannel(merchantId, csType);
    if (!channel) throw new AppError('NOT_FOUND', 'Customer service is not available');
    return { csType: channel.csType, path: channel.path };
  }
}
