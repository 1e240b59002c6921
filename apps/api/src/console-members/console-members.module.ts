import { DividendFreezeModule } from '../dividend-freeze/dividend-freeze.module.js';
import { Module } from '@nestjs/common';
import { ConsoleSiteModule } from '../console-site/console-site.module.js';
import { FourEyesModule } from '../four-eyes/four-eyes.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { MemberModule } from '../member/member.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { SessionModule } from '../session/session.module.js';
import { ConsoleMembersController } from './console-members.controller.js';
import { ConsoleMembersRepository } from './console-members.repository.js';
import { ConsoleMembersService } from './console-members.service.js';

/** The operator console's member pages and member actions. */
@Module({
  imports: [
    OperatorModule,
    ConsoleSiteModule,
    DividendFreezeModule,
    FourEyesModule,
    LedgerModule,
    MemberModule,
    SessionModule,
  ],
  controllers: [ConsoleMembersController],
  providers: [ConsoleMembersRepository, ConsoleMembersService],
})
export class ConsoleMembersModule {}
