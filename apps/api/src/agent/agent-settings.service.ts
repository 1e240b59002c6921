import { Injectable } from '@nestjs/common';
import { agentSettingsOf, type AgentSettings } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { AgentSettingsRepository } from './agent-settings.repository.js';

/** A site's agent settings with what the agent centre shows beside them. */
export interface AgentContext {
  settings: AgentSettings;
  siteName: string;
  /** The operator's time zone: its days are the centre's days. */
  timezone: string;
}

/**
 * The operator's agent settings (merchant.settings.agents, defaults field by field): read by
 * the agent centre at each request, so a change applies to the next one.
 */
@Injectable()
export class AgentSettingsService {
  constructor(private readonly repository: AgentSettingsRepository) {}

  async contextOf(merchantId: number): Promise<AgentContext> {
    const site = await this.repository.find(merchantId);
    return {
      settings: agentSettingsOf(site.settings),
      siteName: site.name,
      timezone: site.timezone,
    };
  }

  /** The context of a site whose agent centre is open; else 403 AGENT_CENTRE_DISABLED. */
  async openCentre(merchantId: number): Promise<AgentContext> {
    const context = await this.contextOf(merchantId);
    if (!context.settings.enabled) {
      throw new AppError('AGENT_CENTRE_DISABLED', 'The agent centre is not open on this site');
    }
    return context;
  }

  /** Replaces every agent setting (the console's, which validates them first). */
  replace(merchantId: number, settings: AgentSettings): Promise<void> {
    return this.repository.replace(merchantId, settings);
  }
}
