import { Module } from '@nestjs/common';
import { AgentAnnouncementsController } from './agent-announcements.controller.js';
import { AgentAnnouncementsRepository } from './agent-announcements.repository.js';
import { AgentAnnouncementsService } from './agent-announcements.service.js';

/** The agent centre's announcements (the operator writes them in the console's content). */
@Module({
  controllers: [AgentAnnouncementsController],
  providers: [AgentAnnouncementsRepository, AgentAnnouncementsService],
})
export class AgentAnnouncementsModule {}
