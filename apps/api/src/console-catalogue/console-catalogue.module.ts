import { Module } from '@nestjs/common';
import { OperatorModule } from '../operator/operator.module.js';
import { VendorCredentialsModule } from '../vendor-credentials/vendor-credentials.module.js';
import { ConsoleCatalogueController } from './console-catalogue.controller.js';
import { ConsoleCatalogueRepository } from './console-catalogue.repository.js';
import { ConsoleCatalogueService } from './console-catalogue.service.js';
import { GameImportService } from './game-import.service.js';

/** The operator console's catalogue page: vendors, games, the game import, the version. */
@Module({
  imports: [OperatorModule, VendorCredentialsModule],
  controllers: [ConsoleCatalogueController],
  providers: [ConsoleCatalogueRepository, ConsoleCatalogueService, GameImportService],
})
export class ConsoleCatalogueModule {}
