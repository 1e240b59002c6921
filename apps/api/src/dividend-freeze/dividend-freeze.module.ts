import { Module } from '@nestjs/common';
import { DividendFreezeRepository } from './dividend-freeze.repository.js';
import { DividendFreezeService } from './dividend-freeze.service.js';

/** Whether an agent's transfers and withdrawals are frozen for overdue dividends. */
@Module({
  providers: [DividendFreezeRepository, DividendFreezeService],
  exports: [DividendFreezeService],
})
export class DividendFreezeModule {}
