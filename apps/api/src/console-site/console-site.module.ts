import { Module } from '@nestjs/common';
import { MerchantModule } from '../merchant/merchant.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { ConsoleSiteController } from './console-site.controller.js';
import { ConsoleSiteService } from './console-site.service.js';

/** The console's site page: maintenance, region rules, flags and the site's own settings. */
@Module({
  imports: [OperatorModule, MerchantModule],
  controllers: [ConsoleSiteController],
  providers: [ConsoleSiteService],
  exports: [ConsoleSiteService],
})
export class ConsoleSiteModule {}
