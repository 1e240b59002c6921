import { Injectable } from '@nestjs/common';
import type {
  ConsoleCustomerServiceChannel,
  ConsoleCustomerServiceInput,
  ConsolePage,
  ConsolePageQuery,
  CustomerServiceType,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { consolePage, pageWindow } from '../operator/console-page.js';
import type { OperatorActor } from '../operator/operator-actor.js';
import { changed, created, removed } from './content-rows.js';
import { CustomerServiceChannelsRepository } from './customer-service.repository.js';

/**
 * The customer-service channels: live chat for everyone, the VIP channel from rank 5 on. The
 * site settings every API process caches list them (the status payload's customerService), so
 * every write tells all processes to read the settings again.
 */
@Injectable()
export class CustomerServiceChannelsService {
  constructor(
    private readonly channels: CustomerServiceChannelsRepository,
    private readonly merchants: MerchantService,
  ) {}

  async list(
    operator: OperatorActor,
    query: ConsolePageQuery,
  ): Promise<ConsolePage<ConsoleCustomerServiceChannel>> {
    const window = pageWindow(query);
    const { rows, total } = await this.channels.page(
      operator.merchantId,
      window.skip,
      window.pageSize,
    );
    return consolePage(window, rows, total, (row) => ({ ...row }));
  }

  /** Sets the channel of this type, adding it when the site has none. */
  async save(
    operator: OperatorActor,
    csType: CustomerServiceType,
    input: ConsoleCustomerServiceInput,
  ): Promise<ConsoleCustomerServiceChannel> {
    const before = await this.channels.find(operator.merchantId, csType);
    const after = await this.channels.save(operator.merchantId, csType, {
      name: input.name,
      path: input.path,
    });
    await this.merchants.settingsChanged();
    const target = `customer-service:${csType}`;
    operator.change = before ? changed(target, before, after) : created(target, after);
    return after;
  }

  async remove(operator: OperatorActor, csType: CustomerServiceType): Promise<null> {
    const before = await this.channels.find(operator.merchantId, csType);
    if (!before || (await this.channels.delete(operator.merchantId, csType)) === 0) {
      throw new AppError('NOT_FOUND', 'The site has no customer-service channel of this type');
    }
    await this.merchants.settingsChanged();
    operator.change = removed(`customer-service:${csType}`, before);
    return null;
  }
}
