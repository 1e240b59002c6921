import { Module } from '@nestjs/common';
import { HelpCentreController } from './help-centre.controller.js';
import { HelpCentreRepository } from './help-centre.repository.js';
import { HelpCentreService } from './help-centre.service.js';
import { MerchantModule } from '../merchant/merchant.module.js';

@Module({
  imports: [MerchantModule],
  controllers: [HelpCentreController],
  providers: [HelpCentreRepository, HelpCentreService],
})
export class HelpCentreModule {}
