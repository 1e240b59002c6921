import { Module } from '@nestjs/common';
import { OperatorModule } from '../operator/operator.module.js';
import { FourEyesController } from './four-eyes.controller.js';
import { FourEyesRepository } from './four-eyes.repository.js';
import { FourEyesService } from './four-eyes.service.js';

/**
 * Four-eyes (issue 26 point 2): the port payouts, manual adjustments and bonus grants ask
 * whether one operator is enough, the console's approvals, and the owner's threshold.
 */
@Module({
  imports: [OperatorModule],
  controllers: [FourEyesController],
  providers: [FourEyesRepository, FourEyesService],
  exports: [FourEyesService],
})
export class FourEyesModule {}
