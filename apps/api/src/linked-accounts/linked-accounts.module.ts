import { Module } from '@nestjs/common';
import { OperatorModule } from '../operator/operator.module.js';
import { LinkedAccountsController } from './linked-accounts.controller.js';
import { LinkedAccountsRepository } from './linked-accounts.repository.js';
import { LinkedAccountsService } from './linked-accounts.service.js';

/** Linked accounts: members sharing an identity value (the withdrawal panel shows them too). */
@Module({
  imports: [OperatorModule],
  controllers: [LinkedAccountsController],
  providers: [LinkedAccountsRepository, LinkedAccountsService],
  exports: [LinkedAccountsService],
})
export class LinkedAccountsModule {}
