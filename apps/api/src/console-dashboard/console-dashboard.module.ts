import { Module } from '@nestjs/common';
import { OperatorModule } from '../operator/operator.module.js';
import { ConsoleDashboardController } from './console-dashboard.controller.js';
import { ConsoleDashboardRepository } from './console-dashboard.repository.js';
import { ConsoleDashboardService } from './console-dashboard.service.js';

/** The console's dashboard: what the site did today and in the last 7 days. */
@Module({
  imports: [OperatorModule],
  controllers: [ConsoleDashboardController],
  providers: [ConsoleDashboardRepository, ConsoleDashboardService],
})
export class ConsoleDashboardModule {}
