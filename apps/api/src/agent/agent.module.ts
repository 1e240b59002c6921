import { Module } from '@nestjs/common';
import { AgentController } from './agent.controller.js';
import { MemberModule } from '../member/member.module.js';
import { MerchantModule } from '../merchant/merchant.module.js';

@Module({
  imports: [MemberModule, MerchantModule],
  controllers: [AgentController],
})
export class AgentModule {}
