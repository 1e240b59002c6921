import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MemberRecordsController } from './member-records.controller.js';
import { MemberRecordsRepository } from './member-records.repository.js';
import { MemberRecordsService } from './member-records.service.js';

/** The member centre's betting record, account record and personal P&L. */
@Module({
  imports: [LedgerModule],
  controllers: [MemberRecordsController],
  providers: [MemberRecordsRepository, MemberRecordsService],
})
export class MemberRecordsModule {}
