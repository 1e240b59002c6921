import { Inject, Injectable } from '@nestjs/common';
import {
  AGE_AGREEMENT_AGE,
  isLanguage,
  type AgentCentreInfo,
  type AgentInvitation,
  type Language,
} from '@wps/shared-types';
import { operatorDate } from '../common/operator-day.js';
import { uniqueViolationOn } from '../common/unique-violation.js';
import type { Visitor } from '../common/visitor.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { newInvitationCode } from '../member/account-opening.js';
import { MerchantService } from '../merchant/merchant.service.js';
import type { AuthenticatedMember } from '../session/authenticated-member.js';
import { toSiteInfo } from '../system/system.service.js';
import { AgentSettingsService } from './agent-settings.service.js';
import { AgentTeamRepository, type TeamAgent } from './agent-team.repository.js';

/** The left menu's title after the site's name, in the member's language. */
const AGENCY_CENTRE: Record<Language, (siteName: string) => string> = {
  MS: (siteName) => `${siteName} Pusat Agensi`,
  EN: (siteName) => `${siteName} Agency Centre`,
  CN: (siteName) => `${siteName}代理中心`,
};

/** The register page takes an agent's code over from this query parameter (useInvitationCode). */
const INVITATION_PARAMETER = 'affiliateCode';

/** What the agent centre opens with, and the agent's invitation link (spec 2 §2). */
@Injectable()
export class AgentCentreService {
  constructor(
    private readonly settings: AgentSettingsService,
    private readonly team: AgentTeamRepository,
    private readonly merchants: MerchantService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async centre(member: AuthenticatedMember): Promise<AgentCentreInfo> {
    const { settings, siteName, timezone } = await this.settings.openCentre(member.merchantId);
    const agent = await this.team.agent(member.memberId);
    const language = isLanguage(agent.language) ? agent.language : 'MS';
    return {
      agencyName: AGENCY_CENTRE[language](siteName),
      agent: {
        account: agent.account,
        nickname: agent.nickname,
        isAgent: agent.isAgent,
        ratio: agent.agentRatio?.toFixed(2) ?? null,
        upline: agent.upline?.account ?? null,
      },
      features: settings.features,
      permissions: {
        openAccounts: settings.agentsMayOpenAccounts,
        lockLogin: settings.agentsMayLockLogin,
        seeDownlineBalance: settings.showDownlineBalance,
      },
      figures: settings.figures,
      today: operatorDate(new Date(this.clock.now()), timezone),
      timezone,
    };
  }

  async invitation(member: AuthenticatedMember, visitor: Visitor): Promise<AgentInvitation> {
    await this.settings.openCentre(member.merchantId);
    const [agent, site] = await Promise.all([
      this.team.agent(member.memberId),
      this.merchants.siteForHost(visitor.host),
    ]);
    const code = await this.invitationCodeOf(agent);
    const origin = await this.merchants.siteOrigin(site, visitor);
    return {
      code,
      url: `${origin}/register?${INVITATION_PARAMETER}=${encodeURIComponent(code)}`,
      rules: {
        joinsAs: 'MEMBER',
        // As the register form: the 18+ agreement always applies; an operator may only raise it.
        minimumAge: Math.max(site.minimumAge, AGE_AGREEMENT_AGE),
        requiredFields: toSiteInfo(site)
          .registerRules.filter((rule) => rule.enabled && rule.required)
          .map((rule) => rule.field),
      },
    };
  }

  /** The agent's code; an agent without one (made by the operator) gets one now, once. */
  private async invitationCodeOf(agent: TeamAgent): Promise<string> {
    if (agent.invitationCode) return agent.invitationCode;
    for (let attempt = 0; attempt < 3; attempt++) {
      const candidate = newInvitationCode();
      const stored = await this.team
        .setInvitationCode(agent.id, candidate)
        .catch((error: unknown) => {
          // A code another member holds: try another.
          if (uniqueViolationOn(error) === null) throw error;
          return false;
        });
      if (stored) return candidate;
      // Another request gave it one at the same moment, or the code was taken: read again.
      const current = (await this.team.agent(agent.id)).invitationCode;
      if (current) return current;
    }
    throw new Error(`no free invitation code for member ${agent.id}`);
  }
}
