import { Module } from '@nestjs/common';
import { HelpCentreController } from './help-centre.controller.js';
import { HelpCentreRepository } from './help-centre.repository.js';
import { HelpCentreService } from './help-centre.service.js';

@Module({
  controllers: [HelpCentreController],
  providers: [HelpCentreRepository, HelpCentreService],
})
export class HelpCentreModule {}
